import { checkReschedule, formatDetails, RESCHEDULE_MESSAGES, RESCHEDULE_TRANSITIONS } from '@app/shared';
import { conflict } from '../../../lib/errors.ts';
import { byCustomer, customersBooking, moved } from '../customer-moves.ts';
import { lockedBooking, presentMoved } from '../locked-booking.ts';
import { moveTimes, refusal } from '../move-checks.ts';
import type { RescheduleContext } from '../reschedule.context.ts';
import { checkMove } from '../slot-guard.ts';

/** Accepting moves the booking to the proposed time (held for it); declining keeps its time. */
export async function answerProposal(
  ctx: RescheduleContext,
  input: { customerId: number; id: number; accept: boolean },
) {
  const { bookings, moves } = ctx;
  const { customerId, id, accept } = input;
  const vendorId = (await customersBooking(ctx, customerId, id)).user_id;
  const now = ctx.clock.now();
  const booking = await byCustomer(() =>
    ctx.transact(async (trx) => {
      const booking = await lockedBooking(ctx, trx, vendorId, id);
      const waiting = await bookings.waitingProposal(trx, id);
      if (!waiting) throw conflict(RESCHEDULE_MESSAGES.noProposal);
      const to = { start: new Date(waiting.starts_at), end: new Date(waiting.ends_at) };
      if (accept) {
        const check = checkReschedule('acceptProposal', moveTimes(booking), now);
        if (!check.allowed) throw refusal(check);
        // Held for it, so only time can have taken it (passed, or the shop's hours changed).
        await checkMove(ctx, trx, vendorId, booking, to, now, 'vendor');
        await moves.reschedule(trx, {
          vendorId,
          scope: { customer_id: customerId },
          booking,
          from: RESCHEDULE_TRANSITIONS.acceptProposal.from,
          to,
          at: now.toISOString(),
          by: 'proposal',
        });
      } else {
        await bookings.answerProposals(trx, [id], 'declined', now.toISOString());
        await moves.updated(trx, vendorId, [id]);
      }
      await ctx.notifications.record(
        trx,
        vendorId,
        'reschedule',
        accept ? 'New time accepted' : 'New time declined',
        accept
          ? moved(booking, to.start)
          : `${booking.service_name} (${booking.reference}) stays on ${formatDetails(booking.starts_at)}: the customer declined ${formatDetails(to.start)}.`,
        { bookingId: id, push: true },
      );
      return presentMoved(ctx, trx, vendorId, id);
    }),
  );
  return { success: true as const, booking };
}
