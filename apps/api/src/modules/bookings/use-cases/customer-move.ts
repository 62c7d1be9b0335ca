import { checkReschedule, RESCHEDULE_TRANSITIONS, type RescheduleBody } from '@app/shared';
import { byCustomer, customersBooking, moved } from '../customer-moves.ts';
import { lockedBooking, presentMoved } from '../locked-booking.ts';
import { moveTimes, newSlot, refusal } from '../move-checks.ts';
import type { RescheduleContext } from '../reschedule.context.ts';
import { checkMove } from '../slot-guard.ts';

/** The customer moves their own booking within the vendor's rule; the vendor is alerted. */
export async function customerMove(
  ctx: RescheduleContext,
  input: { customerId: number; id: number; body: RescheduleBody },
) {
  const { customerId, id } = input;
  const vendorId = (await customersBooking(ctx, customerId, id)).user_id;
  const now = ctx.clock.now();
  const booking = await byCustomer(() =>
    ctx.transact(async (trx) => {
      const booking = await lockedBooking(ctx, trx, vendorId, id);
      const rule = await ctx.bookings.rescheduleRule(trx, vendorId);
      const check = checkReschedule('customerMove', moveTimes(booking), now, rule);
      if (!check.allowed) throw refusal(check);
      const slot = newSlot(booking, input.body);
      await checkMove(ctx, trx, vendorId, booking, slot, now, 'customer');
      await ctx.moves.reschedule(trx, {
        vendorId,
        scope: { customer_id: customerId },
        booking,
        from: RESCHEDULE_TRANSITIONS.customerMove.from,
        to: slot,
        at: now.toISOString(),
        by: 'customer',
      });
      await ctx.notifications.record(
        trx,
        vendorId,
        'reschedule',
        'Booking rescheduled',
        moved(booking, slot.start),
        { bookingId: id, push: true },
      );
      return presentMoved(ctx, trx, vendorId, id);
    }),
  );
  return { success: true as const, booking };
}
