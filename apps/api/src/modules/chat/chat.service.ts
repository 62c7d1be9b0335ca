import type { Clock } from '../../adapters/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { EventBus } from '../realtime/events.ts';
import type { ChatRepository } from './chat.repository.ts';

/** The inbox: conversations between a vendor and its customers, delivered live to the vendor. */
export function chatService(deps: { chat: ChatRepository; events: EventBus; clock: Clock }) {
  const { chat, events, clock } = deps;
  const nowIso = () => clock.now().toISOString();

  async function send(userId: number, customerId: number, sender: 'vendor' | 'customer', message: string) {
    const row = await chat.insert({
      user_id: userId,
      customer_id: customerId,
      sender,
      message,
      created_at: nowIso(),
    });
    events.publish(userId, 'chat.message', { customer_id: customerId, ...row });
    return { success: true as const, message: row };
  }

  return {
    async members(userId: number) {
      const rows = await chat.members(userId);
      const last = await chat.messagesByIds(rows.map((r) => Number(r.last_id)));
      return {
        success: true as const,
        data: rows.map((r) => {
          const latest = last.find((m) => m.id === Number(r.last_id));
          return {
            customer_id: r.customer_id,
            first_name: r.first_name,
            last_name: r.last_name,
            profile_image: r.profile_image,
            last_message: latest?.message ?? '',
            last_sender: latest?.sender ?? 'customer',
            last_at: latest?.created_at ?? '',
            read_status: Number(r.unread) > 0 ? 'unread' : 'read',
          };
        }),
      };
    },
    /** Opening a conversation marks the customer's messages read. */
    async conversation(userId: number, customerId: number) {
      await chat.markRead(userId, customerId, 'vendor', nowIso());
      return { success: true as const, data: await chat.conversation(userId, customerId) };
    },
    async vendorSend(userId: number, customerId: number, message: string) {
      if (!(await chat.knows(userId, customerId))) throw notFound('Conversation not found');
      return send(userId, customerId, 'vendor', message);
    },
    async customerSend(customerId: number, vendorId: number, message: string) {
      if (!(await chat.vendorExists(vendorId))) throw notFound('Shop not found');
      return send(vendorId, customerId, 'customer', message);
    },
    async customerConversation(customerId: number, vendorId: number) {
      await chat.markRead(vendorId, customerId, 'customer', nowIso());
      return { success: true as const, data: await chat.conversation(vendorId, customerId) };
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
