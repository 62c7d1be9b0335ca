import { realtimeApi } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from './api.ts';

/**
 * GET app-config: what the server is configured with (social sign-in, the vendor apps' store
 * pages, the support chat), asked once per page load. Until it answers, or if it fails, nothing
 * that depends on it is offered.
 */
export function useAppConfig() {
  return useQuery({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => call(realtimeApi.appConfig, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
