import { CUSTOMER_TRANSITIONS } from '@app/shared';
import { changeOwn } from '../change-own.ts';
import type { CustomerContext } from '../context.ts';
import { ownBooking } from '../own-booking.ts';

/** The customer approves or declines the vendor's cancellation of a paid booking. */
export async function answerVendorCancel(
  ctx: CustomerContext,
  input: { customerId: number; bookingId: number; accept: boolean },
) {
  const { customerId, accept } = input;
  const booking = await ownBooking(ctx, customerId, input.bookingId);
  const rule = accept ? CUSTOMER_TRANSITIONS.approveVendorCancel : CUSTOMER_TRANSITIONS.declineVendorCancel;
  return changeOwn(
    ctx,
    booking,
    {
      scope: { customer_id: customerId },
      from: rule.from,
      changes: { status: rule.to, updated_at: ctx.clock.now().toISOString() },
    },
    {
      type: 'cancel',
      title: accept ? 'Cancellation approved' : 'Cancellation declined',
      description: `${booking.service_name} (${booking.reference}).`,
    },
    'This booking is not waiting for your approval',
  );
}
