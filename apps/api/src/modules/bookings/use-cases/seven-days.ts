import { addDays, lagosDay } from '@app/shared';
import type { BookingsContext } from '../bookings.context.ts';
import { range } from './range.ts';

/** SPEC §7: the bookings of today and the six days after it, as the range of those days. */
export async function sevenDays(ctx: BookingsContext, input: { userId: number; ifNoneMatch?: string }) {
  const day = lagosDay(ctx.clock.now());
  return range(ctx, { ...input, from: day, to: addDays(day, 6) });
}
