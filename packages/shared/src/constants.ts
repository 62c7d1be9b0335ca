/**
 * Business constants and limits of SPEC §9 and DESIGN §4, used by both sides. Screen constants of
 * SPEC §9 (timings, widths, counts of things drawn) live in apps/web/src/lib/screen.ts.
 */
export const CURRENCY = 'NGN';
export const TIME_ZONE = 'Africa/Lagos';
export const TIME_FORMAT = 'hh:mm A';
export const DETAILS_FORMAT = 'ddd, DD MMM YYYY, hh:mm A';

export const LIMITS = {
  fullNameMax: 40,
  phoneMin: 10,
  passwordMin: 6,
  codeLength: 6,
  reviewReplyMin: 10,
  ratingMin: 1,
  ratingMax: 5,
  balanceStep: 500,
  withdrawMinBalance: 1000,
  startLeadMinutes: 2,
  cancelBlockMinutes: 5,
  businessImagesMax: 6,
  imageMaxBytes: 2 * 1024 * 1024,
  /** A booking awaiting review for this long without a dispute becomes completed (DESIGN §4). */
  reviewGraceHours: 48,
} as const;

/** DESIGN §4: codes and tokens. */
export const SECURITY = {
  codeTtlMs: 10 * 60 * 1000,
  codeMaxWrongTries: 5,
  codeResendMs: 60 * 1000,
  tokenIdleTtlMs: 30 * 24 * 60 * 60 * 1000,
  resetTicketTtlMs: 10 * 60 * 1000,
} as const;

/**
 * Abuse limits (issue 10), counted in the database or Redis, never in process memory. Sized so that
 * one carrier NAT address shared by many honest users stays under them: limits are per account,
 * per account and address together, and per address only at a high ceiling.
 */
export const ABUSE_LIMITS = {
  signIn: {
    /** Wrong passwords for one account from one address before that pair is locked. */
    pairFreeFailures: 5,
    /** The pair's lock: 1 minute after the 5th failure, doubling with each further failure, at most 1 hour. */
    pairLockBaseMs: 60 * 1000,
    pairLockMaxMs: 60 * 60 * 1000,
    /** Wrong passwords for one account from all addresses before it is slowed for addresses it never signed in from. */
    accountFreeFailures: 20,
    accountLockBaseMs: 60 * 1000,
    accountLockMaxMs: 15 * 60 * 1000,
    /** How long failures are remembered (a correct password clears the pair's). */
    failureWindowMs: 24 * 60 * 60 * 1000,
    /** Wrong passwords from one address for any accounts: far above what a shared carrier address makes honestly. */
    ipMaxFailures: 100,
    /** Wrong passwords from one address for e-mails with no account, in the same window: counted apart. */
    unknownIpMaxFailures: 30,
    ipWindowMs: 15 * 60 * 1000,
    /** An address that signed in to the account within this time is not slowed by the account's lock. */
    knownAddressMs: 30 * 24 * 60 * 60 * 1000,
  },
  codes: {
    /** SMS codes one vendor account may ask for in a day, whatever the number. */
    smsPerAccountPerDay: 5,
    /** The same for an account younger than `newAccountMs`: new accounts are free to make. */
    smsPerNewAccountPerDay: 2,
    /** SMS codes asked for by accounts younger than `newAccountMs` from one address in an hour. */
    newAccountSmsPerAddressPerHour: 20,
    newAccountMs: 24 * 60 * 60 * 1000,
    /** Codes sent to one e-mail address or phone number in a day. */
    perTargetPerDay: 5,
    /** Codes for one account in a day, by either channel. */
    perAccountPerDay: 8,
    /** Codes asked for from one address in an hour, per channel: room for a carrier NAT's users. */
    perAddressPerHour: 100,
    /** Wrong codes per account and per target in a day; a new code does not give more. */
    wrongTriesPerDay: 10,
  },
  bookings: {
    /** Bookings (slots) of one customer with one vendor that are pending or awaiting payment. */
    openPerVendor: 10,
    /** Bookings (slots) one customer may make in an hour, across vendors. */
    perHour: 20,
    /**
     * A customer account younger than this with no completed booking is new: accounts are free to
     * make, so new ones together may hold only a few of one vendor's slots (issue 31).
     */
    newCustomerMs: 24 * 60 * 60 * 1000,
    /** Slots of one vendor waiting (pending or held for payment) for new customers, all of them together. */
    newCustomersOpenPerVendor: 30,
    /** Slots of one vendor new customers may book from one address in an hour. */
    newCustomerSlotsPerAddressPerHour: 20,
  },
  /**
   * One-time codes to clients of the shop page (issue 33), besides the codes' own limits per number
   * and per address: texts cost money, so one shop's page sends at most this many an hour, and one
   * address at most this many an hour to all shops' clients.
   */
  shopCodes: { perShopPerHour: 60, perAddressPerHour: 20 },
  /**
   * The shop page's waitlist form (issue 36): each entry may cost the shop an SMS offer, so one
   * shop's form takes at most this many joins an hour, and one address this many an hour (a carrier
   * address is shared by many honest people: generous); one number waits for at most this many
   * services of one shop at a time.
   */
  waitlistJoins: { perShopPerHour: 30, perAddressPerHour: 15, waitingPerPhone: 3 },
  /** checkemail tells whether an account exists: calls per address per minute. */
  checkEmailPerAddressPerMinute: 60,
  dayMs: 24 * 60 * 60 * 1000,
  hourMs: 60 * 60 * 1000,
} as const;

export const FEES = {
  withdrawalFeeRate: 0.05,
  vatRateOfFee: 0.075,
} as const;
