import { lagos, lagosDay } from '@app/shared';
import dayjs from 'dayjs';
import type { Booking } from '../bookings/model.ts';

export type Period = '7d' | '30d' | '90d' | '12m';

export const PERIODS: { value: Period; label: string }[] = [
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
  { value: '12m', label: '12 months' },
];

/** Statuses whose money counts as earned revenue. */
export const REVENUE_STATUSES = new Set(['completed', 'awaiting review']);
/** Bookings that ended without the service, where the fee kept of the deposit is the shop's revenue. */
const FEE_STATUSES = new Set(['no show', 'cancelled']);

export function revenueOf(b: Booking): number {
  if (REVENUE_STATUSES.has(b.status)) return b.amount_paid + b.balance_received;
  return FEE_STATUSES.has(b.status) ? b.deposit_kept : 0;
}

export type Bucket = { key: string; label: string; hint: string; count: number; revenue: number };

export type Report = {
  buckets: Bucket[];
  bookings: number;
  revenue: number;
  completed: number;
  cancelled: number;
  statuses: { status: string; count: number }[];
};

type Frame = { count: number; unit: 'day' | 'week' | 'month' };
const FRAMES: Record<Period, Frame> = {
  '7d': { count: 7, unit: 'day' },
  '30d': { count: 30, unit: 'day' },
  '90d': { count: 13, unit: 'week' },
  '12m': { count: 12, unit: 'month' },
};

function bucketsFor(period: Period, today: dayjs.Dayjs) {
  const { count, unit } = FRAMES[period];
  return Array.from({ length: count }, (_, i) => {
    const back = count - 1 - i;
    if (unit === 'month') {
      const start = today.startOf('month').subtract(back, 'month');
      return {
        start,
        end: start.add(1, 'month'),
        label: start.format('MMM'),
        hint: start.format('MMMM YYYY'),
      };
    }
    if (unit === 'week') {
      // Weeks end today, so the last bar is the last seven days.
      const end = today.add(1, 'day').subtract(back * 7, 'day');
      const start = end.subtract(7, 'day');
      return {
        start,
        end,
        label: start.format('DD MMM'),
        hint: `${start.format('DD MMM')} – ${end.subtract(1, 'day').format('DD MMM')}`,
      };
    }
    const start = today.subtract(back, 'day');
    return {
      start,
      end: start.add(1, 'day'),
      label: period === '7d' ? start.format('ddd') : back % 5 === 0 ? start.format('DD MMM') : '',
      hint: start.format('ddd, DD MMM'),
    };
  });
}

/**
 * Bookings whose Lagos start day falls in the period, by day, week or month; revenue counts completed
 * and awaiting-review bookings (amount paid plus balance received) and the deposit fees kept from
 * no-shows and late cancellations.
 */
export function buildReport(all: Booking[], period: Period, now: Date): Report {
  const today = dayjs(lagos(now).format('YYYY-MM-DD'));
  const frames = bucketsFor(period, today);
  const buckets: Bucket[] = frames.map((f) => ({
    key: f.start.format('YYYY-MM-DD'),
    label: f.label,
    hint: f.hint,
    count: 0,
    revenue: 0,
  }));
  const first = frames[0]?.start;
  const last = frames.at(-1)?.end;
  const statusCounts = new Map<string, number>();
  let bookings = 0;
  let revenue = 0;
  if (first && last) {
    for (const b of all) {
      const day = dayjs(lagosDay(b.start));
      if (day.isBefore(first) || !day.isBefore(last)) continue;
      const index = frames.findIndex((f) => !day.isBefore(f.start) && day.isBefore(f.end));
      const bucket = buckets[index];
      if (!bucket) continue;
      const money = revenueOf(b);
      bucket.count += 1;
      bucket.revenue += money;
      bookings += 1;
      revenue += money;
      statusCounts.set(b.status, (statusCounts.get(b.status) ?? 0) + 1);
    }
  }
  const statuses = [...statusCounts.entries()]
    .map(([status, count]) => ({ status, count }))
    .sort((a, b) => b.count - a.count);
  return {
    buckets,
    bookings,
    revenue,
    completed: [...REVENUE_STATUSES].reduce((sum, s) => sum + (statusCounts.get(s) ?? 0), 0),
    cancelled: statusCounts.get('cancelled') ?? 0,
    statuses,
  };
}
