import type { Db } from '../../db/database.ts';
import type { NotificationsTable } from '../../db/schema.ts';

const LIST_LIMIT = 100;

export const notificationsRepository = (db: Db) => ({
  insert: (row: Omit<NotificationsTable, 'id'>) =>
    db.insertInto('notifications').values(row).returningAll().executeTakeFirstOrThrow(),
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
