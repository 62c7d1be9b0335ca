/**
 * freeStartTimes lists exactly the candidates slotProblem takes: held together by a property test
 * over random calendars (hours, breaks, days off, blocked time, bookings, both booking windows,
 * avoid-gaps, who books), plus a few cases read by eye.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromLagos, lagosDateTime, lagosWeekday } from '../format/time.ts';
import {
  type BookingRuleWindow,
  freeStartTimes,
  type Interval,
  SLOT_STEP_MINUTES,
  type SlotContext,
  slotProblem,
} from './slots.ts';

const MINUTE = 60_000;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
// Friday 20 November 2026, 10:00 in Lagos.
const now = fromLagos('2026-11-20', '10:00');
const hours = [0, 1, 2, 3, 4, 5].map((day) => ({ day, open_time: '09:00', close_time: '18:00' }));
const at = (date: string, time: string, minutes: number): Interval => {
  const start = fromLagos(date, time);
  return { start, end: new Date(start.getTime() + minutes * MINUTE) };
};
const ctx = (extra: Partial<SlotContext> = {}): SlotContext => ({
  now,
  rule: { booking_window: 60, future_booking_window: 30 },
  hours,
  breaks: [{ day: 5, start_time: '13:00', end_time: '14:00' }],
  daysOff: [],
  blocked: [],
  taken: [],
  ...extra,
});
const timesOn = (date: string, minutes: number, context: SlotContext) =>
  freeStartTimes([date], minutes, context)[0]!.times;
const grid = (from: string, to: string) => {
  const times: string[] = [];
  for (let m = Number(from.slice(0, 2)) * 60 + Number(from.slice(3)); clock(m) <= to; m += SLOT_STEP_MINUTES)
    times.push(clock(m));
  return times;
};

describe('free start times, read by eye', () => {
  it('offers every 15 minutes from opening to the last start that ends by closing', () => {
    expect(timesOn('2026-11-23', 60, ctx())).toEqual(grid('09:00', '17:00'));
  });

  it('leaves out breaks, blocked time and bookings, and offers the minute each one ends', () => {
    const times = timesOn(
      '2026-11-21',
      60,
      ctx({ blocked: [at('2026-11-21', '09:30', 30)], taken: [at('2026-11-21', '15:00', 50)] }),
    );
    // 09:00 would run into the blocked half hour; 12:15 into the break; 14:15 into the booking.
    expect(times).toEqual([...grid('10:00', '12:00'), '14:00', '15:50', ...grid('16:00', '17:00')]);
  });

  it('keeps the booking windows at their edges: 60 minutes ahead, 30 days ahead', () => {
    // Now is 10:00: 11:00 is exactly the notice asked; 30 days later is Sunday 20 December 10:00.
    expect(timesOn('2026-11-20', 60, ctx())[0]).toBe('11:00');
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open_time: '09:00', close_time: '18:00' }));
    expect(timesOn('2026-12-20', 60, ctx({ hours: everyDay }))).toEqual(grid('09:00', '10:00'));
    expect(timesOn('2026-12-21', 60, ctx({ hours: everyDay }))).toEqual([]);
  });

  it('keeps the far edge of the window when it falls just after midnight', () => {
    const allDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open_time: '00:00', close_time: '24:00' }));
    const context = ctx({
      now: fromLagos('2026-11-20', '00:30'),
      rule: { booking_window: 0, future_booking_window: 1 },
      hours: allDay,
      breaks: [],
    });
    expect(timesOn('2026-11-21', 15, context)).toEqual(['00:00', '00:15', '00:30']);
    expect(timesOn('2026-11-20', 15, context).slice(0, 2)).toEqual(['00:45', '01:00']);
    expect(timesOn('2026-11-20', 15, context).at(-1)).toBe('23:45');
  });

  it('offers nothing on days off or closed days, and with avoid-gaps only the starts it allows', () => {
    expect(timesOn('2026-11-24', 60, ctx({ daysOff: ['2026-11-24'] }))).toEqual([]);
    expect(timesOn('2026-11-22', 60, ctx())).toEqual([]);
    const rule: BookingRuleWindow = { booking_window: 60, future_booking_window: 30, avoid_gaps: true };
    // Opening, right after the booking, right after the break.
    expect(timesOn('2026-11-21', 60, ctx({ rule, taken: [at('2026-11-21', '10:00', 45)] }))).toEqual([
      '09:00',
      '10:45',
      '14:00',
    ]);
    // The vendor's own bookings skip avoid-gaps and the notice.
    expect(timesOn('2026-11-20', 60, ctx({ rule, bookedBy: 'vendor' }))[0]).toBe('10:15');
  });
});

/** Random calendars around `now`, on whole minutes and not, every rule in play. */
const time = fc.integer({ min: 0, max: 1439 }).map(clock);
const week = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open_time: '09:00', close_time: '18:00' }));
/** Minutes from 2026-11-19 00:00 Lagos. */
const quarterInHours = fc
  .record({ day: fc.integer({ min: 0, max: 9 }), quarter: fc.integer({ min: 36, max: 72 }) })
  .map(({ day, quarter }) => day * 1440 + quarter * 15);
