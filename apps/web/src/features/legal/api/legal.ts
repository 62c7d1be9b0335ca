import { type LegalPageName, legalApi } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET legal/:page: the terms or the privacy policy, the operator's own text once published. */
export function useLegalPage(page: LegalPageName) {
  return useQuery({
    queryKey: ['legal', page],
    staleTime: 60 * 60_000,
    queryFn: ({ signal }) => call(legalApi.page, { params: { page } }, { signal }),
  });
}
