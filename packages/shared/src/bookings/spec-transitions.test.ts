/**
 * The booking rules of SPEC §4 (and the decisions of DESIGN §4–§5 the spec leaves open), written
 * out here literally and checked against the shared state machine. Nothing expected below is read
 * from the machine's own tables: a change to a rule must change this file too.
 */
import { describe, expect, it } from 'vitest';
import {
  BALANCE_COMPLETION_TYPES,
  BOOKING_STATUSES,
  type BookingAction,
  CANCEL_TOO_LATE,
  CUSTOMER_CREATE,
  CUSTOMER_TRANSITIONS,
  checkAction,
  completionType,
  DISPLAY_STATUS,
  DURATION_TYPES,
  endDayPassed,
  groupActions,
  groupStatus,
  isTodaysAppointment,
  makesDayBusy,
  NO_SHOW_TOO_EARLY,
  needsBalance,
  REVIEWABLE_STATUSES,
  SLOT_HOLDING_STATUSES,
  START_TOO_EARLY,
  SYSTEM_TRANSITIONS,
  TRANSITIONS,
  targetOf,
  VENDOR_CREATE,
  VENDOR_HIDDEN_STATUSES,
  wrongStatus,
} from './state-machine.ts';

// SPEC §4 'Booking statuses', word for word ('rejected' is also used for pending items).
const SPEC_STATUSES = [
  'pending',
  'approved',
  'ongoing',
  'completed',
  'cancelled',
  'awaiting review',
  'cancellation requested user',
  'cancellation requested vendor',
  'rejected',
];
// Ours: the deposit hold (DESIGN §5 payments), its end, and a customer who did not come.
const OUR_STATUSES = ['awaiting payment', 'expired', 'no show'];
// Values that are no status at all: a refusal, never a crash.
const NOT_STATUSES = ['', 'Pending', 'review', 'mixed', 'accepted'];
const EVERY_STATUS = [...new Set([...SPEC_STATUSES, ...OUR_STATUSES, ...NOT_STATUSES, ...BOOKING_STATUSES])];

/**
 * SPEC §4 'Transitions' as a table: [action, allowed from, to].
 * - Pending to approved (Accept) or rejected (Reject).
 * - Approved to ongoing (Start).
 * - Ongoing to completed or awaiting review (Complete); for 'starts at', 'varies' and "don't show"
 *   the vendor enters the balance to finish. DESIGN §4: both go to 'awaiting review'; the
 *   customer's review or 48 hours without a dispute then make it 'completed'.
 * - Approved to cancelled through the cancel dialog (or, when paid, to cancellation requested
 *   vendor: see the cancel target below).
 * - Cancellation requested user can be accepted (the booking is cancelled) or rejected (the
 *   booking stands, approved as it was before the request).
 * - Ours: an approved booking whose customer did not come becomes 'no show'.
 */
const SPEC_TRANSITIONS: [BookingAction, string[], string][] = [
  ['accept', ['pending'], 'approved'],
  ['reject', ['pending'], 'rejected'],
  ['start', ['approved'], 'ongoing'],
  ['complete', ['ongoing'], 'awaiting review'],
  ['completeBalance', ['ongoing'], 'awaiting review'],
  ['cancel', ['approved'], 'cancelled'],
  ['acceptCancel', ['cancellation requested user'], 'cancelled'],
  ['rejectCancel', ['cancellation requested user'], 'approved'],
  ['noShow', ['approved'], 'no show'],
];

const MINUTE = 60_000;
// 10:00–11:00 in Lagos (UTC+1) on Friday 20 November 2026.
const start = new Date('2026-11-20T09:00:00.000Z');
const end = new Date('2026-11-20T10:00:00.000Z');
const booking = (status: string, times: { start?: Date; end?: Date } = {}) => ({
  status,
  start: times.start ?? start,
  end: times.end ?? end,
});
const before = (ms: number) => new Date(start.getTime() - ms);
/** A moment at which the action's time rules (if any) let it through, so only the status decides. */
const timeThatFits: Record<BookingAction, Date> = {
  accept: before(60 * MINUTE),
  reject: before(60 * MINUTE),
  start: before(MINUTE), // from 2 minutes before the start
  complete: before(-30 * MINUTE),
  completeBalance: before(-30 * MINUTE),
  cancel: before(60 * MINUTE), // not within 5 minutes of the start
  acceptCancel: before(60 * MINUTE),
  rejectCancel: before(60 * MINUTE),
  noShow: before(-20 * MINUTE), // once the 15-minute grace after the start has passed
};

