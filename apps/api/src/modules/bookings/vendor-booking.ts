import { MSG } from '@app/shared';
import { notFound } from '../../lib/errors.ts';
import type { BookingsContext } from './bookings.context.ts';

/** One of the vendor's bookings, read without a lock; 404 unless it is theirs. */
export async function vendorBooking(ctx: BookingsContext, userId: number, id: number) {
  const booking = await ctx.bookings.find(userId, id);
  if (!booking) throw notFound(MSG.bookingNotFound);
  return booking;
}
