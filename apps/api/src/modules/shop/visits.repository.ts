import type { Db } from '../../db/database.ts';

/**
 * Queries behind the client's booking page (issue 33): the keys of its links (hashed), the
 * bookings of one visit (one multiple_id with one shop) and the visit's latest deposit checkout.
 * The page changes bookings only through the customer's use cases (ports in container.ts).
 */
const visitColumns = [
  'v.id',
  'v.user_id',
  'v.customer_id',
  'v.multiple_id',
  'v.series_id',
  'v.status',
  'v.starts_at',
  'v.amount_paid',
  'users.profile_link',
] as const;

export const visitsRepository = (db: Db) => ({
  insertLink: (row: { token_hash: string; booking_id: number; created_at: string }) =>
    db.insertInto('visit_links').values(row).execute(),
  /** The booking a link's key was made for. */
  bookingOfKey: async (tokenHash: string) =>
    (
      await db
        .selectFrom('visit_links')
        .select('booking_id')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst()
    )?.booking_id,
  /**
   * Every booking of the visit this booking belongs to, in the order they start. A series' visit
   * (issue 36) is its own booking: the series shares one multiple_id for its deposits' checkout.
   */
  visitOf: (bookingId: number) =>
    db
      .selectFrom('bookings as b')
      .innerJoin('bookings as v', (join) =>
        join.onRef('v.multiple_id', '=', 'b.multiple_id').onRef('v.user_id', '=', 'b.user_id'),
      )
      .innerJoin('users', 'users.id', 'v.user_id')
      .select(visitColumns)
      .where('b.id', '=', bookingId)
      .where((eb) => eb.or([eb('b.series_id', 'is', null), eb('v.id', '=', eb.ref('b.id'))]))
      .orderBy('v.starts_at')
      .orderBy('v.id')
      .execute(),
  /** The visits of a series starting at or after `from` (this one and the later ones), in order. */
  seriesFrom: (seriesId: number, from: string) =>
    db
      .selectFrom('bookings as v')
      .innerJoin('users', 'users.id', 'v.user_id')
      .select(visitColumns)
      .where('v.series_id', '=', seriesId)
      .where('v.starts_at', '>=', from)
      .orderBy('v.starts_at')
      .orderBy('v.id')
      .execute(),
  /** The reference of the visit's latest deposit checkout, if it had one. */
  latestPayment: async (multipleId: string) =>
    (
      await db
        .selectFrom('payments')
        .select('reference')
        .where('multiple_id', '=', multipleId)
        .orderBy('id', 'desc')
        .executeTakeFirst()
    )?.reference,
});

export type VisitsRepository = ReturnType<typeof visitsRepository>;
export type VisitRow = Awaited<ReturnType<VisitsRepository['visitOf']>>[number];
