import { LIMITS } from '../constants.ts';
import { lagosDay } from '../format/time.ts';
import { DEFAULT_CANCELLATION_POLICY } from '../payments/policy.ts';

export const BOOKING_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'ongoing',
  'awaiting review',
  'completed',
  'cancelled',
  'cancellation requested user',
  'cancellation requested vendor',
  /** Held for 15 minutes while the customer pays the deposit; not yet the vendor's booking. */
  'awaiting payment',
  /** The hold ended (no payment, or payment declined) and the slot was freed. */
  'expired',
  'no show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const DURATION_TYPES = ['Fixed', 'Starts at', 'varies', "don't show"] as const;
export type DurationType = (typeof DURATION_TYPES)[number];
/** Completion of these asks the vendor for the balance first (SPEC §4). */
export const needsBalance = (type: string) => type !== 'Fixed';
/** The `type` completeBooking answers: 'fixed', 'starts at', 'varies' or "don't show". */
export const completionType = (durationType: string) => durationType.toLowerCase();
export const BALANCE_COMPLETION_TYPES = ['starts at', 'varies', "don't show"] as const;
/** Statuses in which a booking holds its time slot. */
export const SLOT_HOLDING_STATUSES: readonly BookingStatus[] = [
  'pending',
  'approved',
  'ongoing',
  'cancellation requested user',
  'cancellation requested vendor',
  // Only while its hold lasts (hold_expires_at in the future).
  'awaiting payment',
];
/**
 * Today's appointments (SPEC §1 'a list of today's appointments'): the bookings that still take, or
 * took, place today — requests awaiting an answer, approved, ongoing and done ones, and those whose
 * cancellation is only requested. A rejected, cancelled or no-show booking is no appointment, and an
 * unpaid hold (awaiting payment, expired) never was the vendor's.
 */
export const TODAY_STATUSES: readonly BookingStatus[] = [
  'pending',
  'approved',
  'ongoing',
  'awaiting review',
  'completed',
  'cancellation requested user',
  'cancellation requested vendor',
];
export const isTodaysAppointment = (status: string) => (TODAY_STATUSES as readonly string[]).includes(status);

/** Holds that were never paid are not the vendor's bookings: vendor lists leave them out. */
export const VENDOR_HIDDEN_STATUSES: readonly BookingStatus[] = ['awaiting payment', 'expired'];
/** What leaves a day without a dot on the month calendar: a booking the vendor never lists, or one refused. */
export const NOT_BUSY_STATUSES: readonly BookingStatus[] = [...VENDOR_HIDDEN_STATUSES, 'rejected'];
/** Whether a booking of this status makes its day busy (GET vendor/bookings/busy-days, and its patches). */
export const makesDayBusy = (status: string) => !(NOT_BUSY_STATUSES as readonly string[]).includes(status);

export type BookingAction =
  | 'accept'
  | 'reject'
  | 'start'
  | 'complete'
  | 'completeBalance'
  | 'cancel'
  | 'acceptCancel'
  | 'rejectCancel'
  | 'noShow';

/**
 * Where a transition leads: a status, or a function of the booking where the target depends on
 * it (e.g. whether the customer paid online). `targetOf` reads either.
 */
export type Target<Facts> = BookingStatus | ((facts: Facts) => BookingStatus);
export const targetOf = <Facts>(rule: { to: Target<Facts> }, facts: Facts): BookingStatus =>
  typeof rule.to === 'function' ? rule.to(facts) : rule.to;

/** What the vendor's cancel and complete depend on. */
export interface PaidFacts {
  /** What the customer paid online, in kobo. */
  amountPaidKobo: number;
  /**
   * How the booking came in: 'online' (a customer's, the default) or a walk-in or phone booking
   * the vendor made, whose client has no account and so can never review it.
   */
  source?: 'online' | 'walk_in' | 'phone';
}

/**
 * SPEC §4 'Ongoing to completed or awaiting review': a customer's booking waits for its review
 * (or the 48-hour grace); a walk-in's or phone client has nobody to review it, so it is completed.
 */
const completeTarget = ({ source = 'online' }: PaidFacts): BookingStatus =>
  source === 'online' ? 'awaiting review' : 'completed';

