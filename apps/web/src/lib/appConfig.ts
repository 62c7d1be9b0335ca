import { useQuery } from '@tanstack/react-query';

/**
 * GET app-config: what the server is configured with (social sign-in, the vendor apps' store
 * pages, the support chat), asked once per page load. Until it answers, or if it fails, nothing
 * that depends on it is offered.
 */
export function useAppConfig() {
  return useQuery({
    queryKey: ['app-config'],
    // The endpoint (with its zod schema) loads with the call, off the first download (deferredCalls.ts).
    queryFn: async ({ signal }) => (await import('./deferredCalls.ts')).requestAppConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
