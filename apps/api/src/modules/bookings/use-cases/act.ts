import { type BookingAction, cancelRefund, depositKept, MSG } from '@app/shared';
import { applyAction } from '../apply-action.ts';
import type { BookingsContext } from '../bookings.context.ts';
import type { BookingRow } from '../bookings.repository.ts';
import { vendorBooking } from '../vendor-booking.ts';

const MESSAGES = {
  accept: MSG.bookingAccepted,
  reject: MSG.bookingRejected,
  start: MSG.bookingUpdated,
  acceptCancel: MSG.cancellationAccepted,
  rejectCancel: MSG.cancellationRejected,
  noShow: MSG.bookingUpdated,
};

/** What the vendor's policy keeps of a deposit when a booking ends without the service. */
async function keptFor(ctx: BookingsContext, userId: number, action: BookingAction, booking: BookingRow) {
  if (booking.amount_paid <= 0 || (action !== 'noShow' && action !== 'acceptCancel')) return 0;
  const policy = await ctx.bookings.policy(userId);
  if (action === 'noShow') return depositKept(booking.amount_paid, 'no-show', policy);
  const requestedAt =
    (await ctx.bookings.customerCancelRequestedAt(booking.id)) ?? ctx.clock.now().toISOString();
  return cancelRefund(booking.amount_paid, new Date(requestedAt), new Date(booking.starts_at), policy).kept;
}

/** The vendor's action on one booking (SPEC §4), once per Idempotency-Key when one is sent. */
export async function act(
  ctx: BookingsContext,
  input: {
    userId: number;
    id: number;
    action: 'accept' | 'reject' | 'start' | 'acceptCancel' | 'rejectCancel' | 'noShow';
    idempotencyKey?: string;
  },
) {
  const { userId, id, action } = input;
  const answer = { success: true, message: MESSAGES[action] };
  return ctx.idempotency.once(userId, input.idempotencyKey, { action, id }, async (keep) => {
    const booking = await vendorBooking(ctx, userId, id);
    await applyAction(ctx, userId, action, [booking], {
      extra: { deposit_kept: await keptFor(ctx, userId, action, booking) },
      within: (trx) => keep(trx, answer),
    });
    return answer;
  });
}
