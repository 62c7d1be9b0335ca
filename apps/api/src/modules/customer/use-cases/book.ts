import { type CustomerBookingBody, fromLagos, staffChoice } from '@app/shared';
import { unprocessable } from '../../../lib/errors.ts';
import type { CustomerContext } from '../context.ts';
import { holdVisits } from '../hold-visits.ts';
import { openShop } from '../open-shop.ts';

/** Books one or more services under one multiple_id; the slot checks and the insert share one locked transaction. */
export async function book(
  ctx: CustomerContext,
  input: { customerId: number; body: CustomerBookingBody; ip: string },
) {
  const { customers, staff } = ctx;
  const { customerId, body, ip } = input;
  const vendor = await openShop(ctx, body.vendor_id);
  const [services, team] = await Promise.all([
    customers.services(vendor.id, [...new Set(body.items.map((i) => i.service_id))]),
    staff.team(vendor.id),
  ]);
  const slots = body.items.map((item) => {
    const service = services.find((s) => s.id === item.service_id);
    if (!service)
      throw unprocessable('Choose services of this shop', { items: 'Choose services of this shop' });
    const start = fromLagos(item.date, item.time);
    if (Number.isNaN(start.getTime()))
      throw unprocessable('Choose a real date', { items: 'Choose a real date' });
    const choice = staffChoice(team, service, item.staff_id);
    if ('problem' in choice) throw unprocessable(choice.problem, { items: choice.problem });
    return {
      service,
      start,
      end: new Date(start.getTime() + service.duration_minutes * 60_000),
      staff: choice.staff,
    };
  });
  const { vendor_id: _, items: __, ...details } = body;
  return holdVisits(ctx, { customerId, vendor, slots, details, ip });
}
