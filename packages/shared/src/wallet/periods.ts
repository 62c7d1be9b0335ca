import dayjs from 'dayjs';
import { lagosDay } from '../format/time.ts';

/** The spans the Report page shows: the last 7, 30 or 90 days, or the last 12 months. */
export const REPORT_PERIODS = ['7d', '30d', '90d', '12m'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** One bar of a report: the Lagos days from `start` up to, not including, `end` ('YYYY-MM-DD'). */
export type ReportFrame = { start: string; end: string };

const FRAMES: Record<ReportPeriod, { count: number; unit: 'day' | 'week' | 'month' }> = {
  '7d': { count: 7, unit: 'day' },
  '30d': { count: 30, unit: 'day' },
  '90d': { count: 13, unit: 'week' },
  '12m': { count: 12, unit: 'month' },
};

/**
 * The bars of a period ending today in Lagos, oldest first: days; weeks ending today (the last
 * bar is the last seven days); or calendar months, this one last. The server sums the ledger
 * into the same bars the Report page counts bookings into, so the two cannot split differently.
 */
export function reportFrames(period: ReportPeriod, now: Date): ReportFrame[] {
  const { count, unit } = FRAMES[period];
  const today = dayjs.utc(lagosDay(now));
  const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
  return Array.from({ length: count }, (_, i) => {
    const back = count - 1 - i;
    if (unit === 'month') {
      const start = today.startOf('month').subtract(back, 'month');
      return { start: day(start), end: day(start.add(1, 'month')) };
    }
    if (unit === 'week') {
      const end = today.add(1 - back * 7, 'day');
      return { start: day(end.subtract(7, 'day')), end: day(end) };
    }
    const start = today.subtract(back, 'day');
    return { start: day(start), end: day(start.add(1, 'day')) };
  });
}

/** The index of the frame holding a Lagos day ('YYYY-MM-DD'), or -1. */
export const frameOf = (frames: readonly ReportFrame[], day: string) =>
  frames.findIndex((f) => f.start <= day && day < f.end);
