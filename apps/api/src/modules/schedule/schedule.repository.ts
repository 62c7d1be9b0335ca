import type { Db, Executor } from '../../db/database.ts';

/** The week's opening hours, one row per open day. */
export const hoursOf = (ex: Executor, userId: number) =>
  ex
    .selectFrom('business_hours')
    .select(['day', 'open_time', 'close_time'])
    .where('user_id', '=', userId)
    .orderBy('day')
    .execute();

export const breaksOf = (ex: Executor, userId: number) =>
  ex
    .selectFrom('business_breaks')
    .select(['id', 'day', 'start_time', 'end_time'])
    .where('user_id', '=', userId)
    .orderBy('day')
    .orderBy('start_time')
    .execute();

/** Days off between two Lagos days (YYYY-MM-DD, inclusive); either end may be open. */
export const daysOffOf = (ex: Executor, userId: number, range: { from?: string; to?: string } = {}) => {
  let query = ex.selectFrom('days_off').select(['id', 'date', 'reason']).where('user_id', '=', userId);
  if (range.from) query = query.where('date', '>=', range.from);
  if (range.to) query = query.where('date', '<=', range.to);
  return query.orderBy('date').execute();
};

/**
 * Queries for business hours, breaks and days off. The booking slot checks read the same
 * queries (hoursOf, breaksOf, daysOffOf) inside their own transaction.
 */
export const scheduleRepository = (db: Db) => ({
  hours: (userId: number) => hoursOf(db, userId),
  breaks: (userId: number) => breaksOf(db, userId),
  daysOff: (userId: number, fromDay?: string) => daysOffOf(db, userId, { from: fromDay }),
  hasHours: async (ex: Executor, userId: number) =>
    Boolean(
      await ex.selectFrom('business_hours').select('id').where('user_id', '=', userId).executeTakeFirst(),
    ),
  insertHours: (
    ex: Executor,
    userId: number,
    hours: { day: number; open_time: string; close_time: string }[],
  ) =>
    ex
      .insertInto('business_hours')
      .values(hours.map((h) => ({ ...h, user_id: userId })))
      .execute(),
});

export type ScheduleRepository = ReturnType<typeof scheduleRepository>;