export interface Transition {
  from: readonly BookingStatus[];
  to: Target<PaidFacts>;
  /** Start and Cancel are hidden once the end day has passed. */
  hiddenAfterEndDay?: boolean;
  /**
   * Allowed only once the booking has started and the vendor's grace after the start has passed
   * (a no-show cannot be known before, and a client a few minutes late is not one).
   */
  afterGrace?: boolean;
}

/** The booking state machine as data: the server enforces it, the UI enables buttons from it. */
export const TRANSITIONS: Record<BookingAction, Transition> = {
  accept: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  start: { from: ['approved'], to: 'ongoing', hiddenAfterEndDay: true },
  complete: { from: ['ongoing'], to: completeTarget },
  completeBalance: { from: ['ongoing'], to: completeTarget },
  // A booking the customer paid for online waits for the customer's approval of the cancel.
  cancel: {
    from: ['approved'],
    to: ({ amountPaidKobo }) => (amountPaidKobo > 0 ? 'cancellation requested vendor' : 'cancelled'),
    hiddenAfterEndDay: true,
  },
  acceptCancel: { from: ['cancellation requested user'], to: 'cancelled' },
  rejectCancel: { from: ['cancellation requested user'], to: 'approved' },
  // The customer did not come: the deposit is kept per the cancellation policy.
  noShow: { from: ['approved'], to: 'no show', afterGrace: true },
};

interface Rule<Facts = never> {
  from: readonly BookingStatus[];
  to: Target<Facts>;
}

/** What customers may do (DESIGN §5), kept beside the vendor's transitions. */
export const CUSTOMER_TRANSITIONS = {
  withdraw: { from: ['pending'], to: 'cancelled' },
  requestCancel: { from: ['approved'], to: 'cancellation requested user' },
  /** Reviewing confirms the service; a booking the sweep completed meanwhile stays as it is. */
  review: { from: ['awaiting review'], to: 'completed' },
  approveVendorCancel: { from: ['cancellation requested vendor'], to: 'cancelled' },
  /** The customer keeps the appointment the vendor wanted to cancel. */
  declineVendorCancel: { from: ['cancellation requested vendor'], to: 'approved' },
} as const satisfies Record<string, Rule>;

/** A customer may review a booking once the service is done, completed or not yet. */
export const REVIEWABLE_STATUSES: readonly BookingStatus[] = ['awaiting review', 'completed'];

/** What the system does on its own: payments arriving or not, and the review grace ending. */
export const SYSTEM_TRANSITIONS = {
  /** A verified deposit makes the hold a real booking; automatic confirmation approves it at once. */
  paymentConfirmed: {
    from: ['awaiting payment'],
    to: ({ automaticConfirm }: { automaticConfirm: boolean }) => (automaticConfirm ? 'approved' : 'pending'),
  },
  holdExpired: { from: ['awaiting payment'], to: 'expired' },
  paymentFailed: { from: ['awaiting payment'], to: 'expired' },
  reviewGraceElapsed: { from: ['awaiting review'], to: 'completed' },
} as const satisfies Record<string, Rule<{ automaticConfirm: boolean }>>;

/**
 * How a customer's booking enters the machine: held for the deposit when one is due online,
 * otherwise a request, or approved at once under automatic confirmation.
 */
export const CUSTOMER_CREATE = {
  from: [],
  to: ({ depositDue, automaticConfirm }: { depositDue: boolean; automaticConfirm: boolean }) =>
    depositDue ? 'awaiting payment' : automaticConfirm ? 'approved' : 'pending',
} as const satisfies Rule<{ depositDue: boolean; automaticConfirm: boolean }>;

/**
 * How a booking the vendor makes enters the machine. A walk-in or a phone booking is accepted by
 * being made (nothing is left for the vendor to accept) and is paid at the shop, so it never waits
 * for a payment; from there it follows the vendor's transitions like any approved booking.
 */
export const VENDOR_CREATE = { from: [], to: 'approved' } as const satisfies Rule;

export const CANCEL_TOO_LATE = "You can't cancel a service 5 minutes from starting";
export const START_TOO_EARLY = 'You can start a service from 2 minutes before its start time';
/** How every 'too early for a no-show' refusal begins, so a screen can tell it from other refusals. */
export const NO_SHOW_TOO_EARLY = 'You can mark a no-show';
export const noShowTooEarly = (graceMinutes: number) =>
  graceMinutes === 0
    ? `${NO_SHOW_TOO_EARLY} once the appointment has started`
    : `${NO_SHOW_TOO_EARLY} ${graceMinutes} ${graceMinutes === 1 ? 'minute' : 'minutes'} after the start time`;

