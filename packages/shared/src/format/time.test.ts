/**
 * SPEC §9: times in Africa/Lagos (UTC+1 all year, no daylight saving), shown as 'hh:mm A' and, in
 * details, 'ddd, DD MMM YYYY, hh:mm A'; relative ages on alerts: under 1 minute in seconds, then
 * minutes, hours, days, each with an 'ago.' suffix. DESIGN §3: UTC instants inside.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  addDays,
  DAY_NAMES,
  daysBetween,
  daysOfMonth,
  formatDay,
  formatDetails,
  formatTime,
  fromLagos,
  lagos,
  lagosDateTime,
  lagosDay,
  lagosWeekday,
  relativeAge,
  weekdayOfDay,
} from './time.ts';

describe("formatTime: 'hh:mm A' in Lagos", () => {
  it.each([
    ['2026-11-20T08:05:00Z', '09:05 AM'],
    ['2026-11-20T11:00:00Z', '12:00 PM'],
    ['2026-11-20T12:30:00Z', '01:30 PM'],
    ['2026-11-20T22:59:00Z', '11:59 PM'],
    ['2026-11-20T23:00:00Z', '12:00 AM'],
    ['2026-06-15T06:45:00Z', '07:45 AM'], // June: still UTC+1
  ])('%s is %s', (instant, shown) => {
    expect(formatTime(instant)).toBe(shown);
  });

  it('takes a Date, an ISO string or milliseconds alike', () => {
    const ms = Date.parse('2026-11-20T08:05:00Z');
    expect(formatTime(new Date(ms))).toBe('09:05 AM');
    expect(formatTime(ms)).toBe('09:05 AM');
  });
});

describe("formatDetails: 'ddd, DD MMM YYYY, hh:mm A' in Lagos", () => {
  it.each([
    ['2026-11-20T09:00:00Z', 'Fri, 20 Nov 2026, 10:00 AM'],
    ['2026-11-20T23:30:00Z', 'Sat, 21 Nov 2026, 12:30 AM'], // already the next day in Lagos
    ['2026-12-31T23:00:00Z', 'Fri, 01 Jan 2027, 12:00 AM'],
    ['2026-03-01T14:07:00Z', 'Sun, 01 Mar 2026, 03:07 PM'],
  ])('%s is %s', (instant, shown) => {
    expect(formatDetails(instant)).toBe(shown);
  });
});

describe("formatDay: a Lagos day as the details format writes it, 'ddd, DD MMM YYYY'", () => {
  it.each([
    ['2026-12-01', 'Tue, 01 Dec 2026'],
    ['2027-01-01', 'Fri, 01 Jan 2027'],
  ])('%s is %s', (day, shown) => {
    expect(formatDay(day)).toBe(shown);
  });
});

describe('Lagos wall clock', () => {
  it('is UTC+1 in every season', () => {
    for (const instant of ['2026-01-15T12:00:00Z', '2026-04-01T12:00:00Z', '2026-07-15T12:00:00Z']) {
      expect(lagos(instant).utcOffset()).toBe(60);
      expect(lagos(instant).format('HH:mm')).toBe('13:00');
    }
  });

  it('is UTC+1 far from today too (each of these hours is read here first)', () => {
    expect(lagosDateTime('2031-05-05T05:05:00Z')).toEqual({ date: '2031-05-05', time: '06:05' });
    expect(lagosDateTime('1999-12-31T23:59:00Z')).toEqual({ date: '2000-01-01', time: '00:59' });
    expect(lagos('2040-02-29T10:30:00Z').format('YYYY-MM-DD HH:mm')).toBe('2040-02-29 11:30');
  });

  it.each([
    ['2026-11-20T22:59:59Z', '2026-11-20', '23:59'],
    ['2026-11-20T23:00:00Z', '2026-11-21', '00:00'],
    ['2026-12-31T23:30:00Z', '2027-01-01', '00:30'],
    ['2028-02-28T23:00:00Z', '2028-02-29', '00:00'], // a leap day
    ['2026-06-01T08:05:00Z', '2026-06-01', '09:05'],
  ])('%s is %s %s in Lagos', (instant, date, time) => {
    expect(lagosDateTime(instant)).toEqual({ date, time });
    expect(lagosDateTime(Date.parse(instant))).toEqual({ date, time });
    expect(lagosDay(new Date(instant))).toBe(date);
    expect(fromLagos(date, time).toISOString()).toBe(new Date(`${instant.slice(0, 16)}:00Z`).toISOString());
  });

  it('makes its time-zone formatter on first use, not when loaded (issue 14), or ahead when asked', async () => {
    const Real = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(Real, {
      construct: (target, args) => {
        made += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      vi.resetModules();
      const clock = await import('./time.ts');
      expect(made).toBe(0);
      const prepared = clock.prepareLagosClock();
      expect(made).toBe(1);
      expect(clock.lagosDay('2026-11-20T23:00:00Z')).toBe('2026-11-21');
      expect(clock.prepareLagosClock()).toBe(prepared);
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });

  it('reads the zone about once a day for a month of bookings, yet follows an offset that changes mid-day', async () => {
    // Lagos never changes its offset; a made-up change at 01:00 UTC on 29 March shows the clock
    // would still follow one (hour by hour on that day) while reading whole days elsewhere.
    const change = Date.parse('2026-03-29T01:00:00Z');
    const Real = Intl.DateTimeFormat;
    let reads = 0;
    Intl.DateTimeFormat = new Proxy(Real, {
      construct: (target, args) => {
        const real: Intl.DateTimeFormat = Reflect.construct(target, args);
        return {
          formatToParts: (ms: number) => {
            reads += 1;
            return ms < change ? real.formatToParts(ms) : [{ type: 'timeZoneName', value: 'GMT+02:00' }];
          },
        };
      },
    });
    try {
      vi.resetModules();
      const clock = await import('./time.ts');
      const start = Date.parse('2026-11-01T00:00:00Z');
      const month = Array.from({ length: 2000 }, (_, i) => start + ((i * 7_919_993) % (30 * 86_400_000)));
      const days = new Set(month.map((ms) => clock.lagosDay(ms)));
      expect(days.size).toBe(31);
      expect(reads).toBeLessThanOrEqual(31);
      expect(clock.lagosDateTime('2026-03-29T00:30:00Z')).toEqual({ date: '2026-03-29', time: '01:30' });
      expect(clock.lagosDateTime('2026-03-29T01:30:00Z')).toEqual({ date: '2026-03-29', time: '03:30' });
      expect(clock.lagosDateTime('2026-03-29T23:30:00Z')).toEqual({ date: '2026-03-30', time: '01:30' });
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });

  it('numbers days Monday 0 to Sunday 6 by the Lagos date', () => {
    expect([...DAY_NAMES]).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(lagosWeekday(fromLagos('2026-11-23', '09:00'))).toBe(0); // Monday
    expect(lagosWeekday(fromLagos('2026-11-20', '09:00'))).toBe(4); // Friday
    expect(lagosWeekday(fromLagos('2026-11-22', '23:59'))).toBe(6); // Sunday
    // 23:30 UTC on Sunday is 00:30 on Monday in Lagos.
    expect(lagosWeekday('2026-11-22T23:30:00Z')).toBe(0);
    expect(lagosWeekday('2026-11-22T22:59:00Z')).toBe(6);
  });
});

describe("relativeAge: seconds, then minutes, hours, days, with 'ago.'", () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it.each([
    [0, '0 seconds ago.'],
    [1, '1 second ago.'],
    [2, '2 seconds ago.'],
    [59, '59 seconds ago.'],
    [60, '1 minute ago.'],
    [119, '1 minute ago.'],
    [120, '2 minutes ago.'],
    [3599, '59 minutes ago.'],
    [3600, '1 hour ago.'],
    [7199, '1 hour ago.'],
    [7200, '2 hours ago.'],
    [86_399, '23 hours ago.'],
    [86_400, '1 day ago.'],
    [172_799, '1 day ago.'],
    [172_800, '2 days ago.'],
    [400 * 86_400, '400 days ago.'],
  ])('%d seconds ago: %s', (seconds, shown) => {
    expect(relativeAge(ago(seconds), now)).toBe(shown);
  });

  it('counts whole seconds, and a time in the future (clock skew) as just now', () => {
    expect(relativeAge(new Date(now.getTime() - 59_999), now)).toBe('59 seconds ago.');
    expect(relativeAge(new Date(now.getTime() + 5_000), now)).toBe('0 seconds ago.');
    expect(relativeAge('2026-11-20T11:00:00Z', now)).toBe('1 hour ago.');
  });
});

describe('calendar days', () => {
  it('counts days across months', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-01', '2026-12-31')).toBe(60);
    expect(daysBetween('2026-11-24', '2026-11-24')).toBe(0);
  });

  it('names Monday 0 … Sunday 6', () => {
    expect(weekdayOfDay('2026-11-23')).toBe(0);
    expect(weekdayOfDay('2026-11-29')).toBe(6);
  });

  it('lists every day of a month, leap Februaries too', () => {
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(daysOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(daysOfMonth('2026-12')[0]).toBe('2026-12-01');
    expect(daysOfMonth('2026-12').at(-1)).toBe('2026-12-31');
  });
});
