import { VENDOR_HIDDEN_STATUSES } from '@app/shared';
import type { Db, Executor } from '../../db/database.ts';

/** The feeds' rows and what a feed shows; every query is scoped to the vendor. */
export const calendarFeedRepository = (db: Db) => ({
  /** The shop's name and its team members, with each one's feed if it was made. */
  async feedsOf(userId: number) {
    const [user, members, feeds] = await Promise.all([
      db
        .selectFrom('users')
        .select(['business_name', 'full_name'])
        .where('id', '=', userId)
        .executeTakeFirst(),
      db
        .selectFrom('staff')
        .select(['id', 'name'])
        .where('user_id', '=', userId)
        .orderBy('name')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('calendar_feeds')
        .select(['staff_id', 'created_at'])
        .where('user_id', '=', userId)
        .execute(),
    ]);
    return { shopName: user?.business_name || user?.full_name || 'My shop', members, feeds };
  },

  /** Replaces the feed of the shop (`staffId` null) or of one member by a new token's hash. */
  async replace(ex: Executor, userId: number, staffId: number | null, tokenHash: string, now: string) {
    let old = ex.deleteFrom('calendar_feeds').where('user_id', '=', userId);
    old = staffId === null ? old.where('staff_id', 'is', null) : old.where('staff_id', '=', staffId);
    await old.execute();
    await ex
      .insertInto('calendar_feeds')
      .values({ user_id: userId, staff_id: staffId, token_hash: tokenHash, created_at: now })
      .execute();
  },

  /** Whose feed a token's hash opens, with the shop's or the member's name for the calendar's title. */
  ownerOf: (tokenHash: string) =>
    db
      .selectFrom('calendar_feeds')
      .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
      .leftJoin('staff', 'staff.id', 'calendar_feeds.staff_id')
      .select([
        'calendar_feeds.user_id',
        'calendar_feeds.staff_id',
        'users.business_name',
        'users.full_name',
        'staff.name as staff_name',
      ])
      .where('calendar_feeds.token_hash', '=', tokenHash)
      .executeTakeFirst(),

  /**
   * The bookings a feed shows, starting in [from, to): the shop's all, or one member's. Only
   * the client's first name is read (the feed is seen on phones); held, unpaid requests never show.
   */
  bookingsOf: (userId: number, staffId: number | null, from: string, to: string) => {
    let rows = db
      .selectFrom('bookings')
      .leftJoin('customers', 'customers.id', 'bookings.customer_id')
      .select([
        'bookings.id',
        'bookings.service_name',
        'bookings.starts_at',
        'bookings.ends_at',
        'bookings.status',
        'bookings.updated_at',
        'customers.first_name',
        'bookings.client_name',
      ])
      .where('bookings.user_id', '=', userId)
      .where('bookings.status', 'not in', [...VENDOR_HIDDEN_STATUSES])
      .where('bookings.starts_at', '>=', from)
      .where('bookings.starts_at', '<', to);
    if (staffId !== null) rows = rows.where('bookings.staff_id', '=', staffId);
    return rows.orderBy('bookings.starts_at').orderBy('bookings.id').execute();
  },
});

export type CalendarFeedRepository = ReturnType<typeof calendarFeedRepository>;
