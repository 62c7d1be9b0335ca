/**
 * The rules a slot must pass (SPEC §3 booking rules: booking_window, future_booking_window,
 * avoid_gaps; DESIGN §5: hours, breaks, days off and existing bookings), each at its edges. Blocked
 * time and who books are in slots.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { fromLagos } from '../format/time.ts';
import { type Interval, overlaps, SLOT_MESSAGES, slotProblem } from './slots.ts';

const MINUTE = 60_000;
// Friday 20 November 2026, 10:00 in Lagos.
const now = fromLagos('2026-11-20', '10:00');
const slot = (date: string, time: string, minutes = 60): Interval => {
  const start = fromLagos(date, time);
  return { start, end: new Date(start.getTime() + minutes * MINUTE) };
};
const SAT = '2026-11-21';
// Monday (0) to Saturday (5), 09:00–18:00; closed on Sunday; a lunch break on Saturdays only.
const hours = [0, 1, 2, 3, 4, 5].map((day) => ({ day, open_time: '09:00', close_time: '18:00' }));
const ctx = (extra: Partial<Parameters<typeof slotProblem>[1]> = {}): Parameters<typeof slotProblem>[1] => ({
  now,
  rule: { booking_window: 60, future_booking_window: 30 },
  hours,
  breaks: [{ day: 5, start_time: '13:00', end_time: '14:00' }],
  daysOff: [],
  blocked: [],
  taken: [],
  ...extra,
});

describe('half-open intervals', () => {
  const a = slot(SAT, '10:00');
  it('overlap when they share time, not when one ends as the other starts', () => {
    expect(overlaps(a, slot(SAT, '10:59'))).toBe(true);
    expect(overlaps(a, slot(SAT, '09:01'))).toBe(true);
    expect(overlaps(a, slot(SAT, '10:15', 15))).toBe(true);
    expect(overlaps(a, slot(SAT, '09:00', 180))).toBe(true);
    expect(overlaps(a, slot(SAT, '11:00'))).toBe(false);
    expect(overlaps(a, slot(SAT, '09:00'))).toBe(false);
  });
});

describe('time: not in the past, at least booking_window minutes ahead, at most future_booking_window days', () => {
  it('refuses a slot starting now or before', () => {
    const zeroNotice = { booking_window: 0, future_booking_window: 30 };
    expect(slotProblem(slot('2026-11-20', '10:00'), ctx({ rule: zeroNotice }))).toBe(SLOT_MESSAGES.past);
    expect(slotProblem(slot('2026-11-20', '09:30'), ctx({ rule: zeroNotice }))).toBe(SLOT_MESSAGES.past);
    expect(slotProblem(slot('2026-11-20', '10:01'), ctx({ rule: zeroNotice }))).toBeNull();
  });

  it('takes a slot exactly booking_window minutes ahead, refuses one a minute sooner', () => {
    expect(slotProblem(slot('2026-11-20', '11:00'), ctx())).toBeNull();
    expect(slotProblem(slot('2026-11-20', '10:59'), ctx())).toBe('Book at least 60 minutes ahead');
    expect(SLOT_MESSAGES.tooSoon(60)).toBe('Book at least 60 minutes ahead');
  });

  it('takes a slot exactly future_booking_window days ahead, refuses one a minute later', () => {
    // 30 days after Friday 20 November 10:00 is Sunday 20 December 10:00: make that day open.
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open_time: '09:00', close_time: '18:00' }));
    expect(slotProblem(slot('2026-12-20', '10:00'), ctx({ hours: everyDay }))).toBeNull();
    expect(slotProblem(slot('2026-12-20', '10:01'), ctx({ hours: everyDay }))).toBe(
      'Bookings open at most 30 days ahead',
    );
    expect(SLOT_MESSAGES.tooFar(30)).toBe('Bookings open at most 30 days ahead');
  });

  it('tells the time problems before the calendar ones', () => {
    const closedSunday = slot('2026-11-22', '08:00');
    expect(slotProblem(slot('2026-11-19', '08:00'), ctx())).toBe(SLOT_MESSAGES.past);
    expect(slotProblem(closedSunday, ctx({ now: fromLagos('2026-11-22', '07:30') }))).toBe(
      SLOT_MESSAGES.tooSoon(60),
    );
    expect(slotProblem(slot('2027-02-01', '10:00'), ctx({ daysOff: ['2027-02-01'] }))).toBe(
      SLOT_MESSAGES.tooFar(30),
    );
  });
});

describe('days off and opening hours', () => {
  it('refuses a day off (by its Lagos date), even within hours', () => {
    expect(slotProblem(slot(SAT, '10:00'), ctx({ daysOff: [SAT] }))).toBe(
      'The business is closed on this day',
    );
    expect(slotProblem(slot(SAT, '10:00'), ctx({ daysOff: ['2026-11-23'] }))).toBeNull();
  });

  it('refuses a day without opening hours', () => {
    expect(slotProblem(slot('2026-11-22', '10:00'), ctx())).toBe('The business is closed at this time');
  });

  it('takes a slot from the opening time to the closing time, not a minute outside', () => {
    expect(slotProblem(slot(SAT, '09:00'), ctx())).toBeNull();
    expect(slotProblem(slot(SAT, '17:00'), ctx())).toBeNull();
    expect(slotProblem(slot(SAT, '08:59'), ctx())).toBe(SLOT_MESSAGES.closed);
    expect(slotProblem(slot(SAT, '17:01'), ctx())).toBe(SLOT_MESSAGES.closed);
  });

  it('reads the hours of the slot’s own weekday', () => {
    const mondayShort = [
      ...hours.filter((h) => h.day !== 0),
      { day: 0, open_time: '12:00', close_time: '14:00' },
    ];
    expect(slotProblem(slot('2026-11-23', '10:00'), ctx({ hours: mondayShort }))).toBe(SLOT_MESSAGES.closed);
    expect(slotProblem(slot('2026-11-23', '12:00'), ctx({ hours: mondayShort }))).toBeNull();
    expect(slotProblem(slot(SAT, '10:00'), ctx({ hours: mondayShort }))).toBeNull();
  });

  it('refuses a slot running past midnight; one ending at midnight fits a day open until 24:00', () => {
    const lateHours = hours.map((h) => ({ ...h, close_time: '24:00' }));
    expect(slotProblem(slot(SAT, '23:00', 90), ctx({ hours: lateHours }))).toBe(SLOT_MESSAGES.closed);
    expect(slotProblem(slot(SAT, '23:00', 60), ctx({ hours: lateHours }))).toBeNull();
    expect(
      slotProblem(slot(SAT, '23:00', 60), ctx({ hours: hours.map((h) => ({ ...h, close_time: '23:59' })) })),
    ).toBe(SLOT_MESSAGES.closed);
  });
});

describe('breaks', () => {
  it('takes a slot ending as the break starts or starting as it ends; refuses any overlap', () => {
    expect(slotProblem(slot(SAT, '12:00'), ctx())).toBeNull();
    expect(slotProblem(slot(SAT, '14:00'), ctx())).toBeNull();
    expect(slotProblem(slot(SAT, '12:01'), ctx())).toBe('This time falls in a break');
    expect(slotProblem(slot(SAT, '13:59'), ctx())).toBe(SLOT_MESSAGES.onBreak);
    expect(slotProblem(slot(SAT, '13:15', 15), ctx())).toBe(SLOT_MESSAGES.onBreak);
    expect(slotProblem(slot(SAT, '12:00', 180), ctx())).toBe(SLOT_MESSAGES.onBreak);
  });

  it('applies a break only on its own weekday', () => {
    expect(slotProblem(slot('2026-11-23', '13:00'), ctx())).toBeNull();
  });

  it('applies every break of the day, among breaks of other days', () => {
    const breaks = [
      { day: 0, start_time: '12:00', end_time: '13:00' },
      { day: 5, start_time: '13:00', end_time: '14:00' },
      { day: 5, start_time: '16:00', end_time: '16:30' },
    ];
    expect(slotProblem(slot(SAT, '13:00'), ctx({ breaks }))).toBe(SLOT_MESSAGES.onBreak);
    expect(slotProblem(slot(SAT, '15:30'), ctx({ breaks }))).toBe(SLOT_MESSAGES.onBreak);
    expect(slotProblem(slot(SAT, '12:00'), ctx({ breaks }))).toBeNull();
    expect(slotProblem(slot('2026-11-23', '12:00'), ctx({ breaks }))).toBe(SLOT_MESSAGES.onBreak);
  });
});

describe('other bookings', () => {
  const booked = [slot(SAT, '10:00')];
  it('refuses any overlap with a booking, takes the slot right before or after it', () => {
    expect(slotProblem(slot(SAT, '10:30'), ctx({ taken: booked }))).toBe('This time is no longer available');
    expect(slotProblem(slot(SAT, '09:30'), ctx({ taken: booked }))).toBe(SLOT_MESSAGES.taken);
    expect(slotProblem(slot(SAT, '09:00'), ctx({ taken: booked }))).toBeNull();
    expect(slotProblem(slot(SAT, '11:00'), ctx({ taken: booked }))).toBeNull();
  });
});

describe('avoid gaps: a customer starts at opening, right after a break, or right after another booking', () => {
  const rule = { booking_window: 60, future_booking_window: 30, avoid_gaps: true };

  it('takes the opening time, the end of a break, and the end of a booking that day', () => {
    expect(slotProblem(slot(SAT, '09:00'), ctx({ rule }))).toBeNull();
    expect(slotProblem(slot(SAT, '14:00'), ctx({ rule }))).toBeNull();
    expect(slotProblem(slot(SAT, '11:30'), ctx({ rule, taken: [slot(SAT, '10:00', 90)] }))).toBeNull();
  });

  it('refuses any other start', () => {
    expect(slotProblem(slot(SAT, '10:00'), ctx({ rule }))).toBe(
      'Choose a time right after another booking, a break or opening time',
    );
    expect(slotProblem(slot(SAT, '11:45'), ctx({ rule, taken: [slot(SAT, '10:00', 90)] }))).toBe(
      SLOT_MESSAGES.gap,
    );
    // Monday has no break: 14:00 is just a time there.
    expect(slotProblem(slot('2026-11-23', '14:00'), ctx({ rule }))).toBe(SLOT_MESSAGES.gap);
  });

  it('counts only bookings ending on the slot’s day', () => {
    // A booking on Friday ending at 16:00 does not open 16:00 on Saturday.
    const friday = [slot('2026-11-20', '15:00', 60)];
    expect(slotProblem(slot(SAT, '16:00'), ctx({ rule, taken: friday }))).toBe(SLOT_MESSAGES.gap);
    expect(slotProblem(slot('2026-11-20', '16:00'), ctx({ rule, taken: friday }))).toBeNull();
  });

  it('reads avoid_gaps as stored: 1 on, 0 or absent off', () => {
    expect(slotProblem(slot(SAT, '10:00'), ctx({ rule: { ...rule, avoid_gaps: 1 } }))).toBe(
      SLOT_MESSAGES.gap,
    );
    expect(slotProblem(slot(SAT, '10:00'), ctx({ rule: { ...rule, avoid_gaps: 0 } }))).toBeNull();
    expect(slotProblem(slot(SAT, '10:00'), ctx({ rule: { ...rule, avoid_gaps: false } }))).toBeNull();
  });
});

describe('messages', () => {
  it('says what is wrong, in words', () => {
    expect(SLOT_MESSAGES).toMatchObject({
      past: 'This time has already passed',
      dayOff: 'The business is closed on this day',
      closed: 'The business is closed at this time',
      onBreak: 'This time falls in a break',
      blocked: 'This time is blocked off in the calendar',
      taken: 'This time is no longer available',
      gap: 'Choose a time right after another booking, a break or opening time',
    });
  });
});
