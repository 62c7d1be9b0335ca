/** Report periods at their edges: a frame holds its start day and not its end day; months start on the 1st. */
import { describe, expect, it } from 'vitest';
import { frameOf, REPORT_PERIODS, reportFrames } from './periods.ts';

// 15:00 in Lagos on Wednesday 18 November 2026.
const now = new Date('2026-11-18T14:00:00Z');

describe('report frames', () => {
  it('offers 7, 30 and 90 days and 12 months', () => {
    expect([...REPORT_PERIODS]).toEqual(['7d', '30d', '90d', '12m']);
  });

  it('counts months from the 1st, whatever the day of the month today', () => {
    const months = reportFrames('12m', now);
    expect(months[0]).toEqual({ start: '2025-12-01', end: '2026-01-01' });
    expect(months.at(-1)).toEqual({ start: '2026-11-01', end: '2026-12-01' });
  });

  it('makes the days of 7d and 30d one day each, ending today', () => {
    for (const period of ['7d', '30d'] as const) {
      const frames = reportFrames(period, now);
      expect(frames.at(-1)).toEqual({ start: '2026-11-18', end: '2026-11-19' });
      for (const frame of frames) {
        expect(Date.parse(frame.end) - Date.parse(frame.start), period).toBe(86_400_000);
      }
    }
    expect(reportFrames('30d', now)[0]).toEqual({ start: '2026-10-20', end: '2026-10-21' });
  });

  it('finds the frame of a day: from its start day, up to but not including its end day', () => {
    const frames = reportFrames('12m', now);
    expect(frameOf(frames, '2025-12-01')).toBe(0);
    expect(frameOf(frames, '2025-12-31')).toBe(0);
    expect(frameOf(frames, '2026-01-01')).toBe(1);
    expect(frameOf(frames, '2026-11-30')).toBe(11);
    expect(frameOf(frames, '2025-11-30')).toBe(-1);
    expect(frameOf(frames, '2026-12-01')).toBe(-1);
    expect(frameOf([], '2026-11-18')).toBe(-1);
  });
});
