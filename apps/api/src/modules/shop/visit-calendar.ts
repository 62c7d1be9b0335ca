import ical, { ICalCalendarMethod } from 'ical-generator';
import type { ShopVisitsService } from './shop-visits.service.ts';

type Opened = NonNullable<Awaited<ReturnType<ShopVisitsService['open']>>>;

const GONE = new Set(['cancelled', 'rejected', 'expired', 'no show']);

/**
 * The visit as an iCalendar file (ical-generator), for 'Add to calendar': one event per booking
 * still happening, in UTC instants, with the shop's address and the booking page's address.
 */
export function visitCalendar(opened: Opened, pageUrl: string, host: string): string {
  const { vendor, visit, bookings } = opened;
  const shop = vendor.business_name || 'The shop';
  const calendar = ical({ name: shop, prodId: { company: host, product: 'bookings' } });
  calendar.method(ICalCalendarMethod.PUBLISH);
  for (const row of visit) {
    const b = bookings.find((p) => p.id === row.id);
    if (!b || GONE.has(row.status)) continue;
    calendar.createEvent({
      id: `booking-${b.id}@${host}`,
      start: new Date(b.starts_at),
      end: new Date(b.ends_at),
      summary: `${b.service_name} at ${shop}`,
      location:
        b.service_location === "At Client's Location" ? b.service_address : (vendor.business_address ?? null),
      description: `Ref ${b.reference}. Your booking: ${pageUrl}`,
      url: pageUrl,
    });
  }
  return calendar.toString();
}
