import { depositDue, koboToNaira } from '@app/shared';
import { notFound } from '../../../lib/errors.ts';
import type { CustomerContext } from '../context.ts';

/** The shop a customer books from: the business, its services, offers, team and hours. */
export async function shop(ctx: CustomerContext, input: { profileLink: string }) {
  const { customers, schedule, staff } = ctx;
  const vendor = await customers.vendorByLink(input.profileLink);
  if (!vendor) throw notFound('Shop not found');
  const [services, offers, hours, breaks, team] = await Promise.all([
    customers.services(vendor.id),
    ctx.offers(vendor.id),
    schedule.hours(vendor.id),
    schedule.breaks(vendor.id),
    staff.team(vendor.id),
  ]);
  return {
    success: true as const,
    business: {
      ...vendor,
      home_service: vendor.home_service === 1,
      my_place: vendor.my_place === 1,
      home_service_fee: koboToNaira(vendor.home_service_fee),
    },
    services: services.map((s) => ({
      ...s,
      price: koboToNaira(s.price),
      // What booking it asks up front, in NGN.
      deposit_value: s.deposit_type === 'fixed' ? koboToNaira(s.deposit_value) : s.deposit_value,
      deposit: koboToNaira(depositDue(s.price, s)),
      virtual_appointment: s.virtual_appointment === 1,
      home_service: s.home_service === 1,
    })),
    ...offers,
    staff: team
      .filter((m) => m.active)
      .map((m) => ({ id: m.id, name: m.name, photo: m.photo_path, service_ids: m.service_ids })),
    hours: hours.map((h) => ({ ...h, breaks: breaks.filter((b) => b.day === h.day) })),
  };
}
