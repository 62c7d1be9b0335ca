import { CUSTOMER_TRANSITIONS, REVIEWABLE_STATUSES } from '@app/shared';
import { conflict } from '../../../lib/errors.ts';
import { StaleBookings } from '../../bookings/index.ts';
import type { CustomerContext } from '../context.ts';
import { ownBooking } from '../own-booking.ts';

/** Reviewing confirms the service: an awaiting-review booking becomes completed, with the review, at once. */
export async function review(
  ctx: CustomerContext,
  input: { customerId: number; bookingId: number; body: { rating: number; comment: string } },
) {
  const { customers, moves, notifications } = ctx;
  const { customerId, body } = input;
  const nowIso = () => ctx.clock.now().toISOString();
  const booking = await ownBooking(ctx, customerId, input.bookingId);
  const rule = CUSTOMER_TRANSITIONS.review;
  if (!(REVIEWABLE_STATUSES as readonly string[]).includes(booking.status)) {
    throw conflict('You can review a service once it is done');
  }
  const [presented] = await ctx.transact(async (trx) => {
    const saved = await customers.insertReview(trx, {
      booking_id: booking.id,
      user_id: booking.user_id,
      customer_id: customerId,
      ...body,
      created_at: nowIso(),
    });
    if (!saved) throw conflict('You have reviewed this booking already');
    // A booking already completed (by the 48-hour sweep, even meanwhile) stays as it is.
    if ((rule.from as readonly string[]).includes(booking.status)) {
      await moves
        .move(trx, {
          vendorId: booking.user_id,
          scope: { customer_id: customerId },
          ids: [booking.id],
          from: rule.from,
          changes: { status: rule.to, updated_at: nowIso() },
        })
        .catch((error) => {
          if (!(error instanceof StaleBookings)) throw error;
        });
    }
    await notifications.record(
      trx,
      booking.user_id,
      'completed',
      'New review',
      `${body.rating}★ for ${booking.service_name}: ${body.comment}`,
      { bookingId: booking.id },
    );
    return ctx.bookings.present(trx, booking.user_id, [booking.id]);
  });
  return { success: true as const, booking: presented };
}
