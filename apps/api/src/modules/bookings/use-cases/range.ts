import { randomBytes } from 'node:crypto';
import {
  addDays,
  BOOKINGS_RANGE_MAX_DAYS,
  BOOKINGS_RANGE_MESSAGES,
  daysBetween,
  fromLagos,
  lagosDay,
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

type RangeInput = { userId: number; from: string; to: string; ifNoneMatch?: string };

/**
 * The checks and tag both range calls share: the Lagos days `from` to `to`, both included (real
 * 'YYYY-MM-DD' days, as the route's schema checked), as UTC instants from 00:00 of the first to
 * 00:00 after the last; tagged with the vendor's list version and what is answered (`kind`), so a
 * request naming the tag while the version stands gets a 304, read from that one number.
 */
async function checkedRange(ctx: BookingsContext, input: RangeInput, kind: 'r' | 'd') {
  const { userId, from: fromDay, to: toDay } = input;
  if (fromDay > toDay)
    throw unprocessable(BOOKINGS_RANGE_MESSAGES.reversed, { to: BOOKINGS_RANGE_MESSAGES.reversed });
  if (daysBetween(fromDay, toDay) + 1 > BOOKINGS_RANGE_MAX_DAYS)
    throw unprocessable(BOOKINGS_RANGE_MESSAGES.tooLong, { to: BOOKINGS_RANGE_MESSAGES.tooLong });
  // Read before the list (as the list of all does), so a list is never tagged with a newer version than its own.
  const version = await ctx.bookings.listVersion(userId);
  // The vendor in the tag: the URL is the same for every vendor signed in on a browser.
  const etag = `W/"${kind}${userId}-${version}-${fromDay}-${toDay}-${RANGE_TAG}"`;
  const instants = {
    from: fromLagos(fromDay, '00:00').toISOString(),
    to: fromLagos(addDays(toDay, 1), '00:00').toISOString(),
  };
  return { etag, notModified: matches(input.ifNoneMatch, etag), instants };
}

/**
 * Our own, for the calendar: the bookings starting on the Lagos days `from` to `to`, both
 * included, presented as the list of all.
 */
export async function range(ctx: BookingsContext, input: RangeInput) {
  const { etag, notModified, instants } = await checkedRange(ctx, input, 'r');
  if (notModified) return { notModified: true as const, etag };
  const rows = await ctx.bookings.listStartingBetween(input.userId, instants);
  const body = { success: true as const, bookings: await presentBookings(ctx.db, ctx.bookings, rows) };
  return { notModified: false as const, etag, body };
}

/**
 * Our own, for the month calendar: the Lagos days of the same range on which a booking the
 * vendor lists starts, a rejected one left out: a few dozen dates where the range's list would
 * be a busy month's thousands of bookings.
 */
export async function busyDays(ctx: BookingsContext, input: RangeInput) {
  const { etag, notModified, instants } = await checkedRange(ctx, input, 'd');
  if (notModified) return { notModified: true as const, etag };
  const starts = await ctx.bookings.startsBetween(input.userId, instants);
  const days = [...new Set(starts.map(lagosDay))];
  return { notModified: false as const, etag, body: { success: true as const, days } };
}