export interface BookingTimes {
  status: string;
  start: Date;
  end: Date;
  /** The vendor's cancellation policy's no-show grace; left out, the default policy's. */
  noShowGraceMinutes?: number;
}

export type ActionCheck = { allowed: true } | { allowed: false; hidden: boolean; reason: string };

const statusLabel = (status: string) => DISPLAY_STATUS[status as BookingStatus] ?? status;
export const wrongStatus = (action: BookingAction, status: string) =>
  `This booking is ${statusLabel(status).toLowerCase()}, so it cannot be ${ACTION_PAST[action]}`;

const ACTION_PAST: Record<BookingAction, string> = {
  accept: 'accepted',
  reject: 'rejected',
  start: 'started',
  complete: 'completed',
  completeBalance: 'completed',
  cancel: 'cancelled',
  acceptCancel: 'cancelled',
  rejectCancel: 'kept',
  noShow: 'marked as a no-show',
};

/** Whether the end's Lagos calendar day is before today's. */
export const endDayPassed = (booking: BookingTimes, now: Date) => lagosDay(booking.end) < lagosDay(now);

/** Applies the status table and the time rules of SPEC §4 to one action at `now`. */
export function checkAction(action: BookingAction, booking: BookingTimes, now: Date): ActionCheck {
  const rule = TRANSITIONS[action];
  if (!rule.from.includes(booking.status as BookingStatus)) {
    return { allowed: false, hidden: true, reason: wrongStatus(action, booking.status) };
  }
  if (rule.hiddenAfterEndDay && endDayPassed(booking, now)) {
    return { allowed: false, hidden: true, reason: 'This booking has ended' };
  }
  const untilStart = booking.start.getTime() - now.getTime();
  if (action === 'start' && untilStart > LIMITS.startLeadMinutes * 60_000) {
    return { allowed: false, hidden: false, reason: START_TOO_EARLY };
  }
  if (rule.afterGrace) {
    const grace = booking.noShowGraceMinutes ?? DEFAULT_CANCELLATION_POLICY.no_show_grace_minutes;
    if (untilStart > -grace * 60_000) return { allowed: false, hidden: false, reason: noShowTooEarly(grace) };
  }
  if (action === 'cancel' && untilStart <= LIMITS.cancelBlockMinutes * 60_000) {
    return { allowed: false, hidden: false, reason: CANCEL_TOO_LATE };
  }
  return { allowed: true };
}

/** SPEC §4 group actions. */
export const groupActions = (statuses: readonly string[]) => ({
  acceptAll: statuses.length > 0 && statuses.every((s) => s === 'pending'),
  rejectAll: statuses.length > 0 && statuses.every((s) => s === 'pending'),
  completeAll: statuses.length > 0 && statuses.every((s) => s === 'ongoing'),
});

const REVIEW_LIKE = new Set<string>([
  'awaiting review',
  'cancellation requested user',
  'cancellation requested vendor',
]);

/** The group's status: the common one, else ongoing, approved, completed, review, or mixed. */
export function groupStatus(statuses: readonly string[]): string {
  const [first] = statuses;
  if (first !== undefined && statuses.every((s) => s === first)) return first;
  for (const candidate of ['ongoing', 'approved', 'completed'])
    if (statuses.includes(candidate)) return candidate;
  if (statuses.some((s) => REVIEW_LIKE.has(s))) return 'review';
  return 'mixed';
}

export const DISPLAY_STATUS: Record<BookingStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  ongoing: 'Ongoing',
  'awaiting review': 'Awaiting Review',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'cancellation requested user': 'Cancellation Requested',
  'cancellation requested vendor': 'Awaiting Cancellation Approval',
  'awaiting payment': 'Awaiting Payment',
  expired: 'Expired',
  'no show': 'No-show',
};

/**
 * Moving a booking to another time (RESCHEDULE_TRANSITIONS, checkReschedule below), beside its
 * rules rather than in messages.ts, so the sign-in page's bundle (which holds messages.ts) stays light:
 * what the customer and the vendor are told when a move is refused, and what a done move says.
 * A new time that the slot rules refuse answers the slot's own message (slots.ts SLOT_MESSAGES).
 */