describe('SPEC §4 statuses', () => {
  it('knows every status the spec names, and ours', () => {
    for (const status of [...SPEC_STATUSES, ...OUR_STATUSES]) expect(BOOKING_STATUSES).toContain(status);
  });

  it("shows the cancellation requests as 'Cancellation Requested' and 'Awaiting Cancellation Approval'", () => {
    expect(DISPLAY_STATUS['cancellation requested user']).toBe('Cancellation Requested');
    expect(DISPLAY_STATUS['cancellation requested vendor']).toBe('Awaiting Cancellation Approval');
    expect(DISPLAY_STATUS).toMatchObject({
      pending: 'Pending',
      approved: 'Approved',
      rejected: 'Rejected',
      ongoing: 'Ongoing',
      'awaiting review': 'Awaiting Review',
      completed: 'Completed',
      cancelled: 'Cancelled',
      'awaiting payment': 'Awaiting Payment',
      expired: 'Expired',
      'no show': 'No-show',
    });
  });
});

describe.each(SPEC_TRANSITIONS)('SPEC §4: %s goes from %j to %s', (action, from, to) => {
  it('names exactly those statuses and that target in the shared table', () => {
    expect([...TRANSITIONS[action].from].sort()).toEqual([...from].sort());
    expect(targetOf(TRANSITIONS[action], { amountPaidKobo: 0 })).toBe(to);
  });

  it('is allowed from each listed status', () => {
    for (const status of from) {
      expect(checkAction(action, booking(status), timeThatFits[action]), `${action} from ${status}`).toEqual({
        allowed: true,
      });
    }
  });

  it('is refused, and hidden, from every other status, with the reason naming both', () => {
    for (const status of EVERY_STATUS.filter((s) => !from.includes(s))) {
      const check = checkAction(action, booking(status), timeThatFits[action]);
      expect(check, `${action} from ${status}`).toEqual({
        allowed: false,
        hidden: true,
        reason: wrongStatus(action, status),
      });
    }
  });
});

describe('the refusal of an action from the wrong status', () => {
  it.each([
    ['accept', 'approved', 'This booking is approved, so it cannot be accepted'],
    ['reject', 'cancelled', 'This booking is cancelled, so it cannot be rejected'],
    ['start', 'pending', 'This booking is pending, so it cannot be started'],
    ['complete', 'approved', 'This booking is approved, so it cannot be completed'],
    ['completeBalance', 'completed', 'This booking is completed, so it cannot be completed'],
    ['cancel', 'awaiting review', 'This booking is awaiting review, so it cannot be cancelled'],
    ['acceptCancel', 'approved', 'This booking is approved, so it cannot be cancelled'],
    [
      'rejectCancel',
      'cancellation requested vendor',
      'This booking is awaiting cancellation approval, so it cannot be kept',
    ],
    ['noShow', 'ongoing', 'This booking is ongoing, so it cannot be marked as a no-show'],
    // A value that is no status is named as it came.
    ['accept', 'Mystery', 'This booking is mystery, so it cannot be accepted'],
  ] as [BookingAction, string, string][])('%s from %s: %s', (action, status, reason) => {
    expect(wrongStatus(action, status)).toBe(reason);
  });
});

describe('cancel: SPEC §4 approved to cancelled, or to cancellation requested vendor', () => {
  it('cancels an unpaid booking at once; a paid one waits for the customer (cancellation requested vendor)', () => {
    const cancelOf = (amountPaidKobo: number) => targetOf(TRANSITIONS.cancel, { amountPaidKobo });
    expect(cancelOf(0)).toBe('cancelled');
    expect(cancelOf(1)).toBe('cancellation requested vendor');
    expect(cancelOf(500_000)).toBe('cancellation requested vendor');
    // Every other vendor action leads to one status whatever was paid.
    for (const action of Object.keys(TRANSITIONS) as BookingAction[]) {
      if (action !== 'cancel')
        expect(targetOf(TRANSITIONS[action], { amountPaidKobo: 500_000 })).toBe(
          targetOf(TRANSITIONS[action], { amountPaidKobo: 0 }),
        );
    }
  });
});

describe('complete: SPEC §4 ongoing to completed or awaiting review', () => {
  it("a customer's booking awaits its review; a walk-in or phone booking, whose client cannot review, is completed", () => {
    for (const action of ['complete', 'completeBalance'] as const) {
      expect(targetOf(TRANSITIONS[action], { amountPaidKobo: 500_000, source: 'online' })).toBe(
        'awaiting review',
      );
      expect(targetOf(TRANSITIONS[action], { amountPaidKobo: 0, source: 'walk_in' })).toBe('completed');
      expect(targetOf(TRANSITIONS[action], { amountPaidKobo: 0, source: 'phone' })).toBe('completed');
    }
  });
});

