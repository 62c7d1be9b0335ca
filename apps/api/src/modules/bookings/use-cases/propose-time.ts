import {
  checkReschedule,
  RESCHEDULE_MESSAGES,
  RESCHEDULE_TRANSITIONS,
  type RescheduleBody,
} from '@app/shared';
import { conflict } from '../../../lib/errors.ts';
import { lockedBooking, presentMoved } from '../locked-booking.ts';
import { moveTimes, newSlot, refusal } from '../move-checks.ts';
import type { RescheduleContext } from '../reschedule.context.ts';
import { checkMove } from '../slot-guard.ts';

/**
 * The vendor proposes a new time, which holds its slot until answered or withdrawn; a booking
 * the vendor made (no customer account to answer) moves there at once.
 */
export async function proposeTime(
  ctx: RescheduleContext,
  input: { vendorId: number; id: number; body: RescheduleBody },
) {
  const { bookings, moves } = ctx;
  const { vendorId, id } = input;
  const now = ctx.clock.now();
  const answer = await ctx.transact(async (trx) => {
    const booking = await lockedBooking(ctx, trx, vendorId, id);
    const own = booking.customer_id === null;
    const check = checkReschedule(own ? 'vendorMove' : 'vendorPropose', moveTimes(booking), now);
    if (!check.allowed) throw refusal(check);
    if (await bookings.waitingProposal(trx, id)) throw conflict(RESCHEDULE_MESSAGES.proposalPending);
    const slot = newSlot(booking, input.body);
    await checkMove(ctx, trx, vendorId, booking, slot, now, 'vendor');
    if (own) {
      await moves.reschedule(trx, {
        vendorId,
        scope: { user_id: vendorId },
        booking,
        from: RESCHEDULE_TRANSITIONS.vendorMove.from,
        to: slot,
        at: now.toISOString(),
        by: 'vendor',
      });
      return { message: RESCHEDULE_MESSAGES.moved, booking: await presentMoved(ctx, trx, vendorId, id) };
    }
    await bookings.insertReschedule(trx, {
      booking_id: id,
      proposed_by: 'vendor',
      status: 'proposed',
      from_starts_at: booking.starts_at,
      from_ends_at: booking.ends_at,
      starts_at: slot.start.toISOString(),
      ends_at: slot.end.toISOString(),
      created_at: now.toISOString(),
      answered_at: null,
    });
    await moves.updated(trx, vendorId, [id]);
    return { message: RESCHEDULE_MESSAGES.proposed, booking: await presentMoved(ctx, trx, vendorId, id) };
  });
  return { success: true as const, ...answer };
}
