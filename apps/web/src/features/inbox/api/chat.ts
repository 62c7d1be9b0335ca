import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

export type ChatMember = {
  customer_id: number;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  last_message: string | null;
  last_sender: 'vendor' | 'customer' | null;
  last_at: string | null;
  read_status: 'unread' | 'read';
};
export type ChatMessage = {
  id: number;
  sender: 'vendor' | 'customer';
  message: string;
  read_at: string | null;
  created_at: string;
};

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
      const answer = await api<{ data?: ChatMember[] }>('getchatmembers', { signal });
      return [...(answer.data ?? [])].sort((a, b) => (b.last_at ?? '').localeCompare(a.last_at ?? ''));
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
      const answer = await api<{ data?: ChatMessage[] }>(`chats/${customerId}`, { signal });
      void client.invalidateQueries({ queryKey: chatKeys.members });
      return [...(answer.data ?? [])].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
    },
  });
}

export function useSendMessage(customerId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api<{ success: boolean; id?: number }>(`chats/${customerId}`, { method: 'POST', body: { message } }),
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
