import { type CancelBookingBody, MSG } from '@app/shared';
import { decodeImage, withAttachment } from '../../../lib/images.ts';
import { applyAction } from '../apply-action.ts';
import type { BookingsContext } from '../bookings.context.ts';
import { vendorBooking } from '../vendor-booking.ts';

/** A paid booking waits for the customer's approval; the image is checked before anything is written. */
export async function cancel(
  ctx: BookingsContext,
  input: { userId: number; id: number; body: CancelBookingBody },
) {
  const { userId, body } = input;
  const booking = await vendorBooking(ctx, userId, input.id);
  const image = body.attachment ? await decodeImage(body.attachment, 'attachment') : null;
  // The file stays only if the cancellation is saved.
  await withAttachment(ctx.files, image, (attachment) =>
    applyAction(ctx, userId, 'cancel', [booking], { cancellation: { comment: body.comment, attachment } }),
  );
  return { success: true, message: MSG.bookingUpdated };
}
