import { MSG, nairaToKobo } from '@app/shared';
import { AppError } from '../../../lib/errors.ts';
import { applyAction } from '../apply-action.ts';
import type { BookingsContext } from '../bookings.context.ts';
import { vendorBooking } from '../vendor-booking.ts';

/** Completes a booking whose price was open, with the balance the customer paid at the shop (NGN). */
export async function completeWithBalance(
  ctx: BookingsContext,
  input: { userId: number; id: number; balance: number; idempotencyKey?: string },
) {
  const { userId, id, balance: balanceNaira } = input;
  const request = { action: 'completeBalance', id, balance: balanceNaira };
  return ctx.idempotency.once(userId, input.idempotencyKey, request, async (keep) => {
    const booking = await vendorBooking(ctx, userId, id);
    const balance = nairaToKobo(balanceNaira);
    if (balance < Math.max(0, booking.service_price - booking.amount_paid)) {
      throw new AppError('insufficient_balance', MSG.balanceTooLow, { success: false });
    }
    const answer = { success: true, message: MSG.bookingUpdated };
    await applyAction(ctx, userId, 'completeBalance', [booking], {
      extra: { balance_received: balance },
      within: (trx) => keep(trx, answer),
    });
    return answer;
  });
}
