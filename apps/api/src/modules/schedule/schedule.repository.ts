import type { Db } from '../../db/database.ts';

/** Queries for business hours, breaks and days off. */
export const scheduleRepository = (db: Db) => ({
  hours: (userId: number) =>
    db
      .selectFrom('business_hours')
      .select(['day', 'open_time', 'close_time'])
      .where('user_id', '=', userId)
      .orderBy('day')
      .execute(),
  breaks: (userId: number) =>
    db
      .selectFrom('business_breaks')
      .select(['id', 'day', 'start_time', 'end_time'])
      .where('user_id', '=', userId)
      .orderBy('day')
      .orderBy('start_time')
      .execute(),
  daysOff: (userId: number, fromDate?: string) => {
    let query = db.selectFrom('days_off').select(['id', 'date', 'reason']).where('user_id', '=', userId);
    if (fromDate) query = query.where('date', '>=', fromDate);
    return query.orderBy('date').execute();
  },
  /** Opening hours for a vendor that has none yet. */
  insertHoursIfNone: (userId: number, hours: { day: number; open_time: string; close_time: string }[]) =>
    db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('business_hours')
        .select('id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!existing)
        await trx
          .insertInto('business_hours')
          .values(hours.map((h) => ({ ...h, user_id: userId })))
          .execute();
    }),
});

export type ScheduleRepository = ReturnType<typeof scheduleRepository>;
