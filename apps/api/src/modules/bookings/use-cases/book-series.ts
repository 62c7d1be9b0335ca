import { SERIES_MESSAGES, type SeriesBody } from '@app/shared';
import { lockVendor } from '../../../db/locks.ts';
import { newReference } from '../booking-moves.ts';
import type { BookingsContext } from '../bookings.context.ts';
import { presentByIds } from '../bookings.presenter.ts';
import { memberFor } from '../calendar-member.ts';
import { seriesSlots } from '../series-visits.ts';
import { checkSlots } from '../slot-guard.ts';
import { ownServiceOf, vendorMadeRow } from '../vendor-made.ts';

/**
 * Books a series of visits for a walk-in or phone client (issue 36): each visit is the vendor's
 * walk-in booking (same row, same slot check under the vendor's lock, same consent), all in one
 * transaction with the series that links them, so a visit taken since the preview refuses the
 * whole request (409 naming it) and nothing is half-booked. Once per Idempotency-Key.
 */
export async function bookSeries(
  ctx: BookingsContext,
  input: { userId: number; body: SeriesBody; idempotencyKey?: string },
) {
  const { bookings, moves } = ctx;
  const { userId, body } = input;
  return ctx.idempotency.once(userId, input.idempotencyKey, { series: body }, async (keep) => {
    const service = await ownServiceOf(ctx, userId, body.service_id);
    const staffId = await memberFor(ctx, userId, body.staff_id, service);
    const slots = seriesSlots(body.visits, service, staffId);
    const now = ctx.clock.now();
    return ctx.transact(async (trx) => {
      await lockVendor(trx, userId);
      await checkSlots(trx, bookings, userId, slots, { now, bookedBy: 'vendor' });
      const seriesId = await bookings.insertSeries(trx, {
        user_id: userId,
        every_weeks: body.every_weeks,
        created_at: now.toISOString(),
      });
      const ids = await moves.create(
        trx,
        userId,
        slots.map((slot) =>
          vendorMadeRow(
            userId,
            service,
            body,
            { ...slot, staffId, seriesId, reference: newReference() },
            now,
          ),
        ),
      );
      await moves.consent(trx, ids, { source: 'walk_in_form', given: true });
      const answer = {
        success: true as const,
        message: SERIES_MESSAGES.booked(ids.length),
        series_id: seriesId,
        bookings: await presentByIds(trx, bookings, userId, ids),
      };
      await keep(trx, answer, 201);
      return answer;
    });
  });
}
