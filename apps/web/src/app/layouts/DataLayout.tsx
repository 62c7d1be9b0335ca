import { onlineManager, type Query, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { UpdateNotice } from '../../components/UpdateNotice.tsx';
import { bookingKeys } from '../../features/bookings/api/bookings.ts';
import { notificationKeys } from '../../features/notifications/api/notifications.ts';
import { settingsKeys } from '../../features/settings/api/settings.ts';
import { registerServiceWorker } from '../../lib/appUpdate.ts';
import { persistQueries } from '../../lib/queryPersistence.ts';
import { useSession } from '../../lib/session.ts';

const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * Loaders fail silently (SPEC §7), so no automatic retries that would delay the silence. A
 * mutation runs even offline (networkMode 'always'): it fails at once with SPEC §8's 'No internet
 * connection' instead of pausing and being replayed unseen when the network returns; the actions
 * that may wait for the network are queued visibly (features/offline).
 */
// The query library assumes it starts online; a page opened offline (from the service worker)
// waits for the network instead of failing every loader at once.
onlineManager.setOnline(navigator.onLine);
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false, networkMode: 'always' },
  },
});

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
// Kept in memory as long as their saved copy lives, so an unvisited range is not dropped from it.
queryClient.setQueryDefaults(bookingKeys.all, { gcTime: WEEK_MS });
queryClient.setQueryDefaults(bookingKeys.list('all', null).slice(0, 2), { gcTime: 5 * 60_000 });

let persisting: { userId: number; stop: () => void } | null = null;
/**
 * The signed-in vendor's saved copy goes into the cache before any page asks for it (during the
 * first render, when nothing observes the cache yet), and answers are saved from then on.
 */
function usePersistedQueries(userId: number | null) {
  if (userId != null && persisting?.userId !== userId) {
    persisting?.stop();
    persisting = { userId, stop: persistQueries(queryClient, userId, readableOffline) };
  }
}

/**
 * The query cache of every page but sign-in, loaded with the first of them: the sign-in page is
 * the first screen on a cheap phone and draws without the query library (issue 14). The service
 * worker is registered from here too, for the same reason.
 */
export function Component() {
  usePersistedQueries(useSession().user.userId);
  useEffect(registerServiceWorker, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <UpdateNotice />
    </QueryClientProvider>
  );
}
