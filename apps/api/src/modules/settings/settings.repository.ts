import type { Db, Executor } from '../../db/database.ts';

/** Queries behind the settings pages. */
export const settingsRepository = (db: Db) => ({
  /** Removes the week's opening hours and their breaks. */
  deleteHours: async (ex: Executor, userId: number) => {
    await ex.deleteFrom('business_breaks').where('user_id', '=', userId).execute();
    await ex.deleteFrom('business_hours').where('user_id', '=', userId).execute();
  },
  insertHours: async (
    ex: Executor,
    rows: { user_id: number; day: number; open_time: string; close_time: string }[],
  ) => {
    if (rows.length) await ex.insertInto('business_hours').values(rows).execute();
  },
  insertBreaks: async (
    ex: Executor,
    rows: { user_id: number; day: number; start_time: string; end_time: string }[],
  ) => {
    if (rows.length) await ex.insertInto('business_breaks').values(rows).execute();
  },
  insertDayOff: (row: { user_id: number; date: string; reason: string | null }) =>
    db.insertInto('days_off').values(row).returning('id').executeTakeFirstOrThrow(),
  deleteDayOff: async (userId: number, id: number) => {
    const result = await db
      .deleteFrom('days_off')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  },
  insertBoost: (row: { user_id: number; plan: string; status: string; created_at: string }) =>
    db.insertInto('boost_requests').values(row).returning('id').executeTakeFirstOrThrow(),
  boosts: (userId: number) =>
    db
      .selectFrom('boost_requests')
      .select(['id', 'plan', 'status', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute(),
  referred: (code: string) =>
    db
      .selectFrom('users')
      .select(['business_name', 'created_at', 'register_status'])
      .where('referred_by', '=', code)
      .orderBy('created_at', 'desc')
      .execute(),
  deleteOtherTokens: (ex: Executor, userId: number, keepTokenId: number) =>
    ex.deleteFrom('auth_tokens').where('user_id', '=', userId).where('id', '!=', keepTokenId).execute(),
});

export type SettingsRepository = ReturnType<typeof settingsRepository>;
