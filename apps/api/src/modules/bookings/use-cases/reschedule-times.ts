import { addDays, freeStartTimes, fromLagos, lagosDateTime, MSG } from '@app/shared';
import { notFound, unprocessable } from '../../../lib/errors.ts';
import { customersBooking } from '../customer-moves.ts';
import type { RescheduleContext } from '../reschedule.context.ts';
import { contextFor, slotContext } from '../slot-guard.ts';
import { REAL_DATE, wallClock } from '../wall-clock.ts';

/**
 * The free start times one Lagos day offers a booking, but its current one: the vendor's own
 * booking, or the customer's (404 unless it is theirs), then by the customer's booking rules
 * (booking windows).
 */
export async function rescheduleTimes(
  ctx: RescheduleContext,
  input: { id: number; date: string } & ({ vendorId: number } | { customerId: number }),
) {
  const { date } = input;
  const byCustomer = 'customerId' in input;
  const booking = byCustomer
    ? await customersBooking(ctx, input.customerId, input.id)
    : await ctx.bookings.find(input.vendorId, input.id);
  if (!booking) throw notFound(MSG.bookingNotFound);
  const vendorId = booking.user_id;
  const from = wallClock(date, '00:00');
  if (!from) throw unprocessable(REAL_DATE, { date: REAL_DATE });
  const duration = new Date(booking.ends_at).getTime() - new Date(booking.starts_at).getTime();
  const to = new Date(fromLagos(addDays(date, 1), '00:00').getTime() + duration);
  // A look, not a move: read outside any transaction, with no lock.
  // The booking keeps its team member: only that member's free times are offered.
  const shop = await slotContext(
    ctx.db,
    ctx.bookings,
    vendorId,
    { from, to },
    {
      now: ctx.clock.now(),
      bookedBy: byCustomer ? 'customer' : 'vendor',
      moving: booking,
      staff: booking.staff_id === null ? [] : [booking.staff_id],
    },
  );
  const current = lagosDateTime(booking.starts_at);
  const [day] = freeStartTimes([date], duration / 60_000, contextFor(shop, booking.staff_id));
  return {
    success: true as const,
    date,
    duration_minutes: duration / 60_000,
    times: (day?.times ?? []).filter((t) => !(current.date === date && current.time === t)),
  };
}
