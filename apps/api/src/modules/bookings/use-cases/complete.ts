import { checkAction, completionType, MSG, needsBalance } from '@app/shared';
import { conflict } from '../../../lib/errors.ts';
import { actionTimes, applyAction } from '../apply-action.ts';
import type { BookingsContext } from '../bookings.context.ts';
import { vendorBooking } from '../vendor-booking.ts';

/** Fixed prices complete at once; other duration types answer their type so the vendor enters the balance. */
export async function complete(
  ctx: BookingsContext,
  input: { userId: number; id: number; idempotencyKey?: string },
) {
  const { userId, id } = input;
  return ctx.idempotency.once(userId, input.idempotencyKey, { action: 'complete', id }, async (keep) => {
    const booking = await vendorBooking(ctx, userId, id);
    const type = completionType(booking.duration_type);
    if (needsBalance(booking.duration_type)) {
      // Nothing changes yet, so nothing is kept: asked again, it answers again.
      const check = checkAction('complete', actionTimes(booking), ctx.clock.now());
      if (!check.allowed) throw conflict(check.reason);
      return { success: true, type, message: MSG.enterBalance };
    }
    const answer = { success: true, type, message: MSG.bookingUpdated };
    await applyAction(ctx, userId, 'complete', [booking], { within: (trx) => keep(trx, answer) });
    return answer;
  });
}
