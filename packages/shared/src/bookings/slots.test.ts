import { describe, expect, it } from 'vitest';
import { fromLagos } from '../format/time.ts';
import { type Interval, SLOT_MESSAGES, slotProblem } from './slots.ts';

// Friday 2026-11-20, 10:00 in Lagos; the slots below are on Saturday 2026-11-21.
const now = fromLagos('2026-11-20', '10:00');
const at = (time: string, minutes = 60, date = '2026-11-21'): Interval => {
  const start = fromLagos(date, time);
  return { start, end: new Date(start.getTime() + minutes * 60_000) };
};
const hours = [0, 1, 2, 3, 4, 5].map((day) => ({ day, open_time: '09:00', close_time: '18:00' }));
const context = (extra: Partial<Parameters<typeof slotProblem>[1]> = {}) => ({
  now,
  rule: { booking_window: 60, future_booking_window: 90, avoid_gaps: false },
  hours,
  breaks: [{ day: 5, start_time: '13:00', end_time: '14:00' }],
  daysOff: [],
  blocked: [],
  taken: [],
  ...extra,
});

describe('blocked time: a blocked period [start, end) takes its slots from every booking', () => {
  const training = at('15:00', 90); // 15:00–16:30

  it.each([
    ['ending as it starts', '14:00', 60, null],
    ['starting as it ends', '16:30', 60, null],
    ['ending a minute into it', '14:01', 60, SLOT_MESSAGES.blocked],
    ['starting a minute before its end', '16:29', 60, SLOT_MESSAGES.blocked],
    ['inside it', '15:30', 30, SLOT_MESSAGES.blocked],
    ['around it', '14:30', 150, SLOT_MESSAGES.blocked],
  ])('a slot %s: %s', (_, time, minutes, expected) => {
    expect(slotProblem(at(time, minutes), context({ blocked: [training] }))).toBe(expected);
    expect(slotProblem(at(time, minutes), context({ blocked: [training], bookedBy: 'vendor' }))).toBe(
      expected,
    );
  });

  it('blocks only its own day', () => {
    expect(slotProblem(at('15:00', 60, '2026-11-23'), context({ blocked: [training] }))).toBeNull();
  });

  it('is told after the calendar rules and before other bookings', () => {
    const blocked = [at('12:00', 240)]; // 12:00–16:00, over the 13:00 break
    expect(slotProblem(at('13:00'), context({ blocked }))).toBe(SLOT_MESSAGES.onBreak);
    expect(slotProblem(at('15:00'), context({ blocked, taken: [at('15:00')] }))).toBe(SLOT_MESSAGES.blocked);
    expect(slotProblem(at('17:30'), context({ blocked }))).toBe(SLOT_MESSAGES.closed);
  });

  it('ends where the day picks up again under avoid-gaps, like a break', () => {
    const rule = { booking_window: 60, future_booking_window: 90, avoid_gaps: true };
    expect(slotProblem(at('16:30'), context({ rule, blocked: [training] }))).toBeNull();
    expect(slotProblem(at('16:45'), context({ rule, blocked: [training] }))).toBe(SLOT_MESSAGES.gap);
  });
});

describe('who books: the vendor skips only the rules that shape what customers are offered', () => {
  it('lets the vendor book inside the minimum notice, but never in the past', () => {
    const soon = at('10:15', 30, '2026-11-20');
    expect(slotProblem(soon, context())).toBe(SLOT_MESSAGES.tooSoon(60));
    expect(slotProblem(soon, context({ bookedBy: 'vendor' }))).toBeNull();
    expect(slotProblem(at('10:00', 30, '2026-11-20'), context({ bookedBy: 'vendor' }))).toBe(
      SLOT_MESSAGES.past,
    );
  });

  it('lets the vendor fill a gap the avoid-gaps rule keeps from customers', () => {
    const rule = { booking_window: 60, future_booking_window: 90, avoid_gaps: true };
    expect(slotProblem(at('10:30'), context({ rule }))).toBe(SLOT_MESSAGES.gap);
    expect(slotProblem(at('10:30'), context({ rule, bookedBy: 'vendor' }))).toBeNull();
  });

  const rules: [string, Interval, string, Partial<Parameters<typeof slotProblem>[1]>][] = [
    ['a day beyond the future window', at('10:00', 60, '2027-03-01'), SLOT_MESSAGES.tooFar(90), {}],
    ['a day off', at('10:00'), SLOT_MESSAGES.dayOff, { daysOff: ['2026-11-21'] }],
    ['a closed day', at('10:00', 60, '2026-11-22'), SLOT_MESSAGES.closed, {}],
    ['past closing', at('17:30'), SLOT_MESSAGES.closed, {}],
    ['a break', at('12:30'), SLOT_MESSAGES.onBreak, {}],
    ['another booking', at('10:30'), SLOT_MESSAGES.taken, { taken: [at('10:00')] }],
  ];
  it.each(rules)('holds the vendor to %s', (_, slot, message, extra) => {
    expect(slotProblem(slot, context({ ...extra, bookedBy: 'vendor' }))).toBe(message);
    expect(slotProblem(slot, context(extra))).toBe(message);
  });
});
