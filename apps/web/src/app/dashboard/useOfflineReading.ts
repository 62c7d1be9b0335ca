import { daysBetween, lagosDay } from '@app/shared';
import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { use } from 'react';
import { bookingKeys } from '../../api/bookings/bookings.ts';
import { notificationKeys } from '../../api/notifications.ts';
import { settingsKeys } from '../../api/settings.ts';
import { persistQueries } from '../../lib/queryPersistence.ts';
import { useSession } from '../../lib/session.ts';

const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * Issue 16: what stays readable offline after one online visit — today's and the next days'
 * bookings (the lists and the calendar's day and week ranges from today on, not the list of all
 * bookings nor a month's), the alerts and the business hours with days off.
 */
const [BOOKINGS] = bookingKeys.all;
const [NOTIFICATIONS] = notificationKeys.all;
const [SCHEDULE] = settingsKeys.schedule;
const RANGE = bookingKeys.range(null, '', '')[1];
/** The longest calendar range kept: a week view. A month's range (thousands of bookings in a busy
 * salon) would be read back and parsed on every page load, and saved after every change. */
const RANGE_DAYS_KEPT = 7;

/** A calendar range is kept when it is a week or less and not over (today and the days after). */
const rangeKept = ([, , , from, to]: readonly unknown[]) =>
  typeof from === 'string' &&
  typeof to === 'string' &&
  daysBetween(from, to) < RANGE_DAYS_KEPT &&
  to >= lagosDay(Date.now());

export const readableOffline = ({ queryKey }: Query) => {
  const [root, scope] = queryKey;
  if (root === BOOKINGS) return scope === RANGE ? rangeKept(queryKey) : scope !== 'all';
  return (
    root === NOTIFICATIONS ||
    (root === SCHEDULE && (scope === settingsKeys.hours(null)[1] || scope === settingsKeys.daysOff(null)[1]))
  );
};

let persisting: ({ client: QueryClient; userId: number } & ReturnType<typeof persistQueries>) | null = null;

/**
 * Starts reading the vendor's saved copy into the cache, and saving their answers from then on
 * (once per vendor and cache). The dashboard's route loader calls it as the navigation starts,
 * beside the user details, and the dashboard renders once the copy is in.
 */
export function startOfflineReading(client: QueryClient, userId: number) {
  if (persisting?.client === client && persisting.userId === userId) return persisting;
  persisting?.stop();
  // Kept in memory as long as their saved copy lives, so a range not shown since is not dropped from it.
  client.setQueryDefaults(bookingKeys.all, { gcTime: WEEK_MS });
  client.setQueryDefaults(bookingKeys.list('all', null).slice(0, 2), { gcTime: 5 * 60_000 });
  const started = persistQueries(client, userId, readableOffline);
  // React's `use` reads a promise marked fulfilled at once; an unmarked one, even settled, suspends
  // the render for a tick and React starts it over (issue 14).
  void started.restored.then(() =>
    Object.assign(started.restored, { status: 'fulfilled', value: undefined }),
  );
  persisting = { client, userId, ...started };
  return persisting;
}

/**
 * The signed-in vendor's saved copy goes into the cache before the dashboard's pages render: the
 * component calling this is first in the dashboard and suspends until the copy is read (a few
 * milliseconds; never more than a second), unless it already is.
 */
export function useOfflineReading() {
  const client = useQueryClient();
  const userId = useSession().user.userId;
  if (userId == null) return;
  use(startOfflineReading(client, userId).restored);
}
