import type { Clock } from '../../adapters/clock.ts';
import type { Transact } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import type { IdempotencyService, Keep } from '../idempotency/index.ts';
import type { OutboxWriter } from '../outbox/index.ts';
import type { PushNotices } from '../push/index.ts';
import type { ChatRepository } from './chat.repository.ts';

/** The inbox: conversations between a vendor and its customers, delivered live to the vendor. */
export function chatService(deps: {
  transact: Transact;
  /** A message queued offline and sent again with its Idempotency-Key is kept once. */
  idempotency: IdempotencyService;
  chat: ChatRepository;
  outbox: OutboxWriter;
  /** A client's message is pushed to the vendor's devices (issue 34). */
  push: PushNotices;
  clock: Clock;
}) {
  const { transact, idempotency, chat, outbox, push, clock } = deps;
  const nowIso = () => clock.now().toISOString();

  /** The message and its live delivery to the vendor are written together. */
  async function send(
    userId: number,
    customerId: number,
    sender: 'vendor' | 'customer',
    message: string,
    keep?: Keep,
  ) {
    const row = await transact(async (trx) => {
      const saved = await chat.insert(trx, {
        user_id: userId,
        customer_id: customerId,
        sender,
        message,
        created_at: nowIso(),
      });
      await outbox.record(trx, [
        {
          topic: 'realtime',
          payload: { userId, event: 'chat.message', data: { customer_id: customerId, ...saved } },
        },
      ]);
      if (sender === 'customer') {
        const name = await chat.customerName(trx, customerId);
        await push.notify(trx, userId, {
          kind: 'message',
          title: name ? `Message from ${name}` : 'New message',
          customerId,
          text: message,
        });
      }
      await keep?.(trx, { success: true, message: saved }, 201);
      return saved;
    });
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
    /** A vendor may write to customers who booked it or wrote to it. */
    async vendorSend(userId: number, customerId: number, message: string, idempotencyKey?: string) {
      const request = { customer_id: customerId, message };
      return idempotency.once(userId, idempotencyKey, request, async (keep) => {
        const known =
          (await chat.hasBooked(userId, customerId)) || (await chat.hasMessages(userId, customerId));
        if (!known) throw notFound('Conversation not found');
        return send(userId, customerId, 'vendor', message, keep);
      });
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
