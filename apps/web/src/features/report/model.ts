import { frameOf, lagosDay, type ReportFrame, type ReportPeriod, reportFrames } from '@app/shared';
import dayjs from 'dayjs';
import type { Booking } from '../../api/bookings/model.ts';

export const PERIODS: { value: ReportPeriod; label: string }[] = [
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
  { value: '12m', label: '12 months' },
];

/** A bar's axis label and tooltip: weekdays, every fifth day, week starts or months. */
export function frameLabel(period: ReportPeriod, frame: ReportFrame, index: number, count: number) {
  const start = dayjs(frame.start);
  if (period === '12m') return { label: start.format('MMM'), hint: start.format('MMMM YYYY') };
  if (period === '90d') {
    const last = dayjs(frame.end).subtract(1, 'day');
    return { label: start.format('DD MMM'), hint: `${start.format('DD MMM')} – ${last.format('DD MMM')}` };
  }
  const back = count - 1 - index;
  return {
    label: period === '7d' ? start.format('ddd') : back % 5 === 0 ? start.format('DD MMM') : '',
    hint: start.format('ddd, DD MMM'),
  };
}

export type Bucket = { key: string; label: string; hint: string; count: number };

export type Report = {
  buckets: Bucket[];
  bookings: number;
  /** Bookings with the status 'completed', the same set the breakdown's Completed row counts. */
  completed: number;
  statuses: { status: string; count: number }[];
};

/**
 * Bookings whose Lagos start day falls in the period, by day, week or month (the shared frames
 * the server sums revenue into), with the count of each status. Money is not counted here: the
 * Report's revenue is the ledger's, from the server.
 */
export function buildReport(all: Booking[], period: ReportPeriod, now: Date): Report {
  const frames = reportFrames(period, now);
  const buckets: Bucket[] = frames.map((frame, i) => ({
    key: frame.start,
    ...frameLabel(period, frame, i, frames.length),
    count: 0,
  }));
  const statusCounts = new Map<string, number>();
  let bookings = 0;
  for (const b of all) {
    const bucket = buckets[frameOf(frames, lagosDay(b.start))];
    if (!bucket) continue;
    bucket.count += 1;
    bookings += 1;
    statusCounts.set(b.status, (statusCounts.get(b.status) ?? 0) + 1);
  }
  const statuses = [...statusCounts.entries()]
    .map(([status, count]) => ({ status, count }))
    .sort((a, b) => b.count - a.count);
  return { buckets, bookings, completed: statusCounts.get('completed') ?? 0, statuses };
}

/** The server's revenue bars as chart bars, labelled as the bookings' bars are. */
export const revenueBars = (period: ReportPeriod, bars: (ReportFrame & { amount: number })[]) =>
  bars.map((bar, i) => ({ key: bar.start, ...frameLabel(period, bar, i, bars.length), value: bar.amount }));
