import { type CancelBookingBody, checkAction, SERIES_MESSAGES } from '@app/shared';
import { AppError, conflict } from '../../../lib/errors.ts';
import { decodeImage, withAttachment } from '../../../lib/images.ts';
import { actionTimes, applyAction } from '../apply-action.ts';
import type { BookingsContext } from '../bookings.context.ts';
import { vendorBooking } from '../vendor-booking.ts';

/**
 * Cancels a visit of a series and every later one (issue 36). Each goes through the vendor's own
 * cancel (SPEC §4: the state machine's rule, its target and its refunds, one booking at a time as
 * cancelvendorBooking does); visits that cannot be cancelled now (done, cancelled, about to start)
 * are left as they are, and earlier visits are never touched.
 */
export async function cancelFollowing(
  ctx: BookingsContext,
  input: { userId: number; id: number; body: CancelBookingBody },
) {
  const { userId, body } = input;
  const booking = await vendorBooking(ctx, userId, input.id);
  if (booking.series_id === null) throw conflict(SERIES_MESSAGES.notInSeries);
  const now = ctx.clock.now();
  const visits = (await ctx.bookings.seriesFrom(userId, booking.series_id, booking.starts_at)).filter(
    (visit) => checkAction('cancel', actionTimes(visit), now).allowed,
  );
  if (visits.length === 0) throw conflict(SERIES_MESSAGES.nothingToCancel);
  const image = body.attachment ? await decodeImage(body.attachment, 'attachment') : null;
  let cancelled = 0;
  // The file stays once a cancellation naming it is saved; a later visit changed meanwhile (a
  // concurrent action) is left as it now is rather than undoing the ones already cancelled.
  await withAttachment(ctx.files, image, async (attachment) => {
    for (const visit of visits) {
      try {
        await applyAction(ctx, userId, 'cancel', [visit], {
          cancellation: { comment: body.comment, attachment },
        });
        cancelled += 1;
      } catch (error) {
        if (cancelled === 0 || !(error instanceof AppError)) throw error;
      }
    }
  });
  return { success: true, message: SERIES_MESSAGES.cancelled(cancelled) };
}
