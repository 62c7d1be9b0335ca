import { lagosDay } from '@app/shared';
import type { BookingsContext } from '../bookings.context.ts';
import { range } from './range.ts';

/** SPEC §7: today's bookings (Lagos), answered and tagged as the calendar's range of that day. */
export async function today(ctx: BookingsContext, input: { userId: number; ifNoneMatch?: string }) {
  const day = lagosDay(ctx.clock.now());
  return range(ctx, { ...input, from: day, to: day });
}