describe('SPEC §4 / §9: Start is allowed from 2 minutes before the start time', () => {
  const approved = booking('approved');

  it('is refused (shown, with its reason) 1 ms earlier than 2 minutes before', () => {
    expect(checkAction('start', approved, before(2 * MINUTE + 1))).toEqual({
      allowed: false,
      hidden: false,
      reason: START_TOO_EARLY,
    });
    expect(checkAction('start', approved, before(60 * MINUTE)).allowed).toBe(false);
  });

  it('is allowed at exactly 2 minutes before, at the start and after it', () => {
    expect(checkAction('start', approved, before(2 * MINUTE))).toEqual({ allowed: true });
    expect(checkAction('start', approved, before(0))).toEqual({ allowed: true });
    expect(checkAction('start', approved, before(-45 * MINUTE))).toEqual({ allowed: true });
  });

  it('tells the vendor when they may start', () => {
    expect(START_TOO_EARLY).toBe('You can start a service from 2 minutes before its start time');
  });
});

describe('SPEC §4 / §9: Cancel is blocked from 5 minutes before the start time', () => {
  const approved = booking('approved');
  const blocked = {
    allowed: false,
    hidden: false,
    reason: "You can't cancel a service 5 minutes from starting",
  };

  it('is allowed 1 ms more than 5 minutes before', () => {
    expect(checkAction('cancel', approved, before(5 * MINUTE + 1))).toEqual({ allowed: true });
  });

  it("is blocked at exactly 5 minutes before, and after, with 'You can't cancel a service 5 minutes from starting'", () => {
    expect(CANCEL_TOO_LATE).toBe("You can't cancel a service 5 minutes from starting");
    expect(checkAction('cancel', approved, before(5 * MINUTE))).toEqual(blocked);
    expect(checkAction('cancel', approved, before(MINUTE))).toEqual(blocked);
    expect(checkAction('cancel', approved, before(0))).toEqual(blocked);
    expect(checkAction('cancel', approved, before(-10 * MINUTE))).toEqual(blocked);
  });

  it('does not apply the 5-minute rule to the answers to a customer’s request', () => {
    const requested = booking('cancellation requested user');
    expect(checkAction('acceptCancel', requested, before(MINUTE))).toEqual({ allowed: true });
    expect(checkAction('rejectCancel', requested, before(MINUTE))).toEqual({ allowed: true });
  });
});

describe('ours: a no-show can be recorded once the grace after the start has passed', () => {
  it('is refused up to 15 minutes after the start, allowed from then on (the next day too)', () => {
    const approved = booking('approved');
    expect(checkAction('noShow', approved, before(-15 * MINUTE + 1))).toEqual({
      allowed: false,
      hidden: false,
      reason: `${NO_SHOW_TOO_EARLY} 15 minutes after the start time`,
    });
    expect(checkAction('noShow', approved, before(-15 * MINUTE))).toEqual({ allowed: true });
    expect(checkAction('noShow', approved, new Date('2026-11-23T12:00:00Z'))).toEqual({ allowed: true });
  });
});

