import { SLOT_HOLDING_STATUSES, type StaffBody } from '@app/shared';
import type { Db, Executor } from '../../db/database.ts';

/**
 * The vendor's team members (of `ids`, or all), by name, with their services, week, breaks and
 * days off from `fromDay`. The slot checks read it inside their own transaction.
 */
export const teamOf = async (
  ex: Executor,
  userId: number,
  options: { ids?: number[]; fromDay?: string } = {},
) => {
  let members = ex
    .selectFrom('staff')
    .select(['id', 'name', 'photo_path', 'active'])
    .where('user_id', '=', userId);
  if (options.ids) {
    if (!options.ids.length) return [];
    members = members.where('id', 'in', options.ids);
  }
  const rows = await members.orderBy('name').orderBy('id').execute();
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  let daysOff = ex.selectFrom('staff_days_off').select(['staff_id', 'date']).where('staff_id', 'in', ids);
  if (options.fromDay) daysOff = daysOff.where('date', '>=', options.fromDay);
  const [services, hours, breaks, off] = await Promise.all([
    // Only services still on offer: a deleted one is performed by no one.
    ex
      .selectFrom('staff_services')
      .innerJoin('services', 'services.id', 'staff_services.service_id')
      .select(['staff_services.staff_id', 'staff_services.service_id'])
      .where('staff_services.staff_id', 'in', ids)
      .where('services.deleted_at', 'is', null)
      .orderBy('staff_services.service_id')
      .execute(),
    ex
      .selectFrom('staff_hours')
      .select(['staff_id', 'day', 'open_time', 'close_time'])
      .where('staff_id', 'in', ids)
      .orderBy('day')
      .execute(),
    ex
      .selectFrom('staff_breaks')
      .select(['staff_id', 'day', 'start_time', 'end_time'])
      .where('staff_id', 'in', ids)
      .orderBy('day')
      .orderBy('start_time')
      .execute(),
    daysOff.orderBy('date').execute(),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    photo_path: r.photo_path,
    active: r.active === 1,
    service_ids: services.filter((s) => s.staff_id === r.id).map((s) => s.service_id),
    hours: hours
      .filter((h) => h.staff_id === r.id)
      .map(({ day, open_time, close_time }) => ({ day, open_time, close_time })),
    breaks: breaks
      .filter((b) => b.staff_id === r.id)
      .map(({ day, start_time, end_time }) => ({ day, start_time, end_time })),
    daysOff: off.filter((d) => d.staff_id === r.id).map((d) => d.date),
  }));
};

/** Queries for the vendor's team; every read and write is scoped to the vendor. */
export const staffRepository = (db: Db) => {
  /** Writes what a member performs and when they work, replacing what was there. */
  const writeWeek = async (ex: Executor, staffId: number, body: StaffBody) => {
    for (const table of ['staff_services', 'staff_hours', 'staff_breaks', 'staff_days_off'] as const)
      await ex.deleteFrom(table).where('staff_id', '=', staffId).execute();
    if (body.service_ids.length)
      await ex
        .insertInto('staff_services')
        .values([...new Set(body.service_ids)].map((service_id) => ({ staff_id: staffId, service_id })))
        .execute();
    if (body.days.length)
      await ex
        .insertInto('staff_hours')
        .values(
          body.days.map(({ day, open_time, close_time }) => ({
            staff_id: staffId,
            day,
            open_time,
            close_time,
          })),
        )
        .execute();
    const breaks = body.days.flatMap((d) => d.breaks.map((b) => ({ staff_id: staffId, day: d.day, ...b })));
    if (breaks.length) await ex.insertInto('staff_breaks').values(breaks).execute();
    if (body.days_off.length)
      await ex
        .insertInto('staff_days_off')
        .values(body.days_off.map((date) => ({ staff_id: staffId, date })))
        .execute();
  };

  return {
    /** The whole team, with days off from `fromDay`. */
    team: (userId: number, fromDay?: string) => teamOf(db, userId, { fromDay }),
    /** How many of `ids` are the vendor's services still on offer. */
    countOwnServices: async (ex: Executor, userId: number, ids: number[]) =>
      ids.length
        ? Number(
            (
              await ex
                .selectFrom('services')
                .select((eb) => eb.fn.countAll<number>().as('count'))
                .where('user_id', '=', userId)
                .where('id', 'in', ids)
                .where('deleted_at', 'is', null)
                .executeTakeFirstOrThrow()
            ).count,
          )
        : 0,
    insert: async (ex: Executor, userId: number, body: StaffBody, now: string) => {
      const { id } = await ex
        .insertInto('staff')
        .values({
          user_id: userId,
          name: body.name,
          active: body.active ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeWeek(ex, id, body);
      return id;
    },
    /** Answers whether the member was the vendor's to change. */
    update: async (ex: Executor, userId: number, id: number, body: StaffBody, now: string) => {
      const result = await ex
        .updateTable('staff')
        .set({ name: body.name, active: body.active ? 1 : 0, updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await writeWeek(ex, id, body);
      return true;
    },
    setPhoto: (ex: Executor, userId: number, id: number, path: string | null, now: string) =>
      ex
        .updateTable('staff')
        .set({ photo_path: path, updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute(),
    remove: (ex: Executor, userId: number, id: number) =>
      ex.deleteFrom('staff').where('id', '=', id).where('user_id', '=', userId).execute(),
    /** Every booking with the member, of any status and time. */
    countBookings: async (ex: Executor, id: number) =>
      Number(
        (
          await ex
            .selectFrom('bookings')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('staff_id', '=', id)
            .executeTakeFirstOrThrow()
        ).count,
      ),
    /** The member's bookings that still hold time after `now` (an unpaid hold only until it lapses). */
    countUpcoming: async (ex: Executor, id: number, now: string) =>
      Number(
        (
          await ex
            .selectFrom('bookings')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('staff_id', '=', id)
            .where((eb) =>
              eb.or([
                eb(
                  'status',
                  'in',
                  SLOT_HOLDING_STATUSES.filter((s) => s !== 'awaiting payment'),
                ),
                eb.and([eb('status', '=', 'awaiting payment'), eb('hold_expires_at', '>', now)]),
              ]),
            )
            .where('ends_at', '>', now)
            .executeTakeFirstOrThrow()
        ).count,
      ),
    /** Whether the vendor has anyone on the team at all (active or not). */
    hasTeam: async (userId: number) =>
      Boolean(await db.selectFrom('staff').select('id').where('user_id', '=', userId).executeTakeFirst()),
  };
};

export type StaffRepository = ReturnType<typeof staffRepository>;
export type StaffRow = Awaited<ReturnType<typeof teamOf>>[number];
