import type { Executor } from '../../db/database.ts';

/** One page of a table's rows, oldest first, after the last id read: an export never holds a whole table. */
export type PageQuery = (
  ex: Executor,
  vendorId: number,
  afterId: number,
  limit: number,
) => Promise<{ id: number }[]>;

/**
 * The queries of a vendor's export (issue 37), each the vendor's rows only. Tables that keep a secret
 * beside her data (the account's password hash and NIN seal, the messages' and consents' keys) are
 * read by named columns, so nothing secret leaves; the bookings, services and money tables hold
 * none and are read whole. A secret added to one of those later must move it to named columns.
 */
export const exportRepository = {
  /** Her account; the NIN only as SPEC shows it, never sealed, digested or whole. */
  profile: (ex: Executor, vendorId: number, afterId: number) =>
    ex
      .selectFrom('users')
      .select([
        'id',
        'email',
        'full_name',
        'business_name',
        'phone_number',
        'gender',
        'referral_code',
        'referred_by',
        'profile_link',
        'logo_path',
        'cover_path',
        'email_verified_at',
        'phone_verified_at',
        'nin_shown',
        'nin_verified',
        'business_address',
        'business_description',
        'home_service',
        'my_place',
        'home_service_fee',
        'instagram',
        'facebook',
        'twitter',
        'reg_no',
        'created_at',
        'updated_at',
      ])
      .where('id', '=', vendorId)
      .where('id', '>', afterId)
      .execute(),
  services: (ex: Executor, vendorId: number, afterId: number, limit: number) =>
    ex
      .selectFrom('services')
      .selectAll()
      .where('user_id', '=', vendorId)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute(),
  bookings: (ex: Executor, vendorId: number, afterId: number, limit: number) =>
    ex
      .selectFrom('bookings')
      .selectAll()
      .where('user_id', '=', vendorId)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute(),
  /** Each booking's client as the booking knows her (its own contact, else her account's), with consent. */
  clients: (ex: Executor, vendorId: number, afterId: number, limit: number) =>
    ex
      .selectFrom('bookings')
      .leftJoin('customers', 'customers.id', 'bookings.customer_id')
      .select([
        'bookings.id',
        'bookings.reference as booking_reference',
        'bookings.client_name',
        'bookings.client_phone',
        'bookings.client_email',
        'customers.first_name as account_first_name',
        'customers.last_name as account_last_name',
        'customers.phone_number as account_phone',
        'customers.email as account_email',
      ])
      .where('bookings.user_id', '=', vendorId)
      .where('bookings.id', '>', afterId)
      .orderBy('bookings.id')
      .limit(limit)
      .execute(),
  /** What her clients were told, and how they consented (her records, and STOP replies of her clients' numbers). */
  messages: (ex: Executor, vendorId: number, afterId: number, limit: number) =>
    ex
      .selectFrom('client_messages')
      .select([
        'id',
        'booking_id',
        'kind',
        'offset_hours',
        'due_at',
        'status',
        'channel',
        'attempts',
        'last_error',
        'sent_at',
        'created_at',
      ])
      .where('user_id', '=', vendorId)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute(),
  consents: (ex: Executor, vendorId: number, afterId: number, limit: number) =>
    ex
      .selectFrom('client_consents')
      .select(['id', 'booking_id', 'phone', 'email', 'source', 'basis', 'state', 'text', 'created_at'])
      .where('user_id', '=', vendorId)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute(),
  checkouts: (ex: Executor, vendorId: number, afterId: number, limit: number) =>
    ex
      .selectFrom('shop_book_entries')
      .selectAll()
      .where('user_id', '=', vendorId)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute(),
  checkoutPayments: (ex: Executor, vendorId: number, afterId: number, limit: number) =>
    ex
      .selectFrom('shop_book_payments')
      .selectAll()
      .where('user_id', '=', vendorId)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute(),
  ledger: (ex: Executor, vendorId: number, afterId: number, limit: number) =>
    ex
      .selectFrom('ledger_entries')
      .selectAll()
      .where('user_id', '=', vendorId)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute(),
  withdrawals: (ex: Executor, vendorId: number, afterId: number, limit: number) =>
    ex
      .selectFrom('withdrawals')
      .selectAll()
      .where('user_id', '=', vendorId)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute(),
} satisfies Record<string, PageQuery>;
export type ExportRepository = typeof exportRepository;
