import { MSG } from '@app/shared';
import { notFound } from '../../lib/errors.ts';
import type { CustomerContext } from './context.ts';

/** The customer's own booking, read without a lock; 404 unless it is theirs. */
export async function ownBooking(ctx: CustomerContext, customerId: number, bookingId: number) {
  const booking = await ctx.customers.bookingOfCustomer(customerId, bookingId);
  if (!booking) throw notFound(MSG.bookingNotFound);
  return booking;
}
