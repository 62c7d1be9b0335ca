import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';

/** Loaders fail silently (SPEC §7), so no automatic retries that would delay the silence. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});

/**
 * The query cache of every page but sign-in, loaded with the first of them: the sign-in page is
 * the first screen on a cheap phone and draws without the query library (issue 14).
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
