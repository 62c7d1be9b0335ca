import type { SeriesPreviewBody } from '@app/shared';
import { notFound } from '../../../lib/errors.ts';
import type { CustomerContext } from '../context.ts';
import { openShop } from '../open-shop.ts';
import { clientSeries } from '../series-slots.ts';

/**
 * Each visit of the series a client asks for, as POST customer/bookings would judge it now (issue
 * 36): the calendar read once without a lock, a free visit holding its time for the later ones.
 * bookSeries checks them again under the lock.
 */
export async function previewSeries(
  ctx: CustomerContext,
  input: { profileLink: string; body: SeriesPreviewBody },
) {
  const { body } = input;
  const shop = await ctx.customers.vendorByLink(input.profileLink);
  if (!shop) throw notFound('Shop not found');
  const { vendor, service, slots } = await clientSeries(ctx, await openShop(ctx, shop.id), {
    serviceId: body.service_id,
    staffId: body.staff_id,
    visits: body.visits,
  });
  const problems = await ctx.bookings.verdicts(
    ctx.db,
    vendor.id,
    slots.map((slot) => ({ label: service.name, start: slot.start, end: slot.end, staff: slot.staff })),
    { now: ctx.clock.now(), bookedBy: 'customer' },
  );
  return { visits: body.visits.map((visit, i) => ({ ...visit, problem: problems[i] ?? null })) };
}
