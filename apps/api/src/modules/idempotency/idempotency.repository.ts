import type { Insertable } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { IdempotencyKeysTable } from '../../db/schema.ts';

/** The first answers of requests sent with an Idempotency-Key, per user. */
export const idempotencyRepository = (db: Db) => ({
  find: (userId: number, key: string) =>
    db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'body'])
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst(),
  /** In the transaction of the change it answers: a twin's insert of the same key fails on the primary key. */
  store: async (ex: Executor, row: Insertable<IdempotencyKeysTable>) => {
    await ex.insertInto('idempotency_keys').values(row).execute();
  },
});

export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;
