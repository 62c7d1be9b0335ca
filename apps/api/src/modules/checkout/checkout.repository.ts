import type { Db, Executor } from '../../db/database.ts';
import type { ShopBookEntriesTable, ShopBookPaymentsTable } from '../../db/schema.ts';

type NewEntry = Omit<ShopBookEntriesTable, 'id'>;
type NewPayment = Omit<ShopBookPaymentsTable, 'id' | 'entry_id' | 'user_id' | 'created_at'>;

/**
 * The shop's own book (issue 35): inserts and reads only — the database refuses any UPDATE or
 * DELETE of its rows (migration 0020). Every query is scoped to the vendor.
 */
export const checkoutRepository = (db: Db) => ({
  /** The vendor's booking as the checkout and its receipt read it, or undefined. */
  booking: (ex: Executor, vendorId: number, id: number) =>
    ex
      .selectFrom('bookings')
      .innerJoin('users', 'users.id', 'bookings.user_id')
      .leftJoin('customers', 'customers.id', 'bookings.customer_id')
      .select([
        'bookings.id',
        'bookings.status',
        'bookings.source',
        'bookings.duration_type',
        'bookings.service_name',
        'bookings.service_price',
        'bookings.amount_paid',
        'bookings.home_service_fee',
        'bookings.reference',
        'bookings.starts_at',
        'bookings.client_name',
        'bookings.client_phone',
        'bookings.client_email',
        'users.business_name',
        'users.full_name',
        'customers.first_name as customer_name',
        'customers.phone_number as customer_phone',
        'customers.email as customer_email',
      ])
      .where('bookings.user_id', '=', vendorId)
      .where('bookings.id', '=', id)
      .executeTakeFirst(),

  /** The vendor's team members among `ids`, with their names (for the book's lines). */
  staffNames: (ex: Executor, vendorId: number, ids: number[]) =>
    ids.length
      ? ex
          .selectFrom('staff')
          .select(['id', 'name'])
          .where('user_id', '=', vendorId)
          .where('id', 'in', ids)
          .execute()
      : Promise.resolve([]),

  async insert(ex: Executor, entry: NewEntry, payments: NewPayment[]) {
    const { id } = await ex
      .insertInto('shop_book_entries')
      .values(entry)
      .returning('id')
      .executeTakeFirstOrThrow();
    if (payments.length)
      await ex
        .insertInto('shop_book_payments')
        .values(
          payments.map((p) => ({ ...p, entry_id: id, user_id: entry.user_id, created_at: entry.created_at })),
        )
        .execute();
    return id;
  },

  /** Entries (with their payment lines) of the vendor, of one booking or one entry and its corrections. */
  async entries(ex: Executor, vendorId: number, where: { bookingId: number } | { entryId: number }) {
    let query = ex.selectFrom('shop_book_entries').selectAll().where('user_id', '=', vendorId);
    query =
      'bookingId' in where
        ? query.where('booking_id', '=', where.bookingId)
        : query.where((eb) => eb.or([eb('id', '=', where.entryId), eb('corrects_id', '=', where.entryId)]));
    return withPayments(ex, await query.orderBy('id').execute());
  },

  /** Per booking of the vendor among `bookingIds`: the sum of its payment lines, corrections included. */
  async paidByBooking(ex: Executor, vendorId: number, bookingIds: number[]) {
    if (!bookingIds.length) return new Map<number, number>();
    const rows = await ex
      .selectFrom('shop_book_payments')
      .innerJoin('shop_book_entries', 'shop_book_entries.id', 'shop_book_payments.entry_id')
      .select((eb) => [
        'shop_book_entries.booking_id',
        eb.fn.sum<number>('shop_book_payments.amount').as('total'),
      ])
      .where('shop_book_entries.user_id', '=', vendorId)
      .where('shop_book_entries.booking_id', 'in', bookingIds)
      .groupBy('shop_book_entries.booking_id')
      .execute();
    return new Map(rows.map((r) => [r.booking_id, Number(r.total)] as const));
  },

  /** Entries dated from `fromIso` up to, not including, `toIso`, with their payment lines. */
  async between(vendorId: number, fromIso: string, toIso: string) {
    const rows = await db
      .selectFrom('shop_book_entries')
      .selectAll()
      .where('user_id', '=', vendorId)
      .where('created_at', '>=', fromIso)
      .where('created_at', '<', toIso)
      .orderBy('id')
      .execute();
    return withPayments(db, rows);
  },
});

async function withPayments(ex: Executor, rows: ShopBookEntry[]) {
  const lines = rows.length
    ? await ex
        .selectFrom('shop_book_payments')
        .selectAll()
        .where(
          'entry_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return rows.map((row) => ({ ...row, payments: lines.filter((l) => l.entry_id === row.id) }));
}

export type ShopBookEntry = Omit<ShopBookEntriesTable, 'id'> & { id: number };
export type CheckoutRepository = ReturnType<typeof checkoutRepository>;
export type BookedEntry = Awaited<ReturnType<CheckoutRepository['entries']>>[number];
export type CheckoutBookingRow = NonNullable<Awaited<ReturnType<CheckoutRepository['booking']>>>;
