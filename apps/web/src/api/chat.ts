import { type ChatMember, chatApi, MSG } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alert } from '../lib/alert.ts';
import { call } from '../lib/api.ts';
import { offlineQueue } from '../lib/offlineQueue.ts';
import { useSession } from '../lib/session.ts';

export const chatKeys = {
  all: ['chat'] as const,
  members: ['chat', 'members'] as const,
  thread: (customerId: number) => ['chat', 'thread', customerId] as const,
};

/** GET getchatmembers: the conversations, newest first. */
export function useChatMembers(enabled = true) {
  const hasUser = useSession().user.userId != null;
  return useQuery({
    queryKey: chatKeys.members,
    enabled: enabled && hasUser,
    refetchInterval: 60_000,
    queryFn: async ({ signal }) => {
      const answer = await call(chatApi.members, {}, { signal });
      return [...answer.data].sort((a, b) => b.last_at.localeCompare(a.last_at));
    },
  });
}

/** SPEC §3: the unread-message flag is true if any chat member is unread. */
export const hasUnreadChats = (members: ChatMember[] | undefined) =>
  (members ?? []).some((m) => m.read_status === 'unread');

/** GET chats/{customerId}: the thread in order; reading it marks the customer's messages read. */
export function useThread(customerId: number | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: chatKeys.thread(customerId ?? 0),
    enabled: customerId != null,
    queryFn: async ({ signal }) => {
      const answer = await call(chatApi.thread, { params: { customerId } }, { signal });
      void client.invalidateQueries({ queryKey: chatKeys.members });
      return [...answer.data].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
    },
  });
}

/** How a queued message reads in the header's list. */
const PREVIEW_LENGTH = 40;
const messageLabel = (message: string) =>
  `Message · “${message.length > PREVIEW_LENGTH ? `${message.slice(0, PREVIEW_LENGTH)}…` : message}”`;

/** Sends a message; while the browser is offline it is queued and sent once back online (issue 16). */
export function useSendMessage(customerId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) => {
      if (!navigator.onLine && customerId != null) {
        offlineQueue.add({ kind: 'chat', customerId, message }, messageLabel(message));
        alert('positive', MSG.actionQueued);
        return;
      }
      await call(chatApi.send, { params: { customerId }, body: { message } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
