import {
  addDays,
  type BookingStatus,
  CALENDAR_FEED_MESSAGES,
  FEED_WINDOW,
  feedEventStatus,
  feedEventTitle,
  firstNameOf,
  fromLagos,
  lagosDay,
  TIME_ZONE,
} from '@app/shared';
import ical, { ICalEventStatus } from 'ical-generator';
import { sha256 } from '../../../lib/crypto.ts';
import { notFound } from '../../../lib/errors.ts';
import type { CalendarFeedContext } from '../context.ts';

const STATUS = {
  CONFIRMED: ICalEventStatus.CONFIRMED,
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CANCELLED: ICalEventStatus.CANCELLED,
} as const;

/**
 * The iCalendar file of a feed link (RFC 5545): a month back and a year ahead of the shop's (or
 * the member's) bookings. Times are written in UTC, which every calendar turns into its device's
 * time, so a phone in Lagos shows the booking's Lagos time; X-WR-TIMEZONE names the zone for
 * calendars that show one. A cancelled or rejected booking stays as STATUS:CANCELLED with the same
 * UID, so a subscribed phone drops it instead of keeping a stale copy.
 */
export async function feedCalendar(ctx: CalendarFeedContext, input: { file: string }) {
  const token = /^([A-Za-z0-9_-]{43})\.ics$/.exec(input.file)?.[1];
  const owner = token ? await ctx.feeds.ownerOf(sha256(token)) : undefined;
  if (!owner) throw notFound(CALENDAR_FEED_MESSAGES.notFound);
  const today = lagosDay(ctx.clock.now());
  const from = fromLagos(addDays(today, -FEED_WINDOW.pastDays), '00:00').toISOString();
  const to = fromLagos(addDays(today, FEED_WINDOW.futureDays), '00:00').toISOString();
  const bookings = await ctx.feeds.bookingsOf(owner.user_id, owner.staff_id, from, to);

  const shop = owner.business_name || owner.full_name;
  const host = new URL(ctx.publicUrl).host;
  const calendar = ical({
    name: owner.staff_name ? `${owner.staff_name} · ${shop}` : shop,
    prodId: { company: host, product: 'bookings', language: 'EN' },
    // Phones refresh a subscription at their own pace; this asks for about every 30 minutes.
    ttl: 30 * 60,
  });
  calendar.x('X-WR-TIMEZONE', TIME_ZONE);
  for (const b of bookings) {
    const status = b.status as BookingStatus;
    calendar.createEvent({
      id: `booking-${b.id}@${host}`,
      start: new Date(b.starts_at),
      end: new Date(b.ends_at),
      stamp: new Date(b.updated_at),
      summary: feedEventTitle(b.service_name, firstNameOf(b.first_name ?? b.client_name)),
      description: `Status: ${status}`,
      status: STATUS[feedEventStatus(status)],
    });
  }
  return calendar.toString();
}
