import { describe, expect, it } from 'vitest';
import { relativeAge } from '../format/time.ts';
import {
  BOOKING_STATUSES,
  CANCEL_TOO_LATE,
  checkAction,
  groupActions,
  groupStatus,
  NO_SHOW_TOO_EARLY,
  noShowTooEarly,
  START_TOO_EARLY,
  TRANSITIONS,
  targetOf,
  VENDOR_CREATE,
} from './state-machine.ts';

// 10:00 Lagos = 09:00 UTC.
const start = new Date('2026-11-20T09:00:00Z');
const end = new Date('2026-11-20T10:00:00Z');
const at = (iso: string) => new Date(iso);
const booking = (status: string) => ({ status, start, end });

describe('status table', () => {
  it('allows each action only from its statuses', () => {
    const now = at('2026-11-20T08:59:00Z');
    for (const [action, rule] of Object.entries(TRANSITIONS)) {
      for (const status of BOOKING_STATUSES) {
        const check = checkAction(action as keyof typeof TRANSITIONS, booking(status), now);
        if (!rule.from.includes(status)) expect(check.allowed, `${action} from ${status}`).toBe(false);
      }
    }
    expect(checkAction('accept', booking('pending'), now).allowed).toBe(true);
    expect(checkAction('accept', booking('approved'), now)).toMatchObject({ allowed: false, hidden: true });
  });

  it('starts a booking the vendor made approved, ready to start or cancel like any accepted one', () => {
    expect(VENDOR_CREATE.to).toBe('approved');
    const made = booking(VENDOR_CREATE.to);
    const now = at('2026-11-20T08:59:00Z');
    expect(checkAction('accept', made, now).allowed).toBe(false);
    expect(checkAction('start', made, now).allowed).toBe(true);
    expect(checkAction('cancel', made, at('2026-11-20T08:00:00Z')).allowed).toBe(true);
  });

  it('sends a paid booking cancelled by the vendor to the customer for approval', () => {
    expect(targetOf(TRANSITIONS.cancel, { amountPaidKobo: 0 })).toBe('cancelled');
    expect(targetOf(TRANSITIONS.cancel, { amountPaidKobo: 500_000 })).toBe('cancellation requested vendor');
  });
});

describe('start: from 2 minutes before the start time', () => {
  it('is refused at 2 minutes and 1 second before, allowed at exactly 2 minutes', () => {
    expect(checkAction('start', booking('approved'), at('2026-11-20T08:57:59Z'))).toEqual({
      allowed: false,
      hidden: false,
      reason: START_TOO_EARLY,
    });
    expect(checkAction('start', booking('approved'), at('2026-11-20T08:58:00Z')).allowed).toBe(true);
    expect(checkAction('start', booking('approved'), at('2026-11-20T09:30:00Z')).allowed).toBe(true);
  });
});

describe('no-show: an approved booking, once the grace after its start has passed', () => {
  it('is refused a second before the default 15 minutes end, allowed from then on, and only when approved', () => {
    expect(checkAction('noShow', booking('approved'), at('2026-11-20T09:14:59Z'))).toEqual({
      allowed: false,
      hidden: false,
      reason: 'You can mark a no-show 15 minutes after the start time',
    });
    expect(checkAction('noShow', booking('approved'), at('2026-11-20T09:15:00Z')).allowed).toBe(true);
    // Still allowed the next day: the vendor may record it late.
    expect(checkAction('noShow', booking('approved'), at('2026-11-21T12:00:00Z')).allowed).toBe(true);
    expect(checkAction('noShow', booking('ongoing'), at('2026-11-20T09:30:00Z')).allowed).toBe(false);
  });

  it("reads the vendor's own grace: none allows it from the start, 30 minutes waits that long", () => {
    const none = { ...booking('approved'), noShowGraceMinutes: 0 };
    expect(checkAction('noShow', none, at('2026-11-20T08:59:59Z'))).toEqual({
      allowed: false,
      hidden: false,
      reason: 'You can mark a no-show once the appointment has started',
    });
    expect(checkAction('noShow', none, at('2026-11-20T09:00:00Z')).allowed).toBe(true);
    const half = { ...booking('approved'), noShowGraceMinutes: 30 };
    expect(checkAction('noShow', half, at('2026-11-20T09:20:00Z'))).toMatchObject({ allowed: false });
    expect(checkAction('noShow', half, at('2026-11-20T09:30:00Z')).allowed).toBe(true);
    expect(noShowTooEarly(1).startsWith(NO_SHOW_TOO_EARLY)).toBe(true);
  });
});

