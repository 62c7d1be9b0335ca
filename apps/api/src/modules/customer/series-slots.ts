import { SERIES_MESSAGES, type SeriesVisit, staffChoice } from '@app/shared';
import { forbidden, unprocessable } from '../../lib/errors.ts';
import type { CustomerContext } from './context.ts';
import type { VisitSlot } from './hold-visits.ts';
import type { Vendor } from './open-shop.ts';

/**
 * The visits of a client's series (issue 36) with the shop openShop found, as bookings to make: the
 * shop taking repeat visits online (else 403, in words), the service one of its own (else 422), the
 * team member asked for (or anyone available who performs it) as a single booking has, a slot per
 * visit.
 */
export async function clientSeries(
  ctx: CustomerContext,
  vendor: Vendor,
  request: { serviceId: number; staffId: number | null | undefined; visits: SeriesVisit[] },
) {
  if (!vendor.clients_book_series) throw forbidden(SERIES_MESSAGES.notOnline);
  const [[service], team] = await Promise.all([
    ctx.customers.services(vendor.id, [request.serviceId]),
    ctx.staff.team(vendor.id),
  ]);
  if (!service)
    throw unprocessable('Choose a service of this shop', { service_id: 'Choose a service of this shop' });
  const choice = staffChoice(team, service, request.staffId ?? undefined);
  if ('problem' in choice) throw unprocessable(choice.problem, { staff_id: choice.problem });
  const slots: VisitSlot[] = ctx.bookings
    .seriesSlots(request.visits, service, choice.staff)
    .map(({ start, end }) => ({ service, start, end, staff: choice.staff }));
  return { vendor, service, slots };
}
