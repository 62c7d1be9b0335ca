import type { BusinessHoursBody } from '@app/shared';
import type { Db } from '../../db/database.ts';

/** Queries behind the settings pages. */
export const settingsRepository = (db: Db) => ({
  /** Replaces the week's opening hours and breaks in one go. */
  replaceHours: (userId: number, days: BusinessHoursBody['days']) =>
    db.transaction().execute(async (trx) => {
      await trx.deleteFrom('business_breaks').where('user_id', '=', userId).execute();
      await trx.deleteFrom('business_hours').where('user_id', '=', userId).execute();
      if (days.length) {
        await trx
          .insertInto('business_hours')
          .values(
            days.map((d) => ({
              user_id: userId,
              day: d.day,
              open_time: d.open_time,
              close_time: d.close_time,
            })),
          )
          .execute();
      }
      const breaks = days.flatMap((d) => d.breaks.map((b) => ({ user_id: userId, day: d.day, ...b })));
      if (breaks.length) await trx.insertInto('business_breaks').values(breaks).execute();
    }),
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
  deleteOtherTokens: (userId: number, keepTokenId: number) =>
    db.deleteFrom('auth_tokens').where('user_id', '=', userId).where('id', '!=', keepTokenId).execute(),
});

export type SettingsRepository = ReturnType<typeof settingsRepository>;
