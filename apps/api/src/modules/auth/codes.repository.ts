import type { Db, Executor } from '../../db/database.ts';
import type { VerificationCodesTable } from '../../db/schema.ts';

type Channel = VerificationCodesTable['channel'];

/** Queries for one-time verification codes. */
export const codesRepository = (db: Db) => ({
  /** Marks every unused code for the target used. */
  useAllCodes: (ex: Executor, channel: Channel, target: string, now: string) =>
    ex
      .updateTable('verification_codes')
      .set({ used_at: now })
      .where('channel', '=', channel)
      .where('target', '=', target)
      .where('used_at', 'is', null)
      .execute(),
  insertCode: (
    ex: Executor,
    code: {
      channel: Channel;
      target: string;
      user_id: number | null;
      code_hash: string;
      expires_at: string;
      created_at: string;
    },
  ) => ex.insertInto('verification_codes').values(code).execute(),
  latestLiveCode: (channel: Channel, target: string, now: string) =>
    db
      .selectFrom('verification_codes')
      .selectAll()
      .where('channel', '=', channel)
      .where('target', '=', target)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
  /** Single use: only one caller can mark a code used. */
  useCode: async (id: number, now: string) => {
    const result = await db
      .updateTable('verification_codes')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
});

export type CodesRepository = ReturnType<typeof codesRepository>;
