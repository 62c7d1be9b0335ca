import type { Db, Executor } from '../../db/database.ts';
import type { PushSubscriptionsTable } from '../../db/schema.ts';

/** Queries for the vendors' push subscriptions. */
export const pushRepository = (db: Db) => ({
  /** A device's subscription is the newest vendor's that saved it: one browser, one vendor signed in. */
  save: (row: Omit<PushSubscriptionsTable, 'id'>) =>
    db
      .insertInto('push_subscriptions')
      .values(row)
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({
          user_id: row.user_id,
          p256dh: row.p256dh,
          auth: row.auth,
          created_at: row.created_at,
        }),
      )
      .execute(),
  remove: (userId: number, endpoint: string) =>
    db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where('endpoint', '=', endpoint)
      .execute(),
  /** The devices to push to: none while the vendor keeps SPEC's push_notification off. */
  devicesToNotify: (ex: Executor, userId: number) =>
    ex
      .selectFrom('push_subscriptions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select('s.id')
      .where('s.user_id', '=', userId)
      .where('u.push_notification', '=', 1)
      .orderBy('s.id')
      .execute(),
  find: (id: number, userId: number) =>
    db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'p256dh', 'auth'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  forget: (id: number) => db.deleteFrom('push_subscriptions').where('id', '=', id).execute(),
});

export type PushRepository = ReturnType<typeof pushRepository>;