describe('SPEC §4: Start and Cancel are hidden once the end day has passed (Lagos days)', () => {
  // The end is 11:00 Lagos on 20 November; that day ends at 2026-11-20T23:00Z.
  const lastMoment = new Date('2026-11-20T22:59:59.999Z');
  const nextDay = new Date('2026-11-20T23:00:00.000Z');
  const ended = { allowed: false, hidden: true, reason: 'This booking has ended' };

  it('keeps Start through the last millisecond of the end day, hides it from the next day', () => {
    expect(checkAction('start', booking('approved'), lastMoment)).toEqual({ allowed: true });
    expect(checkAction('start', booking('approved'), nextDay)).toEqual(ended);
  });

  it('keeps Cancel through the end day (where the 5-minute rule still blocks it), hides it from the next day', () => {
    expect(checkAction('cancel', booking('approved'), lastMoment)).toMatchObject({ hidden: false });
    expect(checkAction('cancel', booking('approved'), nextDay)).toEqual(ended);
  });

  it('counts the end day, not the start day, for a booking running past midnight', () => {
    // 23:00 Lagos on the 20th to 00:30 Lagos on the 21st.
    const late = { start: new Date('2026-11-20T22:00:00Z'), end: new Date('2026-11-20T23:30:00Z') };
    const tenPastMidnight = new Date('2026-11-20T23:10:00Z');
    expect(endDayPassed(booking('approved', late), tenPastMidnight)).toBe(false);
    expect(checkAction('start', booking('approved', late), tenPastMidnight)).toEqual({ allowed: true });
    expect(endDayPassed(booking('approved', late), new Date('2026-11-21T23:00:00Z'))).toBe(true);
  });

  it('uses the Lagos day, not the UTC day: 00:30 Lagos is still the previous UTC day', () => {
    const endsAt2330Lagos = {
      start: new Date('2026-11-20T21:00:00Z'),
      end: new Date('2026-11-20T22:30:00Z'),
    };
    // 00:30 Lagos on the 21st is 23:30 UTC on the 20th: the UTC day is the same, the Lagos one passed.
    expect(endDayPassed(booking('approved', endsAt2330Lagos), new Date('2026-11-20T23:30:00Z'))).toBe(true);
  });

  it('does not hide the other actions after the end day', () => {
    const days = new Date('2026-11-25T12:00:00Z');
    expect(checkAction('complete', booking('ongoing'), days)).toEqual({ allowed: true });
    expect(checkAction('completeBalance', booking('ongoing'), days)).toEqual({ allowed: true });
    expect(checkAction('accept', booking('pending'), days)).toEqual({ allowed: true });
    expect(checkAction('reject', booking('pending'), days)).toEqual({ allowed: true });
    expect(checkAction('acceptCancel', booking('cancellation requested user'), days)).toEqual({
      allowed: true,
    });
    expect(checkAction('noShow', booking('approved'), days)).toEqual({ allowed: true });
  });
});

describe('SPEC §4: completion asks for the balance for "starts at", "varies" and "don\'t show"', () => {
  it('knows the four duration types', () => {
    expect([...DURATION_TYPES]).toEqual(['Fixed', 'Starts at', 'varies', "don't show"]);
  });

  it('asks for the balance for every type but Fixed', () => {
    expect(needsBalance('Fixed')).toBe(false);
    for (const type of ['Starts at', 'varies', "don't show"]) expect(needsBalance(type)).toBe(true);
  });

  it("answers the type completeBooking reads: 'starts at', 'varies', 'don't show' (and 'fixed')", () => {
    expect(completionType('Starts at')).toBe('starts at');
    expect(completionType('varies')).toBe('varies');
    expect(completionType("don't show")).toBe("don't show");
    expect(completionType('Fixed')).toBe('fixed');
    expect([...BALANCE_COMPLETION_TYPES]).toEqual(['starts at', 'varies', "don't show"]);
  });
});

describe('SPEC §4 group actions: Accept All and Reject All when all pending; Complete All when all ongoing', () => {
  it.each([
    [['pending'], { acceptAll: true, rejectAll: true, completeAll: false }],
    [['pending', 'pending', 'pending'], { acceptAll: true, rejectAll: true, completeAll: false }],
    [['pending', 'rejected'], { acceptAll: false, rejectAll: false, completeAll: false }],
    [['approved', 'pending'], { acceptAll: false, rejectAll: false, completeAll: false }],
    [['ongoing'], { acceptAll: false, rejectAll: false, completeAll: true }],
    [['ongoing', 'ongoing'], { acceptAll: false, rejectAll: false, completeAll: true }],
    [['ongoing', 'completed'], { acceptAll: false, rejectAll: false, completeAll: false }],
    [['completed', 'ongoing'], { acceptAll: false, rejectAll: false, completeAll: false }],
    [[], { acceptAll: false, rejectAll: false, completeAll: false }],
  ])('%j offers %j', (statuses, offered) => {
    expect(groupActions(statuses)).toEqual(offered);
  });
});

describe('SPEC §4 group status: the common status, else ongoing, approved, completed, review, or mixed', () => {
  it.each([
    [['cancelled', 'cancelled'], 'cancelled'],
    [['awaiting review'], 'awaiting review'],
    [['cancellation requested user', 'cancellation requested user'], 'cancellation requested user'],
    [['completed', 'approved', 'ongoing', 'awaiting review'], 'ongoing'],
    [['completed', 'approved', 'awaiting review'], 'approved'],
    [['awaiting review', 'completed'], 'completed'],
    [['cancelled', 'awaiting review'], 'review'],
    [['rejected', 'cancellation requested user'], 'review'],
    [['pending', 'cancellation requested vendor'], 'review'],
    [['pending', 'cancelled'], 'mixed'],
    [['rejected', 'pending', 'no show'], 'mixed'],
    [[], 'mixed'],
  ])('%j is %s', (statuses, summary) => {
    expect(groupStatus(statuses)).toBe(summary);
  });
});

