import { type NotificationResponse, notificationResponse, notificationsApi } from '@app/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, request } from '../lib/api.ts';
import { useSession } from '../lib/session.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: number | null) => ['notifications', userId] as const,
};

const newestFirst = (a: NotificationResponse, b: NotificationResponse) =>
  new Date(b.created_at).getTime() - new Date(a.created_at).getTime();

/** GET getVendorNotice: the notices, newest first (SPEC §7). Failures are silent. */
export function useNotifications() {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: notificationKeys.list(userId),
    enabled: userId != null,
    queryFn: async ({ signal }) => {
      const answer = await call(notificationsApi.list, {}, { signal });
      return [...answer.bookings].sort(newestFirst);
    },
  });
}

/**
 * A realtime 'notification.created' payload (the alert as the list presents it) put at the head of
 * the cached list, or in its place if already there, instead of reloading the whole list (issue 34:
 * 50 live changes cost 76 KB of reloaded lists). The unread dot follows from the list. A payload
 * that is not an alert, or a list not loaded yet, is left to a reload.
 */
export function patchNotifications(client: QueryClient, userId: number, payload: unknown) {
  const parsed = notificationResponse.safeParse(payload);
  const key = notificationKeys.list(userId);
  const list = client.getQueryData<NotificationResponse[]>(key);
  if (!parsed.success || !list || client.isFetching({ queryKey: key }) > 0) {
    void client.invalidateQueries({ queryKey: notificationKeys.all });
    return;
  }
  const notice = parsed.data;
  const others = list.filter((n) => n.id !== notice.id);
  client.setQueryData<NotificationResponse[]>(key, [notice, ...others].sort(newestFirst));
}

export const hasUnread = (list: readonly NotificationResponse[] | undefined) =>
  (list ?? []).some((n) => n.status === 'unread');

/**
 * GET readVendorNotice/{id}: fires once per notice; the entry leaves the list only on 202 (SPEC §4),
 * and with it its part in the header's unread dot.
 */
export function useDismissNotice() {
  const client = useQueryClient();
  const userId = useSession().user.userId;
  const [fired, setFired] = useState<ReadonlySet<number>>(new Set());
  const dismiss = async (id: number) => {
    if (fired.has(id)) return;
    setFired((prev) => new Set(prev).add(id));
    let status = 0;
    try {
      status = (await request(notificationsApi.read, { params: { id } })).status;
    } catch {
      status = 0;
    }
    if (status === 202) {
      const key = notificationKeys.list(userId);
      // A list asked for before the read was stored would bring the alert back unread (and the
      // unread dot with it): drop that answer, and ask again now that the server has it read.
      const stale = client.isFetching({ queryKey: key }) > 0;
      if (stale) await client.cancelQueries({ queryKey: key });
      client.setQueryData<NotificationResponse[]>(key, (list) => list?.filter((n) => n.id !== id));
      if (stale) void client.invalidateQueries({ queryKey: key });
    }
  };
  return { dismiss, fired };
}
