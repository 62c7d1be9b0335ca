import { formatDetails, MSG, RESCHEDULE_MESSAGES } from '@app/shared';
import { conflict, notFound } from '../../lib/errors.ts';
import type { BookingRow } from './bookings.repository.ts';
import { StaleBookings } from './index.ts';
import type { RescheduleContext } from './reschedule.context.ts';

/** A customer's booking: its vendor, read without a lock; 404 unless it is theirs. */
export async function customersBooking(ctx: RescheduleContext, customerId: number, id: number) {
  const booking = await ctx.customers.bookingOfCustomer(customerId, id);
  if (!booking) throw notFound(MSG.bookingNotFound);
  return booking;
}

/** A change by the customer: a status changed meanwhile is a 409. */
export async function byCustomer<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    throw error instanceof StaleBookings ? conflict(RESCHEDULE_MESSAGES.changed) : error;
  }
}

/** The vendor's alert of a booking the customer moved (or moved by accepting the vendor's proposal). */
export const moved = (booking: BookingRow, to: Date) =>
  `${booking.service_name} (${booking.reference}) moved from ${formatDetails(booking.starts_at)} to ${formatDetails(to)}.`;
