import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';

/** Queries for vendor–customer conversations. */
export const chatRepository = (db: Db) => ({
  /** One row per customer the vendor talks with: the latest message and whether any customer message is unread. */
  members: (userId: number) =>
    db
      .selectFrom('chat_messages as m')
      .innerJoin('customers as c', 'c.id', 'm.customer_id')
      .select([
        'm.customer_id',
        'c.first_name',
        'c.last_name',
        'c.profile_image',
        (eb) => eb.fn.max('m.id').as('last_id'),
        (eb) =>
          eb.fn
            .sum<number>(sql<number>`case when m.sender = 'customer' and m.read_at is null then 1 else 0 end`)
            .as('unread'),
      ])
      .where('m.user_id', '=', userId)
      .groupBy(['m.customer_id', 'c.first_name', 'c.last_name', 'c.profile_image'])
      .orderBy('last_id', 'desc')
      .execute(),
  messagesByIds: (ids: number[]) =>
    ids.length
      ? db
          .selectFrom('chat_messages')
          .select(['id', 'message', 'sender', 'created_at'])
          .where('id', 'in', ids)
          .execute()
      : Promise.resolve([]),
  /** The client's first name, as a push about their message shows it. */
  customerName: async (ex: Executor, customerId: number) =>
    (await ex.selectFrom('customers').select('first_name').where('id', '=', customerId).executeTakeFirst())
      ?.first_name ?? null,
  conversation: (userId: number, customerId: number) =>
    db
      .selectFrom('chat_messages')
      .select(['id', 'sender', 'message', 'read_at', 'created_at'])
      .where('user_id', '=', userId)
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .limit(500)
      .execute(),
  markRead: (userId: number, customerId: number, reader: 'vendor' | 'customer', now: string) =>
    db
      .updateTable('chat_messages')
      .set({ read_at: now })
      .where('user_id', '=', userId)
      .where('customer_id', '=', customerId)
      .where('sender', '!=', reader)
      .where('read_at', 'is', null)
      .execute(),
  insert: (
    ex: Executor,
    row: {
      user_id: number;
      customer_id: number;
      sender: 'vendor' | 'customer';
      message: string;
      created_at: string;
    },
  ) =>
    ex
      .insertInto('chat_messages')
      .values(row)
      .returning(['id', 'sender', 'message', 'read_at', 'created_at'])
      .executeTakeFirstOrThrow(),
  /** Whether the customer has booked the vendor. */
  hasBooked: async (userId: number, customerId: number) =>
    Boolean(
      await db
        .selectFrom('bookings')
        .select('id')
        .where('user_id', '=', userId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst(),
    ),
  /** Whether the vendor and the customer have a conversation. */
  hasMessages: async (userId: number, customerId: number) =>
    Boolean(
      await db
        .selectFrom('chat_messages')
        .select('id')
        .where('user_id', '=', userId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst(),
    ),
  vendorExists: async (userId: number) =>
    Boolean(
      await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .where('register_status', '=', 1)
        .executeTakeFirst(),
    ),
});

export type ChatRepository = ReturnType<typeof chatRepository>;
