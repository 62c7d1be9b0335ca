import { CALENDAR_MESSAGES } from '@app/shared';
import { notFound } from '../../../lib/errors.ts';
import type { BookingsContext } from '../bookings.context.ts';

/** Frees a period the vendor blocked. */
export async function deleteBlockedTime(ctx: BookingsContext, input: { userId: number; id: number }) {
  if (!(await ctx.bookings.deleteBlockedTime(input.userId, input.id)))
    throw notFound(CALENDAR_MESSAGES.blockedTimeNotFound);
  return { success: true as const, message: CALENDAR_MESSAGES.blockedTimeRemoved };
}
