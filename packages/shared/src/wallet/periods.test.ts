import { describe, expect, it } from 'vitest';
import { frameOf, reportFrames } from './periods.ts';

// 23:30 UTC on 31 March 2026 is already 1 April in Lagos (UTC+1).
const now = new Date('2026-03-31T23:30:00Z');

describe('report periods', () => {
  it('ends every period today in Lagos', () => {
    const days = reportFrames('7d', now);
    expect(days.map((f) => f.start)).toEqual([
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
    ]);
    expect(days.at(-1)).toEqual({ start: '2026-04-01', end: '2026-04-02' });
    expect(reportFrames('30d', now)).toHaveLength(30);
    expect(reportFrames('30d', now)[0]).toEqual({ start: '2026-03-03', end: '2026-03-04' });
  });

  it('splits 90 days into 13 weeks, the last one the last seven days', () => {
    const weeks = reportFrames('90d', now);
    expect(weeks).toHaveLength(13);
    expect(weeks.at(-1)).toEqual({ start: '2026-03-26', end: '2026-04-02' });
    expect(weeks[0]).toEqual({ start: '2026-01-01', end: '2026-01-08' });
    for (let i = 1; i < weeks.length; i++) expect(weeks[i]!.start).toBe(weeks[i - 1]!.end);
  });

  it('shows 12 calendar months, this one last', () => {
    const months = reportFrames('12m', now);
    expect(months.map((f) => f.start.slice(0, 7))).toEqual([
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    expect(months.at(-1)).toEqual({ start: '2026-04-01', end: '2026-05-01' });
    expect(frameOf(months, '2026-02-28')).toBe(9);
    expect(frameOf(months, '2026-05-01')).toBe(-1);
  });
});
