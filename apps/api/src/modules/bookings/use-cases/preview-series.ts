import type { SeriesPreviewBody } from '@app/shared';
import type { BookingsContext } from '../bookings.context.ts';
import { memberFor } from '../calendar-member.ts';
import { seriesSlots } from '../series-visits.ts';
import { slotContext, slotVerdicts, slotWindow, staffOf } from '../slot-guard.ts';
import { ownServiceOf } from '../vendor-made.ts';

/**
 * Each visit of a series as the slot rules judge it, before anything is saved (issue 36): the
 * calendar read once, without a lock, and each visit checked as the vendor's walk-in would be
 * (bookSeries checks them again under the lock). A free visit holds its time for the later ones.
 */
export async function previewSeries(
  ctx: BookingsContext,
  input: { userId: number; body: SeriesPreviewBody },
) {
  const { userId, body } = input;
  const service = await ownServiceOf(ctx, userId, body.service_id);
  const staffId = await memberFor(ctx, userId, body.staff_id, service);
  const slots = seriesSlots(body.visits, service, staffId);
  const shop = await slotContext(ctx.db, ctx.bookings, userId, slotWindow(slots), {
    now: ctx.clock.now(),
    bookedBy: 'vendor',
    staff: staffOf(slots),
  });
  const verdicts = slotVerdicts(shop, slots);
  return { visits: body.visits.map((visit, i) => ({ ...visit, problem: verdicts[i]?.problem ?? null })) };
}
