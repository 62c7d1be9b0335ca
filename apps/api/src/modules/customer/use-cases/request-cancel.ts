import { CUSTOMER_TRANSITIONS, cancelRefund } from '@app/shared';
import { conflict } from '../../../lib/errors.ts';
import { changeOwn, changeOwnTogether, type OwnChange } from '../change-own.ts';
import type { CustomerContext } from '../context.ts';
import { ownBooking } from '../own-booking.ts';

const STALE = 'This booking can no longer be cancelled';

/** A pending booking is withdrawn at once; an approved one asks the vendor. */
async function cancelOf(ctx: CustomerContext, customerId: number, bookingId: number, comment: string) {
  const booking = await ownBooking(ctx, customerId, bookingId);
  const rule = [CUSTOMER_TRANSITIONS.withdraw, CUSTOMER_TRANSITIONS.requestCancel].find((r) =>
    (r.from as readonly string[]).includes(booking.status),
  );
  if (!rule) throw conflict(STALE);
  const now = ctx.clock.now().toISOString();
  // Withdrawing a paid booking outright keeps the late-cancellation fee when inside the free window.
  const policy = await ctx.bookings.policy(booking.user_id);
  // The same rule the client's booking page states before the client confirms (cancelRefund).
  const kept =
    rule.to === 'cancelled'
      ? cancelRefund(booking.amount_paid, ctx.clock.now(), new Date(booking.starts_at), policy).kept
      : 0;
  return {
    booking,
    move: {
      scope: { customer_id: customerId },
      from: rule.from,
      changes: { status: rule.to, updated_at: now, deposit_kept: kept },
      cancellation: { initiator: 'user', comment, attachment: null, created_at: now },
    },
    alert: {
      type: 'cancel',
      title: rule.to === 'cancelled' ? 'Booking withdrawn' : 'Cancellation requested',
      description: `${booking.service_name} (${booking.reference}): ${comment}`,
    },
  } satisfies OwnChange;
}

/** The customer cancels one of their bookings (the customer API's call). */
export async function requestCancel(
  ctx: CustomerContext,
  input: { customerId: number; bookingId: number; comment: string },
) {
  const { booking, move, alert } = await cancelOf(ctx, input.customerId, input.bookingId, input.comment);
  return changeOwn(ctx, booking, move, alert, STALE);
}

/** The customer cancels several bookings of one visit (the booking page): all of them, or none. */
export async function requestCancelAll(
  ctx: CustomerContext,
  input: { customerId: number; bookingIds: number[]; comment: string },
) {
  const changes = [];
  for (const id of input.bookingIds) changes.push(await cancelOf(ctx, input.customerId, id, input.comment));
  return changeOwnTogether(ctx, changes, STALE);
}
