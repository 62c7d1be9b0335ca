import type { Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** One page of a table's rows, oldest first, after the last id read: an export never holds a whole table. */
export type PageQuery = (
  ex: Executor,
  vendorId: number,
  afterId: number,
  limit: number,
) => Promise<{ id: number }[]>;

/** The tables a vendor owns by their `user_id`, with an `id` to page by. */
type VendorTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; user_id: number | null } ? T : never;
}[keyof Database];

/**
 * The page query of one of her tables: her rows after the last id read, oldest first. Named
 * columns where the table keeps a secret beside her data; every column otherwise.
 */
function vendorPages<T extends VendorTable>(
  table: T,
  columns?: readonly (keyof Database[T] & string)[],
): PageQuery {
  return (ex, vendorId, afterId, limit) => {
    // Kysely cannot resolve `user_id` on a generic table; the union of her tables has it on each.
    const page = ex
      .selectFrom(table as VendorTable)
      .where('user_id', '=', vendorId)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit);
    const rows = columns ? page.select(columns as never) : page.selectAll();
    return rows.execute() as Promise<{ id: number }[]>;
  };
}

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
  services: vendorPages('services'),
  bookings: vendorPages('bookings'),
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
  messages: vendorPages('client_messages', [
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
  ]),
  consents: vendorPages('client_consents', [
    'id',
    'booking_id',
    'phone',
    'email',
    'source',
    'basis',
    'state',
    'text',
    'created_at',
  ]),
  checkouts: vendorPages('shop_book_entries'),
  checkoutPayments: vendorPages('shop_book_payments'),
  ledger: vendorPages('ledger_entries'),
  withdrawals: vendorPages('withdrawals'),
} satisfies Record<string, PageQuery>;
export type ExportRepository = typeof exportRepository;