describe('cancel: blocked from 5 minutes before the start time', () => {
  it('is allowed at 5 minutes and 1 second before, refused at exactly 5 minutes', () => {
    expect(checkAction('cancel', booking('approved'), at('2026-11-20T08:54:59Z')).allowed).toBe(true);
    expect(checkAction('cancel', booking('approved'), at('2026-11-20T08:55:00Z'))).toEqual({
      allowed: false,
      hidden: false,
      reason: CANCEL_TOO_LATE,
    });
  });
});

describe('end day', () => {
  it('hides Start and Cancel once the Lagos end day has passed, not before', () => {
    // 23:59 Lagos on the same day is 22:59 UTC; 00:00 Lagos next day is 23:00 UTC.
    expect(checkAction('start', booking('approved'), at('2026-11-20T22:59:00Z')).allowed).toBe(true);
    expect(checkAction('start', booking('approved'), at('2026-11-20T23:00:00Z'))).toMatchObject({
      allowed: false,
      hidden: true,
    });
    expect(checkAction('cancel', booking('approved'), at('2026-11-20T23:00:00Z'))).toMatchObject({
      hidden: true,
    });
    expect(checkAction('complete', booking('ongoing'), at('2026-11-22T12:00:00Z')).allowed).toBe(true);
  });
});

describe('groups', () => {
  it('offers Accept/Reject All only when all pending, Complete All only when all ongoing', () => {
    expect(groupActions(['pending', 'pending'])).toEqual({
      acceptAll: true,
      rejectAll: true,
      completeAll: false,
    });
    expect(groupActions(['pending', 'approved'])).toEqual({
      acceptAll: false,
      rejectAll: false,
      completeAll: false,
    });
    expect(groupActions(['ongoing', 'ongoing']).completeAll).toBe(true);
    expect(groupActions([]).acceptAll).toBe(false);
  });

  it.each([
    [['approved', 'approved'], 'approved'],
    [['pending', 'ongoing', 'approved'], 'ongoing'],
    [['pending', 'approved'], 'approved'],
    [['completed', 'cancelled'], 'completed'],
    [['awaiting review', 'cancelled'], 'review'],
    [['pending', 'cancellation requested user'], 'review'],
    [['pending', 'rejected'], 'mixed'],
  ])('summarises %j as %s', (statuses, summary) => {
    expect(groupStatus(statuses)).toBe(summary);
  });
});

describe('ages', () => {
  it("writes relative ages with 'ago.'", () => {
    const now = at('2026-11-20T12:00:00Z');
    expect(relativeAge(at('2026-11-20T11:59:30Z'), now)).toBe('30 seconds ago.');
    expect(relativeAge(at('2026-11-20T11:59:00Z'), now)).toBe('1 minute ago.');
    expect(relativeAge(at('2026-11-20T09:00:00Z'), now)).toBe('3 hours ago.');
    expect(relativeAge(at('2026-11-18T12:00:00Z'), now)).toBe('2 days ago.');
  });
});

describe('Lagos wall clock', () => {
  it('turns UTC instants into Lagos dates and times, across midnight', async () => {
    const { lagosDateTime, fromLagos } = await import('../format/time.ts');
    expect(lagosDateTime('2026-11-20T23:30:00Z')).toEqual({ date: '2026-11-21', time: '00:30' });
    expect(lagosDateTime('2026-06-01T08:05:00Z')).toEqual({ date: '2026-06-01', time: '09:05' });
    expect(fromLagos('2026-11-21', '00:30').toISOString()).toBe('2026-11-20T23:30:00.000Z');
  });
});