export const RESCHEDULE_MESSAGES = {
  /** The vendor's booking rule 'rescheduling' is off: customers cannot move bookings themselves. */
  off: 'This business does not allow rescheduling',
  /** The rule's notice: a customer's move is allowed until exactly `hours` hours before the start. */
  tooLate: (hours: number) =>
    hours === 0
      ? 'Bookings can be rescheduled only before they start'
      : `Bookings can be rescheduled up to ${hours} ${hours === 1 ? 'hour' : 'hours'} before the start`,
  /** The vendor proposes or moves, and the customer accepts, only before the appointment starts. */
  started: 'This booking has already started',
  wrongStatus: (status: string) => `This booking is ${status.toLowerCase()}, so it cannot be rescheduled`,
  sameTime: 'Choose a different time from the current one',
  /** One proposal at a time: the vendor withdraws it before proposing another. */
  proposalPending: 'A new time is already proposed. Withdraw it first',
  noProposal: 'No new time is waiting for an answer',
  /** The booking changed while the customer's move was being made. */
  changed: 'This booking has changed. Please try again',
  moved: 'Booking rescheduled',
  proposed: 'New time proposed',
  withdrawn: 'Proposal withdrawn',
  declined: 'Proposal declined',
} as const;

/**
 * Moving a booking to another time (issue 15). A move keeps the booking's status: an approved
 * booking moved stays approved, a request stays a request. Who may move which:
 * - the customer moves their own booking at once, within the vendor's rescheduling rule;
 * - the vendor proposes a new time, which holds its slot until the customer accepts or declines
 *   it, or the vendor withdraws it (so an accept cannot fail because someone took the time);
 * - the vendor moves the bookings they made themselves (walk-ins, phone bookings) at once.
 * A group booking's items move one by one: each is its own service at its own time.
 */
export const RESCHEDULE_TRANSITIONS = {
  customerMove: { from: ['pending', 'approved'] },
  vendorPropose: { from: ['pending', 'approved'] },
  /** A booking the vendor made (walk-in, phone) has no customer account to ask: it moves at once. */
  vendorMove: { from: ['pending', 'approved'] },
  acceptProposal: { from: ['pending', 'approved'] },
} as const satisfies Record<string, { from: readonly BookingStatus[] }>;
export type RescheduleAction = keyof typeof RESCHEDULE_TRANSITIONS;

/** The vendor's rescheduling rule (SPEC §3 bookingrule.rescheduling, and its notice in hours). */
export interface RescheduleRule {
  /** Whether customers may move their bookings at all. */
  rescheduling: boolean;
  /** How many hours before the start a customer's move is still allowed. */
  rescheduling_hours: number;
}

/**
 * Whether `action` may move the booking at `now` under the vendor's `rule`:
 * - its status must be one the action starts from (else hidden: no button, 409);
 * - a customer's move needs the rule on and the start at least `rescheduling_hours` hours away:
 *   exactly that many hours before the start is allowed, one millisecond later is not;
 * - the vendor proposes or moves, and the customer accepts, only before the booking starts.
 * The new time itself passes the slot rules (slots.ts) separately.
 */
export function checkReschedule(
  action: RescheduleAction,
  booking: { status: string; start: Date },
  now: Date,
  /** The vendor's rule; only a customer's move reads it (none: rescheduling is off). */
  rule?: RescheduleRule,
): ActionCheck {
  const from: readonly string[] = RESCHEDULE_TRANSITIONS[action].from;
  if (!from.includes(booking.status))
    return {
      allowed: false,
      hidden: true,
      reason: RESCHEDULE_MESSAGES.wrongStatus(statusLabel(booking.status)),
    };
  const untilStart = booking.start.getTime() - now.getTime();
  if (action === 'customerMove') {
    if (!rule?.rescheduling) return { allowed: false, hidden: true, reason: RESCHEDULE_MESSAGES.off };
    if (untilStart < rule.rescheduling_hours * 3_600_000)
      return { allowed: false, hidden: false, reason: RESCHEDULE_MESSAGES.tooLate(rule.rescheduling_hours) };
    return { allowed: true };
  }
  if (untilStart <= 0) return { allowed: false, hidden: false, reason: RESCHEDULE_MESSAGES.started };
  return { allowed: true };
}
