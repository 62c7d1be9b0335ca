import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { UpdateNotice } from '../../components/UpdateNotice.tsx';
import { registerServiceWorker } from '../../lib/appUpdate.ts';

// The query library assumes it starts online; a page opened offline (from the service worker)
// waits for the network instead of failing every loader at once.
onlineManager.setOnline(navigator.onLine);
/**
 * Loaders fail silently (SPEC §7), so no automatic retries that would delay the silence. A
 * mutation runs even offline (networkMode 'always'): it fails at once with SPEC §8's 'No internet
 * connection' instead of pausing and being replayed unseen when the network returns; the actions
 * that may wait for the network are queued visibly (features/offline).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false, networkMode: 'always' },
  },
});

/**
 * The query cache of every page but sign-in, loaded with the first of them: the sign-in page is
 * the first screen on a cheap phone and draws without the query library (issue 14). The service
 * worker is registered from here too, for the same reason (issue 16).
 */
export function Component() {
  useEffect(registerServiceWorker, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <UpdateNotice />
    </QueryClientProvider>
  );
}
