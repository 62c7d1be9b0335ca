import type { Db, Executor } from '../../db/database.ts';
import type { NotificationsTable } from '../../db/schema.ts';

const LIST_LIMIT = 100;

export const notificationsRepository = (db: Db) => ({
  insert: (ex: Executor, row: Omit<NotificationsTable, 'id'>) =>
    ex.insertInto('notifications').values(row).returningAll().executeTakeFirstOrThrow(),
  /** Where the vendor's alert e-mails go, if the vendor keeps them on. */
  recipient: (ex: Executor, userId: number) =>
    ex
      .selectFrom('users')
      .select(['email', 'email_notification'])
      .where('id', '=', userId)
      .executeTakeFirst(),
  /** Newest first. */
  listForVendor: (userId: number) =>
    db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LIST_LIMIT)
      .execute(),
  markRead: async (id: number, userId: number) => {
    const result = await db
      .updateTable('notifications')
      .set({ status: 'read' })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
});
