import { customersBooking } from '../customer-moves.ts';
import type { RescheduleContext } from '../reschedule.context.ts';
import { rescheduleTimes } from './reschedule-times.ts';

/** The free times one Lagos day offers the customer's own booking (404 unless it is theirs). */
export async function customerMoveTimes(
  ctx: RescheduleContext,
  input: { customerId: number; id: number; date: string },
) {
  const booking = await customersBooking(ctx, input.customerId, input.id);
  return rescheduleTimes(ctx, {
    vendorId: booking.user_id,
    id: booking.id,
    date: input.date,
    bookedBy: 'customer',
  });
}
