import { type ClientNotesBody, clientsApi } from '@app/shared';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alert } from '../lib/alert.ts';
import { call, reportError } from '../lib/api.ts';
import { useSession } from '../lib/session.ts';

/** Issue 36: the vendor's client book, per signed-in vendor. */
export const clientKeys = {
  all: ['clients'] as const,
  list: (userId: number | null, search: string, page: number) =>
    ['clients', 'list', userId, search, page] as const,
  one: (userId: number | null, key: string | null) => ['clients', 'one', userId, key] as const,
};

/** A page of clients matching `search`; the page shown stays while the next loads (typing in the search box). */
export function useClients(search: string, page: number) {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: clientKeys.list(userId, search, page),
    enabled: userId != null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await call(clientsApi.list, { query: { search: search || undefined, page } }, { signal })).data,
  });
}

/** One client by any of their keys ('booking:<id>' too), with their history and the shop's notes. */
export function useClient(key: string | null) {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: clientKeys.one(userId, key),
    queryFn:
      key == null || userId == null
        ? skipToken
        : async ({ signal }) => (await call(clientsApi.show, { params: { key } }, { signal })).data,
  });
}

/** Saves the shop's private notes and tags about a client; the book's tags follow. */
export function useSaveClientNotes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: ClientNotesBody }) =>
      call(clientsApi.saveNotes, { params: { key }, body }),
    onSuccess: (answer) => alert('positive', answer.message),
    onError: (error) => reportError(error),
    onSettled: () => client.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
