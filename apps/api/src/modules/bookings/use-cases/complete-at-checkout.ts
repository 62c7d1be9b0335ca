import { needsBalance } from '@app/shared';
import type { Trx } from '../../../db/database.ts';
import { applyAction } from '../apply-action.ts';
import type { BookingsContext } from '../bookings.context.ts';
import { vendorBooking } from '../vendor-booking.ts';

/**
 * The completion of issue 35's checkout (the `BookingCompletion` port): SPEC §4's complete or,
 * for an open price, its complete-with-balance rule — the checkout checked the balance against
 * SPEC §5 already — with the checkout's entry committed in the same transaction.
 */
export async function completeAtCheckout(
  ctx: BookingsContext,
  input: { vendorId: number; id: number; balanceReceivedKobo: number; within: (trx: Trx) => Promise<void> },
) {
  const booking = await vendorBooking(ctx, input.vendorId, input.id);
  await applyAction(
    ctx,
    input.vendorId,
    needsBalance(booking.duration_type) ? 'completeBalance' : 'complete',
    [booking],
    {
      extra: { balance_received: input.balanceReceivedKobo },
      within: input.within,
    },
  );
}
