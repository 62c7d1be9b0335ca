import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { persistQueries } from '../../lib/queryPersistence.ts';
import { useSession } from '../../lib/session.ts';
import { bookingKeys } from '../bookings/api/bookings.ts';
import { notificationKeys } from '../notifications/api/notifications.ts';
import { settingsKeys } from '../settings/api/settings.ts';

const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * Issue 16: what stays readable offline after one online visit — today's and the next days'
 * bookings (the lists and the calendar's ranges, not the list of all bookings), the alerts and
 * the business hours with days off.
 */
const [BOOKINGS] = bookingKeys.all;
const [NOTIFICATIONS] = notificationKeys.all;
const [SCHEDULE] = settingsKeys.schedule;
const readableOffline = ({ queryKey: [root, scope] }: Query) =>
  (root === BOOKINGS && scope !== 'all') ||
  root === NOTIFICATIONS ||
  (root === SCHEDULE && (scope === settingsKeys.hours(null)[1] || scope === settingsKeys.daysOff(null)[1]));

let persisting: { client: QueryClient; userId: number; stop: () => void } | null = null;

/**
 * The signed-in vendor's saved copy goes into the cache before the dashboard's first query (this
 * runs first, during the first render, when nothing observes those queries yet), and their
 * answers are saved from then on.
 */
export function useOfflineReading() {
  const client = useQueryClient();
  const userId = useSession().user.userId;
  if (userId == null || (persisting?.client === client && persisting.userId === userId)) return;
  persisting?.stop();
  // Kept in memory as long as their saved copy lives, so a range not shown since is not dropped from it.
  client.setQueryDefaults(bookingKeys.all, { gcTime: WEEK_MS });
  client.setQueryDefaults(bookingKeys.list('all', null).slice(0, 2), { gcTime: 5 * 60_000 });
  persisting = { client, userId, stop: persistQueries(client, userId, readableOffline) };
}
