import { type DisputeBody, disputesApi } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { getToken, useSession } from '../../../lib/session.ts';

export const disputeKeys = { list: (userId: number | null) => ['disputes', userId] as const };

/** GET disputes: the vendor's disputes, newest as the server orders them. */
export function useDisputes() {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: disputeKeys.list(userId),
    enabled: userId != null,
    queryFn: async ({ signal }) => (await call(disputesApi.list, {}, { signal })).data,
  });
}

/** POST addingdisputevendor/{reference}/user → {success, message}; failures carry {error, message}. */
export function useRaiseDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reference, body }: { reference: string; body: DisputeBody }) =>
      call(disputesApi.raise, { params: { reference }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['disputes'] }),
  });
}

/** GET attachments/{name}: a dispute's attachment is private (bearer auth), so it comes as a blob. */
export async function fetchAttachment(name: string): Promise<Blob> {
  const token = getToken();
  const response = await fetch(`/api/attachments/${encodeURIComponent(name)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(String(response.status));
  return response.blob();
}
