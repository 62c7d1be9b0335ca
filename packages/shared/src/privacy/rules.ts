/**
 * Issue 37 (NDPA 2023): what is kept after an erasure, for how long and why, and the time the
 * product gives itself to carry out a client's erasure request. The README's retention table and
 * docs/BREACH.md quote these.
 */
export const RETENTION = {
  /**
   * Ledger entries, withdrawals, checkouts (the shop's book and its payments) and online payments
   * and refunds outlive a deleted account, unlinked from the person, for six years: the tax and
   * company-records laws (CITA s.63, FIRS) ask a business's books to be kept that long, and a
   * chargeback or an audit may need them. NDPA s.25(1)(c) (a legal obligation) is the basis.
   */
  financialYears: 6,
  financialReason:
    'Tax and company-records laws require financial records (ledger, withdrawals, checkouts, payments) to be kept for 6 years; they are kept without your name, contacts or bank details.',
  /** NDPA s.34: erasure "without undue delay"; the product states 30 days and the sweeper keeps it. */
  clientErasureDays: 30,
} as const;

/**
 * What a client asks of a shop from her booking page (NDPA s.34–36): erasure (carried out within
 * RETENTION.clientErasureDays), correction of her name and e-mail and objection to the shop's
 * messages (both carried out at once).
 */
export const PRIVACY_REQUEST_KINDS = ['erasure', 'correction', 'objection'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** The word the vendor types to confirm her account's deletion. */
export const DELETE_ACCOUNT_WORD = 'DELETE';

/** What a tombstone (an erased vendor's or client's row) reads where a name must stay. */
export const ERASED_NAME = 'Erased';

export const PRIVACY_MESSAGES = {
  wrongPassword: 'The password is not correct',
  typeWord: `Type ${DELETE_ACCOUNT_WORD} to confirm`,
  withdrawalInFlight:
    'A withdrawal is still being paid out. Wait until it is paid (or fails) before deleting your account.',
  moneyLeft: (amount: string) =>
    `You still have ${amount} in your earnings. Withdraw it (money still pending is released when its bookings are completed) before deleting your account.`,
  openBookings: (list: string) =>
    `Settle your upcoming bookings first (complete, cancel or decline them): ${list}.`,
  deleted: 'Your account has been deleted',
  requestRecorded: (days: number) =>
    `Your erasure request has been sent to the shop. Your name, phone, e-mail and notes will be erased within ${days} days.`,
  requestExists: 'Your erasure request is already recorded.',
  corrected: (shop: string) => `${shop} now has your name and e-mail as you gave them.`,
  objected: (shop: string) =>
    `${shop} will send you no more reminders or other messages, only news of a refund, or of a booking declined, cancelled or moved.`,
  noPhone: 'This booking has no phone number to send a code to.',
  requestNotFound: 'No such request',
  requestDone: 'This request has already been carried out.',
  carried: 'The client’s personal data has been erased.',
} as const;

/**
 * A vendor's bookings that must be settled (completed, cancelled or declined) before her account
 * can be deleted: every one still open, whatever its date, and holds awaiting payment.
 */
export const OPEN_BOOKING_STATUSES = [
  'pending',
  'approved',
  'ongoing',
  'awaiting review',
  'awaiting payment',
  'cancellation requested user',
  'cancellation requested vendor',
] as const;
