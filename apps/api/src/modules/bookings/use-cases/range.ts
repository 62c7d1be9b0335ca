import { randomBytes } from 'node:crypto';
import {
  addDays,
  BOOKINGS_RANGE_MAX_DAYS,
  BOOKINGS_RANGE_MESSAGES,
  daysBetween,
  fromLagos,
} from '@app/shared';
import { unprocessable } from '../../../lib/errors.ts';
import type { BookingsContext } from '../bookings.context.ts';
import { presentBookings } from '../bookings.presenter.ts';
import { matches } from '../bookings-list-cache.ts';

/**
 * Set apart this process's range tags: another build could present the same version differently,
 * so a tag never outlives the process that made it (a restart costs one full answer per range).
 */
const RANGE_TAG = randomBytes(6).toString('base64url');

/**
 * Our own, for the calendar: the bookings starting on the Lagos days `from` to `to`, both
 * included (real 'YYYY-MM-DD' days, as the route's schema checked), presented as the list of all.
 * Tagged with the vendor's list version like that list: a request naming the tag while the
 * version stands gets a 304, read from that one number, without listing anything.
 */
export async function range(
  ctx: BookingsContext,
  input: { userId: number; from: string; to: string; ifNoneMatch?: string },
) {
  const { userId, from: fromDay, to: toDay } = input;
  if (fromDay > toDay)
    throw unprocessable(BOOKINGS_RANGE_MESSAGES.reversed, { to: BOOKINGS_RANGE_MESSAGES.reversed });
  if (daysBetween(fromDay, toDay) + 1 > BOOKINGS_RANGE_MAX_DAYS)
    throw unprocessable(BOOKINGS_RANGE_MESSAGES.tooLong, { to: BOOKINGS_RANGE_MESSAGES.tooLong });
  // Read before the list (as the list of all does), so a list is never tagged with a newer version than its own.
  const version = await ctx.bookings.listVersion(userId);
  // The vendor in the tag: the URL is the same for every vendor signed in on a browser.
  const etag = `W/"r${userId}-${version}-${fromDay}-${toDay}-${RANGE_TAG}"`;
  if (matches(input.ifNoneMatch, etag)) return { notModified: true as const, etag };
  const from = fromLagos(fromDay, '00:00').toISOString();
  const to = fromLagos(addDays(toDay, 1), '00:00').toISOString();
  const rows = await ctx.bookings.listStartingBetween(userId, { from, to });
  const body = { success: true as const, bookings: await presentBookings(ctx.db, ctx.bookings, rows) };
  return { notModified: false as const, etag, body };
}
