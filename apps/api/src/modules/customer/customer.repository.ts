import type { ExpressionBuilder } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** A booking still waiting: pending, or held for a payment not yet lapsed. */
const waiting = (now: string) => (eb: ExpressionBuilder<Database, 'bookings'>) =>
  eb.or([
    eb('bookings.status', '=', 'pending'),
    eb.and([eb('bookings.status', '=', 'awaiting payment'), eb('bookings.hold_expires_at', '>', now)]),
  ]);

/** A customer who joined after `joinedAfter` and has no completed booking with anyone. */
const newCustomer = (joinedAfter: string) => (eb: ExpressionBuilder<Database, 'customers'>) =>
  eb.and([
    eb('customers.created_at', '>', joinedAfter),
    eb.not(
      eb.exists(
        eb
          .selectFrom('bookings as done')
          .select('done.id')
          .whereRef('done.customer_id', '=', 'customers.id')
          .where('done.status', '=', 'completed'),
      ),
    ),
  ]);

/** Queries behind the customer API: accounts, tokens, a vendor's shop and booking context. */
export const customerRepository = (db: Db) => ({
  /** What the client book knows a customer by (issue 36: her misses with a shop). */
  contactOf: (customerId: number) =>
    db
      .selectFrom('customers')
      .select(['email', 'phone_number as phone'])
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow(),
  findByEmail: (email: string) =>
    db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst(),
  insert: (row: {
    email: string;
    first_name: string;
    last_name: string;
    password_hash: string;
    phone_number: string | null;
    created_at: string;
  }) => db.insertInto('customers').values(row).returning('id').executeTakeFirstOrThrow(),
  insertToken: (customerId: number, tokenHash: string, now: string) =>
    db
      .insertInto('customer_tokens')
      .values({ customer_id: customerId, token_hash: tokenHash, created_at: now })
      .execute(),
  findTokenOwner: (tokenHash: string) =>
    db
      .selectFrom('customer_tokens')
      .innerJoin('customers', 'customers.id', 'customer_tokens.customer_id')
      .select(['customers.id', 'customers.first_name', 'customers.last_name'])
      .where('customer_tokens.token_hash', '=', tokenHash)
      .executeTakeFirst(),

  vendorByLink: (profileLink: string) =>
    db
      .selectFrom('users')
      .leftJoin('business_categories', 'business_categories.id', 'users.business_category_id')
      .select([
        'users.id',
        'users.business_name',
        'users.business_description',
        'users.business_address',
        'users.profile_pic',
        'users.logo_path as logo',
        'users.cover_path as cover',
        'users.profile_link',
        'users.home_service',
        'users.my_place',
        'users.home_service_fee',
        'business_categories.category_name',
      ])
      .where('users.profile_link', '=', profileLink)
      .where('users.register_status', '=', 1)
      // A shop out of search is still 'reachable by your link only' (the setting's words): only
      // listings (the /shop directory) leave it out.
      .where('users.disabled', '=', 0)
      .executeTakeFirst(),
  vendorRules: (vendorId: number) =>
    db
      .selectFrom('users')
      .select([
        'id',
        'home_service_fee',
        'booking_window',
        'future_booking_window',
        'automatic_confirm_booking',
        'avoid_gaps',
        'clients_book_series',
        'register_status',
        'disabled',
        'missed_deposit_after',
        'missed_deposit_percent',
        'missed_deposit_late_cancels',
      ])
      .where('id', '=', vendorId)
      .executeTakeFirst(),
  services: (vendorId: number, ids?: number[]) => {
    let query = db
      .selectFrom('services')
      .select([
        'id',
        'name',
        'category',
        'description',
        'duration_minutes',
        'duration_type',
        'price',
        'virtual_appointment',
        'home_service',
        'deposit_type',
        'deposit_value',
      ])
      .where('user_id', '=', vendorId)
      .where('deleted_at', 'is', null);
    if (ids) query = query.where('id', 'in', ids);
    return query.orderBy('name').execute();
  },
  bookingsOfCustomer: (customerId: number) =>
    db
      .selectFrom('bookings')
      .select(['id', 'user_id as vendor_id', 'reference', 'service_name', 'status', 'starts_at', 'ends_at'])
      .where('customer_id', '=', customerId)
      .orderBy('starts_at', 'desc')
      .limit(200)
      .execute(),
  bookingOfCustomer: (customerId: number, bookingId: number) =>
    db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', bookingId)
      .where('customer_id', '=', customerId)
      .executeTakeFirst(),
  /** The customer's bookings with a vendor still waiting: pending, or held for a payment not yet lapsed. */
  openBookingsWithVendor: (ex: Executor, customerId: number, vendorId: number, now: string) =>
    ex
      .selectFrom('bookings')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('hold_expires_at').as('next_lapse')])
      .where('user_id', '=', vendorId)
      .where('customer_id', '=', customerId)
      .where(waiting(now))
      .executeTakeFirstOrThrow(),
  /** Whether the customer joined after `joinedAfter` and has no completed booking (a new customer). */
  isNewCustomer: async (ex: Executor, customerId: number, joinedAfter: string) =>
    Boolean(
      await ex
        .selectFrom('customers')
        .select('customers.id')
        .where('customers.id', '=', customerId)
        .where(newCustomer(joinedAfter))
        .executeTakeFirst(),
    ),
  /** A vendor's waiting bookings held by new customers, all of them together. */
  openBookingsOfNewCustomers: (ex: Executor, vendorId: number, now: string, joinedAfter: string) =>
    ex
      .selectFrom('bookings')
      .innerJoin('customers', 'customers.id', 'bookings.customer_id')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.min('bookings.hold_expires_at').as('next_lapse'),
      ])
      .where('bookings.user_id', '=', vendorId)
      .where(waiting(now))
      .where(newCustomer(joinedAfter))
      .executeTakeFirstOrThrow(),
  /** Bookings the customer made since `since`, with any vendor, and when the oldest of them was made. */
  bookingsMadeSince: (ex: Executor, customerId: number, since: string) =>
    ex
      .selectFrom('bookings')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
      .where('customer_id', '=', customerId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow(),
  /** One review per booking (unique index); answers false when one exists. */
  insertReview: async (
    ex: Executor,
    row: {
      booking_id: number;
      user_id: number;
      customer_id: number;
      rating: number;
      comment: string;
      created_at: string;
    },
  ) => {
    const result = await ex
      .insertInto('reviews')
      .values(row)
      .onConflict((oc) => oc.column('booking_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  },
});

export type CustomerRepository = ReturnType<typeof customerRepository>;
