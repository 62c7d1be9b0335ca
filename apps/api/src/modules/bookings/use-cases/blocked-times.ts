import { lagos } from '@app/shared';
import { presentBlock } from '../blocked-time.presenter.ts';
import type { BookingsContext } from '../bookings.context.ts';

/** The vendor's blocked time from the start of today (Lagos) on, as the calendar draws it. */
export async function blockedTimes(ctx: BookingsContext, input: { userId: number }) {
  const today = lagos(ctx.clock.now()).startOf('day').toISOString();
  const rows = await ctx.bookings.blockedTimes(input.userId, today);
  return { success: true as const, blocked_times: rows.map(presentBlock) };
}
