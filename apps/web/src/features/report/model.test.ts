import { describe, expect, it } from 'vitest';
import { bookingFixture } from '../../test/fixtures.ts';
import { buildReport, revenueBars } from './model.ts';

// Tuesday 10 March 2026, 13:00 in Lagos.
const now = new Date('2026-03-10T12:00:00Z');
const at = (status: string, start: string) => bookingFixture({ status, start: new Date(start) });

describe('report model', () => {
  it('counts as Completed exactly the completed bookings its breakdown shows, not those awaiting review', () => {
    const report = buildReport(
      [
        at('completed', '2026-03-09T09:00:00Z'),
        at('completed', '2026-03-05T09:00:00Z'),
        at('awaiting review', '2026-03-08T09:00:00Z'),
        at('awaiting review', '2026-03-07T09:00:00Z'),
        at('cancelled', '2026-03-06T09:00:00Z'),
        at('approved', '2026-03-10T15:00:00Z'),
      ],
      '7d',
      now,
    );
    expect(report.bookings).toBe(6);
    expect(report.completed).toBe(2);
    expect(report.statuses).toContainEqual({ status: 'completed', count: report.completed });
    expect(report.statuses).toContainEqual({ status: 'awaiting review', count: 2 });
    expect(report.statuses.reduce((sum, s) => sum + s.count, 0)).toBe(report.bookings);
    expect(report).not.toHaveProperty('revenue');
  });

  it('puts bookings in the Lagos day they start, over the last 7 days ending today', () => {
    const report = buildReport(
      [
        // 23:30 UTC on the 9th is 00:30 on the 10th in Lagos: today.
        at('approved', '2026-03-09T23:30:00Z'),
        at('completed', '2026-03-04T00:30:00Z'),
        // 23:30 UTC on 3 March is 00:30 on the 4th in Lagos: the first day shown.
        at('completed', '2026-03-03T23:30:00Z'),
        // 22:30 UTC on 3 March is 23:30 on the 3rd in Lagos: eight days back, outside.
        at('completed', '2026-03-03T22:30:00Z'),
        at('pending', '2026-03-11T09:00:00Z'),
      ],
      '7d',
      now,
    );
    expect(report.buckets.map((b) => [b.key, b.label, b.count])).toEqual([
      ['2026-03-04', 'Wed', 2],
      ['2026-03-05', 'Thu', 0],
      ['2026-03-06', 'Fri', 0],
      ['2026-03-07', 'Sat', 0],
      ['2026-03-08', 'Sun', 0],
      ['2026-03-09', 'Mon', 0],
      ['2026-03-10', 'Tue', 1],
    ]);
    expect(report.bookings).toBe(3);
  });

  it('shows the server’s revenue bars as they come, labelled like the bookings’ bars', () => {
    const bars = [
      { start: '2025-04-01', end: '2025-05-01', amount: 0 },
      { start: '2025-05-01', end: '2025-06-01', amount: 12_500 },
    ];
    expect(revenueBars('12m', bars)).toEqual([
      { key: '2025-04-01', label: 'Apr', hint: 'April 2025', value: 0 },
      { key: '2025-05-01', label: 'May', hint: 'May 2025', value: 12_500 },
    ]);
    const weeks = buildReport([], '90d', now).buckets;
    expect(weeks).toHaveLength(13);
    expect(weeks.at(-1)).toMatchObject({ key: '2026-03-04', label: '04 Mar', hint: '04 Mar – 10 Mar' });
  });
});
