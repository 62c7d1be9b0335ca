import { RESCHEDULE_MESSAGES } from '@app/shared';
import { conflict } from '../../../lib/errors.ts';
import { lockedBooking, presentMoved } from '../locked-booking.ts';
import type { RescheduleContext } from '../reschedule.context.ts';

/** The vendor takes the waiting proposal back, freeing its slot. */
export async function withdrawProposal(ctx: RescheduleContext, input: { vendorId: number; id: number }) {
  const { vendorId, id } = input;
  const now = ctx.clock.now().toISOString();
  const booking = await ctx.transact(async (trx) => {
    await lockedBooking(ctx, trx, vendorId, id);
    if (!(await ctx.bookings.answerProposals(trx, [id], 'withdrawn', now)))
      throw conflict(RESCHEDULE_MESSAGES.noProposal);
    await ctx.moves.updated(trx, vendorId, [id]);
    return presentMoved(ctx, trx, vendorId, id);
  });
  return { success: true as const, message: RESCHEDULE_MESSAGES.withdrawn, booking };
}
