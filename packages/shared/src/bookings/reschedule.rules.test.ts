import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, checkReschedule, RESCHEDULE_MESSAGES } from './state-machine.ts';

/*
 * The rescheduling rules, as issue 15 states them:
 * - A customer may move their own pending or approved booking while the vendor's booking rule
 *   'rescheduling' is on, until exactly `rescheduling_hours` hours before its start; from one
 *   millisecond later on they may not, and are told how many hours ahead a move must be.
 * - The vendor may propose a new time for a pending or approved booking until it starts (and move
 *   a booking they made themselves at once, until then); the customer may accept a proposal until
 *   then too. The vendor's rule does not bind the vendor.
 * - No other status can be moved: a request that was rejected, a booking under way, done,
 *   cancelled or waiting for a cancellation answer keeps its time.
 */
const HOUR = 3_600_000;
const start = new Date('2026-11-21T09:00:00Z');
const booking = (status: string) => ({ status, start });
const before = (ms: number) => new Date(start.getTime() - ms);
const on = (hours: number) => ({ rescheduling: true, rescheduling_hours: hours });
const MOVABLE = ['pending', 'approved'];

describe("a customer's move", () => {
  it.each([0, 1, 2, 24, 48, 168])(
    'with %i hours of notice: allowed up to exactly that many hours before the start',
    (hours) => {
      const rule = on(hours);
      expect(
        checkReschedule('customerMove', booking('approved'), before(hours * HOUR + 1), rule).allowed,
      ).toBe(true);
      expect(checkReschedule('customerMove', booking('approved'), before(hours * HOUR), rule).allowed).toBe(
        true,
      );
      expect(checkReschedule('customerMove', booking('approved'), before(hours * HOUR - 1), rule)).toEqual({
        allowed: false,
        hidden: false,
        reason: RESCHEDULE_MESSAGES.tooLate(hours),
      });
    },
  );

  it('tells the customer how far ahead a move must be, in words', () => {
    expect(RESCHEDULE_MESSAGES.tooLate(24)).toBe(
      'Bookings can be rescheduled up to 24 hours before the start',
    );
    expect(RESCHEDULE_MESSAGES.tooLate(1)).toBe('Bookings can be rescheduled up to 1 hour before the start');
    expect(RESCHEDULE_MESSAGES.tooLate(0)).toBe('Bookings can be rescheduled only before they start');
  });

  it('is never allowed while the rule is off, or without the rule', () => {
    const far = before(30 * 24 * HOUR);
    for (const rule of [{ rescheduling: false, rescheduling_hours: 0 }, undefined])
      expect(checkReschedule('customerMove', booking('pending'), far, rule)).toEqual({
        allowed: false,
        hidden: true,
        reason: 'This business does not allow rescheduling',
      });
  });

  it('moves only pending and approved bookings', () => {
    const far = before(30 * 24 * HOUR);
    for (const status of BOOKING_STATUSES) {
      const check = checkReschedule('customerMove', booking(status), far, on(24));
      expect(check.allowed, status).toBe(MOVABLE.includes(status));
    }
    expect(checkReschedule('customerMove', booking('ongoing'), far, on(24))).toMatchObject({
      hidden: true,
      reason: 'This booking is ongoing, so it cannot be rescheduled',
    });
  });
});

describe("the vendor's proposal or own move, and the acceptance", () => {
  it.each(['vendorPropose', 'vendorMove', 'acceptProposal'] as const)(
    '%s: allowed until the start, not from it',
    (action) => {
      expect(checkReschedule(action, booking('approved'), before(1)).allowed).toBe(true);
      expect(checkReschedule(action, booking('approved'), before(0))).toEqual({
        allowed: false,
        hidden: false,
        reason: 'This booking has already started',
      });
    },
  );

  it.each(['vendorPropose', 'vendorMove', 'acceptProposal'] as const)(
    '%s: ignores the rule meant for customers',
    (action) => {
      const off = { rescheduling: false, rescheduling_hours: 168 };
      expect(checkReschedule(action, booking('pending'), before(HOUR), off).allowed).toBe(true);
    },
  );

  it.each(['vendorPropose', 'vendorMove', 'acceptProposal'] as const)(
    '%s: only for pending and approved bookings',
    (action) => {
      for (const status of BOOKING_STATUSES)
        expect(checkReschedule(action, booking(status), before(HOUR)).allowed, status).toBe(
          MOVABLE.includes(status),
        );
    },
  );
});