describe('DESIGN §4–§5: how bookings enter and leave the vendor’s hands', () => {
  const rule = (r: { from: readonly string[]; to: string }) => ({ from: [...r.from].sort(), to: r.to });

  it('a booking the vendor makes is approved from the start, from no status', () => {
    expect(rule(VENDOR_CREATE)).toEqual({ from: [], to: 'approved' });
  });

  it('a customer’s booking waits for its deposit when one is due online, else is a request, or approved under automatic confirmation', () => {
    const created = (depositDue: boolean, automaticConfirm: boolean) =>
      targetOf(CUSTOMER_CREATE, { depositDue, automaticConfirm });
    expect(CUSTOMER_CREATE.from).toEqual([]);
    expect(created(true, false)).toBe('awaiting payment');
    expect(created(true, true)).toBe('awaiting payment');
    expect(created(false, false)).toBe('pending');
    expect(created(false, true)).toBe('approved');
  });

  it('customers withdraw a pending request, ask to cancel an approved one, review, and approve or decline the vendor’s cancel', () => {
    expect(rule(CUSTOMER_TRANSITIONS.withdraw)).toEqual({ from: ['pending'], to: 'cancelled' });
    expect(rule(CUSTOMER_TRANSITIONS.requestCancel)).toEqual({
      from: ['approved'],
      to: 'cancellation requested user',
    });
    // A review completes a booking awaiting review; a completed one may be reviewed and stays completed.
    expect(rule(CUSTOMER_TRANSITIONS.review)).toEqual({ from: ['awaiting review'], to: 'completed' });
    expect([...REVIEWABLE_STATUSES].sort()).toEqual(['awaiting review', 'completed']);
    expect(rule(CUSTOMER_TRANSITIONS.approveVendorCancel)).toEqual({
      from: ['cancellation requested vendor'],
      to: 'cancelled',
    });
    expect(rule(CUSTOMER_TRANSITIONS.declineVendorCancel)).toEqual({
      from: ['cancellation requested vendor'],
      to: 'approved',
    });
  });

  it('a paid hold becomes a request (approved when confirmed automatically); unpaid, it expires; 48 h without a dispute complete it', () => {
    const confirmed = SYSTEM_TRANSITIONS.paymentConfirmed;
    expect(confirmed.from).toEqual(['awaiting payment']);
    expect(targetOf(confirmed, { automaticConfirm: false })).toBe('pending');
    expect(targetOf(confirmed, { automaticConfirm: true })).toBe('approved');
    expect(rule(SYSTEM_TRANSITIONS.holdExpired)).toEqual({ from: ['awaiting payment'], to: 'expired' });
    expect(rule(SYSTEM_TRANSITIONS.paymentFailed)).toEqual({ from: ['awaiting payment'], to: 'expired' });
    expect(rule(SYSTEM_TRANSITIONS.reviewGraceElapsed)).toEqual({
      from: ['awaiting review'],
      to: 'completed',
    });
  });

  it("lists as today's appointments the bookings that take or took place, not the ended or unpaid ones", () => {
    for (const status of [
      'pending',
      'approved',
      'ongoing',
      'awaiting review',
      'completed',
      'cancellation requested user',
      'cancellation requested vendor',
    ]) {
      expect(isTodaysAppointment(status), status).toBe(true);
    }
    for (const status of ['rejected', 'cancelled', 'no show', 'awaiting payment', 'expired', '']) {
      expect(isTodaysAppointment(status), status).toBe(false);
    }
  });

  it('holds a slot while a booking can still happen, and hides unpaid holds from the vendor', () => {
    expect([...SLOT_HOLDING_STATUSES].sort()).toEqual(
      [
        'approved',
        'awaiting payment',
        'cancellation requested user',
        'cancellation requested vendor',
        'ongoing',
        'pending',
      ].sort(),
    );
    expect([...VENDOR_HIDDEN_STATUSES].sort()).toEqual(['awaiting payment', 'expired']);
  });

  it('dots a day on the month calendar for every booking the vendor lists but a rejected one (our own)', () => {
    const busy = SPEC_STATUSES.filter(makesDayBusy);
    expect(busy).toEqual(SPEC_STATUSES.filter((s) => s !== 'rejected'));
    for (const status of ['awaiting payment', 'expired', 'rejected'])
      expect(makesDayBusy(status)).toBe(false);
  });
});
