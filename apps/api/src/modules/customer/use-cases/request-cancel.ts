import { CUSTOMER_TRANSITIONS, cancelRefund } from '@app/shared';
import { conflict } from '../../../lib/errors.ts';
import { changeOwn } from '../change-own.ts';
import type { CustomerContext } from '../context.ts';
import { ownBooking } from '../own-booking.ts';

/** A pending booking is withdrawn at once; an approved one asks the vendor. */
export async function requestCancel(
  ctx: CustomerContext,
  input: { customerId: number; bookingId: number; comment: string },
) {
  const { customerId, comment } = input;
  const booking = await ownBooking(ctx, customerId, input.bookingId);
  const rule = [CUSTOMER_TRANSITIONS.withdraw, CUSTOMER_TRANSITIONS.requestCancel].find((r) =>
    (r.from as readonly string[]).includes(booking.status),
  );
  const stale = 'This booking can no longer be cancelled';
  if (!rule) throw conflict(stale);
  const now = ctx.clock.now().toISOString();
  // Withdrawing a paid booking outright keeps the late-cancellation fee when inside the free window.
  const policy = await ctx.bookings.policy(booking.user_id);
  // The same rule the client's booking page states before the client confirms (cancelRefund).
  const kept =
    rule.to === 'cancelled'
      ? cancelRefund(booking.amount_paid, ctx.clock.now(), new Date(booking.starts_at), policy).kept
      : 0;
  return changeOwn(
    ctx,
    booking,
    {
      scope: { customer_id: customerId },
      from: rule.from,
      changes: { status: rule.to, updated_at: now, deposit_kept: kept },
      cancellation: { initiator: 'user', comment, attachment: null, created_at: now },
    },
    {
      type: 'cancel',
      title: rule.to === 'cancelled' ? 'Booking withdrawn' : 'Cancellation requested',
      description: `${booking.service_name} (${booking.reference}): ${comment}`,
    },
    stale,
  );
}