const calendar = fc.record({
  nowShift: fc.oneof(fc.integer({ min: -3000, max: 3000 }), fc.integer({ min: -60, max: 60 })),
  rule: fc.record({
    booking_window: fc.oneof(fc.constantFrom(0, 15, 60), fc.integer({ min: 0, max: 3000 })),
    future_booking_window: fc.oneof(fc.constant(30), fc.integer({ min: 0, max: 12 })),
    avoid_gaps: fc.constantFrom(undefined, false, true, 0, 1),
  }),
  hours: fc.oneof(
    fc.constant(week),
    fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: 6 }),
        open_time: fc.oneof(time, fc.constantFrom('09:00', '00:00')),
        close_time: fc.oneof(time, fc.constantFrom('18:00', '24:00', '23:59')),
      }),
      { maxLength: 9 },
    ),
  ),
  breaks: fc.array(
    fc.oneof(
      fc.record({ day: fc.integer({ min: 0, max: 6 }), start_time: time, end_time: time }),
      fc.record({
        day: fc.integer({ min: 0, max: 6 }),
        start_time: fc.constant('13:00'),
        end_time: fc.constantFrom('13:30', '14:00', '14:10'),
      }),
    ),
    { maxLength: 4 },
  ),
  daysOff: fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 2 }),
  intervals: fc.array(
    fc.record({
      blocked: fc.boolean(),
      start: fc.oneof(quarterInHours, fc.integer({ min: 0, max: 12 * 1440 })),
      // Some end off the minute.
      seconds: fc.constantFrom(0, 0, 0, 30),
      minutes: fc.oneof(
        fc.constantFrom(10, 25, 30, 45, 60),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 300, max: 4000 }),
      ),
    }),
    { maxLength: 40 },
  ),
  bookedBy: fc.constantFrom(undefined, 'customer' as const, 'vendor' as const),
  // Half the calendars are a team member's: their own week narrows the business's.
  staff: fc.option(
    fc.record({
      name: fc.constant('Ada'),
      hours: fc.oneof(
        fc.constant([0, 1, 2, 3, 4].map((day) => ({ day, open_time: '10:00', close_time: '16:00' }))),
        fc.array(fc.record({ day: fc.integer({ min: 0, max: 6 }), open_time: time, close_time: time }), {
          maxLength: 7,
        }),
      ),
      breaks: fc.array(fc.record({ day: fc.integer({ min: 0, max: 6 }), start_time: time, end_time: time }), {
        maxLength: 3,
      }),
      daysOff: fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 2 }),
    }),
    { nil: undefined },
  ),
  duration: fc.oneof(
    fc.constantFrom(0, 15, 30, 45, 60, 90, 120),
    fc.integer({ min: 1, max: 600 }),
    fc.integer({ min: 1400, max: 3000 }),
  ),
});
const day = (offset: number) =>
  lagosDateTime(fromLagos('2026-11-19', '12:00').getTime() + offset * 86_400_000).date;

describe('free start times, against slotProblem', () => {
  it('lists a candidate exactly when slotProblem takes it', () => {
    fc.assert(
      fc.property(calendar, (c) => {
        const origin = fromLagos('2026-11-19', '00:00').getTime();
        const intervals = c.intervals.map((x) => {
          const start = new Date(origin + x.start * MINUTE + x.seconds * 1000);
          return { blocked: x.blocked, start, end: new Date(start.getTime() + x.minutes * MINUTE) };
        });
        const context: SlotContext = {
          now: new Date(now.getTime() + c.nowShift * MINUTE),
          rule: c.rule,
          hours: c.hours,
          breaks: c.breaks,
          daysOff: c.daysOff.map(day),
          blocked: intervals.filter((x) => x.blocked),
          taken: intervals.filter((x) => !x.blocked),
          bookedBy: c.bookedBy,
          staff: c.staff && { ...c.staff, daysOff: c.staff.daysOff.map(day) },
        };
        const dates = [0, 1, 3, 8].map(day);
        const answer = freeStartTimes(dates, c.duration, context);
        expect(answer.map((d) => d.date)).toEqual(dates);
        for (const { date, times } of answer) {
          // The candidates: the 15-minute grid, the day's opening, break ends, interval ends.
          const weekday = lagosWeekday(fromLagos(date, '00:00'));
          const candidates = new Set(grid('00:00', '23:59'));
          const open = c.hours.find((h) => h.day === weekday);
          if (open) {
            candidates.add(open.open_time);
            for (const b of c.breaks) if (b.day === weekday) candidates.add(b.end_time);
            // And the team member's shift start and break ends.
            const shift = c.staff?.hours.find((h) => h.day === weekday);
            if (shift) candidates.add(shift.open_time);
            for (const b of c.staff?.breaks ?? []) if (b.day === weekday) candidates.add(b.end_time);
          }
          for (const x of intervals) {
            const end = lagosDateTime(x.end);
            if (end.date === date) candidates.add(end.time);
          }
          const expected = [...candidates]
            .sort()
            .filter((t) => slotProblem(at(date, t, c.duration), context) === null);
          expect(times, `${date} ${JSON.stringify(c)}`).toEqual(expected);
        }
      }),
      { numRuns: 150, seed: 20_261_120 },
    );
  }, 120_000);
});
