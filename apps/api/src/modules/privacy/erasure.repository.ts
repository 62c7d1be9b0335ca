import { ERASED_NAME, OPEN_BOOKING_STATUSES, phoneKey } from '@app/shared';
import { type Expression, type Insertable, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { PrivacyRequestsTable } from '../../db/schema.ts';

/** `column` holds `needle` anywhere (LIKE with its wildcards escaped): a contact inside a JSON payload or a key. */
const holds = (column: string, needle: string): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} LIKE ${`%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`;

/**
 * Issue 37's erasures, across the tables that hold a person's data (like export.repository.ts, this
 * module reads and writes other modules' tables: what a person's data is, is one question).
 * Financial rows (ledger, withdrawals, the shop's book, payments, refunds) are never deleted; the
 * person's details are cleared from them or from the rows they point at.
 */
export const erasureRepository = {
  vendor: (ex: Executor, vendorId: number) =>
    ex
      .selectFrom('users')
      .select(['id', 'email', 'phone_number', 'password_hash', 'deleted_at'])
      .where('id', '=', vendorId)
      .executeTakeFirst(),

  /** Her images' public paths (/uploads/…): their files go from the store once the rows are erased. */
  imagePaths: async (ex: Executor, vendorId: number) => {
    const [user, images, staff, services] = await Promise.all([
      ex
        .selectFrom('users')
        .select(['logo_path', 'cover_path', 'profile_pic'])
        .where('id', '=', vendorId)
        .executeTakeFirst(),
      ex.selectFrom('business_images').select('path').where('user_id', '=', vendorId).execute(),
      ex.selectFrom('staff').select('photo_path as path').where('user_id', '=', vendorId).execute(),
      ex
        .selectFrom('service_images')
        .innerJoin('services', 'services.id', 'service_images.service_id')
        .select('service_images.path')
        .where('services.user_id', '=', vendorId)
        .execute(),
    ]);
    return [
      user?.logo_path,
      user?.cover_path,
      user?.profile_pic,
      ...[...images, ...staff, ...services].map((r) => r.path),
    ].filter((p): p is string => Boolean(p?.startsWith('/uploads/')));
  },

  withdrawalsInFlight: async (ex: Executor, vendorId: number) =>
    Number(
      (
        await ex
          .selectFrom('withdrawals')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', vendorId)
          .where('status', 'in', ['pending', 'processing'])
          .executeTakeFirstOrThrow()
      ).n,
    ),

  openBookings: (ex: Executor, vendorId: number) =>
    ex
      .selectFrom('bookings')
      .select(['reference', 'starts_at', 'status'])
      .where('user_id', '=', vendorId)
      .where('status', 'in', [...OPEN_BOOKING_STATUSES])
      .orderBy('starts_at')
      .limit(6)
      .execute(),

  /**
   * Everything personal of a vendor, and of her clients held only for her, erased in one
   * transaction; the users row stays as a tombstone the financial records point at.
   */
  async eraseVendor(trx: Executor, vendor: { id: number; email: string; phone: string | null }, now: string) {
    const id = vendor.id;
    const contacts = [vendor.email, vendor.phone].filter((c): c is string => Boolean(c));
    await trx
      .updateTable('users')
      .set({
        email: `erased-${id}@erased.invalid`,
        password_hash: null,
        full_name: ERASED_NAME,
        business_name: null,
        phone_number: null,
        gender: null,
        referred_by: null,
        profile_link: `erased-${id}`,
        profile_pic: null,
        logo_path: null,
        cover_path: null,
        email_verified_at: null,
        phone_verified_at: null,
        nin_number: null,
        nin_shown: null,
        nin_digest: null,
        nin_verified: 0,
        business_address: null,
        business_description: null,
        instagram: null,
        facebook: null,
        twitter: null,
        reg_no: null,
        disabled: 1,
        search_visibility: 0,
        deleted_at: now,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    // Sign-ins, devices and links that reach her account or her clients.
    for (const table of [
      'auth_tokens',
      'reset_tickets',
      'push_subscriptions',
      'calendar_feeds',
      'idempotency_keys',
      'notifications',
      'business_images',
      'reminder_settings',
      'client_notes',
      'client_consents',
      'chat_messages',
      'privacy_requests',
    ] as const)
      await trx.deleteFrom(table).where('user_id', '=', id).execute();
    await trx.deleteFrom('verification_codes').where('user_id', '=', id).execute();
    if (contacts.length) {
      await trx.deleteFrom('verification_codes').where('target', 'in', contacts).execute();
      // Mail and texts to her (sent or not) and the limits keyed by her address or number.
      await trx
        .deleteFrom('outbox')
        .where((eb) => eb.or(contacts.map((c) => holds('payload', c))))
        .execute();
      await trx
        .deleteFrom('rate_limits')
        .where((eb) => eb.or(contacts.map((c) => holds('key', c))))
        .execute();
    }
    await trx.deleteFrom('waitlist_offers').where('user_id', '=', id).execute();
    await trx.deleteFrom('waitlist_entries').where('user_id', '=', id).execute();
    await trx.deleteFrom('review_replies').where('user_id', '=', id).execute();
    await trx.deleteFrom('reviews').where('user_id', '=', id).execute();
    await trx
      .deleteFrom('service_images')
      .where('service_id', 'in', (eb) => eb.selectFrom('services').select('id').where('user_id', '=', id))
      .execute();
    await trx
      .updateTable('services')
      .set({ description: null, deleted_at: now, updated_at: now })
      .where('user_id', '=', id)
      .execute();
    await trx
      .updateTable('staff')
      .set({ name: ERASED_NAME, photo_path: null, active: 0, updated_at: now })
      .where('user_id', '=', id)
      .execute();
    await trx.updateTable('shop_book_payments').set({ staff_name: null }).where('user_id', '=', id).execute();
    await trx
      .updateTable('bank_accounts')
      .set({ account_name: ERASED_NAME, account_no: '', deleted_at: now })
      .where('user_id', '=', id)
      .execute();
    await trx.updateTable('blocked_times').set({ reason: null }).where('user_id', '=', id).execute();
    await trx.updateTable('days_off').set({ reason: null }).where('user_id', '=', id).execute();
    await trx
      .updateTable('disputes')
      .set({ comment: ERASED_NAME, attachment: null, resolution: null })
      .where('user_id', '=', id)
      .execute();
    await trx
      .updateTable('booking_cancellations')
      .set({ comment: '', attachment: null })
      .where('booking_id', 'in', (eb) => eb.selectFrom('bookings').select('id').where('user_id', '=', id))
      .execute();
    // Her clients' contacts as she typed them; an online client's own account is hers, not the shop's.
    await trx
      .updateTable('bookings')
      .set({
        client_name: ERASED_NAME,
        client_phone: null,
        client_email: null,
        service_address: null,
        service_comment: null,
      })
      .where('user_id', '=', id)
      .execute();
  },

  /** A booking's client as the shop knows her: the booking's own contact, else her account's. */
  clientOf: (ex: Executor, bookingId: number) =>
    ex
      .selectFrom('bookings')
      .innerJoin('users', 'users.id', 'bookings.user_id')
      .leftJoin('customers', 'customers.id', 'bookings.customer_id')
      .select((eb) => [
        'bookings.id',
        'bookings.user_id',
        'bookings.reference',
        'bookings.customer_id',
        'users.business_name',
        eb.fn.coalesce('bookings.client_phone', 'customers.phone_number').as('phone'),
        eb.fn
          .coalesce(
            'bookings.client_name',
            sql<string>`${sql.ref('customers.first_name')} || ' ' || ${sql.ref('customers.last_name')}`,
          )
          .as('name'),
      ])
      .where('bookings.id', '=', bookingId)
      .executeTakeFirst(),

  /**
   * The vendor's bookings of a client: her phone on the booking (written any way), or on her
   * account; matched by the client book's phone key (shared clients/rules.ts).
   */
  clientBookingIds: async (ex: Executor, vendorId: number, phone: string) => {
    const key = phoneKey(phone);
    const rows = await ex
      .selectFrom('bookings')
      .leftJoin('customers', 'customers.id', 'bookings.customer_id')
      .select((eb) => [
        'bookings.id',
        eb.fn.coalesce('bookings.client_phone', 'customers.phone_number').as('phone'),
      ])
      .where('bookings.user_id', '=', vendorId)
      .execute();
    return key ? rows.filter((r) => phoneKey(r.phone) === key).map((r) => r.id) : [];
  },

  clientBookings: async (ex: Executor, ids: number[]) =>
    !ids.length
      ? []
      : ex
          .selectFrom('bookings')
          .select([
            'id',
            'reference',
            'service_name',
            'starts_at',
            'ends_at',
            'status',
            'service_price',
            'amount_paid',
            'service_location',
            'service_address',
            'service_comment',
            'client_name',
            'client_phone',
            'client_email',
            'created_at',
          ])
          .where('id', 'in', ids)
          .orderBy('id')
          .execute(),
  clientMessages: async (ex: Executor, ids: number[]) =>
    !ids.length
      ? []
      : ex
          .selectFrom('client_messages')
          .select(['id', 'booking_id', 'kind', 'channel', 'status', 'sent_at', 'created_at'])
          .where('booking_id', 'in', ids)
          .orderBy('id')
          .execute(),
  clientChat: (ex: Executor, vendorId: number, customerId: number | null) =>
    customerId === null
      ? Promise.resolve([])
      : ex
          .selectFrom('chat_messages')
          .select(['id', 'sender', 'message', 'created_at'])
          .where('user_id', '=', vendorId)
          .where('customer_id', '=', customerId)
          .orderBy('id')
          .execute(),
  clientConsents: (ex: Executor, vendorId: number, phone: string) =>
    ex
      .selectFrom('client_consents')
      .select(['id', 'booking_id', 'source', 'basis', 'state', 'text', 'created_at'])
      .where((eb) => eb.or([eb('user_id', '=', vendorId), eb('user_id', 'is', null)]))
      .where('phone', '=', phone)
      .orderBy('id')
      .execute(),

  /**
   * A client's data held by one shop erased: her name, phone, e-mail, address and comments on her
   * bookings (their money and statuses stay), the shop's notes on her, her consents to the shop,
   * her waitlist places and her chat with the shop.
   */
  async eraseClient(trx: Executor, vendorId: number, phone: string, ids: number[], keys: string[]) {
    const customers = ids.length
      ? (
          await trx
            .selectFrom('bookings')
            .select('customer_id')
            .distinct()
            .where('id', 'in', ids)
            .where('customer_id', 'is not', null)
            .execute()
        ).map((r) => r.customer_id!)
      : [];
    if (ids.length)
      await trx
        .updateTable('bookings')
        .set({
          client_name: ERASED_NAME,
          client_phone: null,
          client_email: null,
          customer_id: null,
          service_address: null,
          service_comment: null,
        })
        .where('id', 'in', ids)
        .execute();
    if (customers.length)
      await trx
        .deleteFrom('chat_messages')
        .where('user_id', '=', vendorId)
        .where('customer_id', 'in', customers)
        .execute();
    if (keys.length)
      await trx
        .deleteFrom('client_notes')
        .where('user_id', '=', vendorId)
        .where('client_key', 'in', keys)
        .execute();
    await trx
      .deleteFrom('client_consents')
      .where('user_id', '=', vendorId)
      .where('phone', '=', phone)
      .execute();
    // Her corrections and objections on record: whose they were goes too.
    await trx
      .updateTable('privacy_requests')
      .set({ phone: null, client_name: ERASED_NAME })
      .where('user_id', '=', vendorId)
      .where('phone', '=', phone)
      .where('kind', '!=', 'erasure')
      .execute();
    await trx
      .updateTable('waitlist_entries')
      .set({ client_name: ERASED_NAME, client_phone: '', customer_id: null, status: 'removed' })
      .where('user_id', '=', vendorId)
      .where('client_phone', '=', phone)
      .execute();
  },

  /** Her correction: the name and e-mail the shop holds on these bookings of hers. */
  correctClient: (ex: Executor, ids: number[], name: string, email: string | null, now: string) =>
    ids.length
      ? ex
          .updateTable('bookings')
          .set({ client_name: name, client_email: email, updated_at: now })
          .where('id', 'in', ids)
          .execute()
      : Promise.resolve([]),

  insertRequest: (ex: Executor, row: Insertable<PrivacyRequestsTable>) =>
    ex.insertInto('privacy_requests').values(row).returning('id').executeTakeFirstOrThrow(),
  pendingRequestOf: (ex: Executor, vendorId: number, phone: string) =>
    ex
      .selectFrom('privacy_requests')
      .select(['id', 'status', 'due_at'])
      .where('user_id', '=', vendorId)
      .where('phone', '=', phone)
      .where('status', '=', 'pending')
      .executeTakeFirst(),
  requests: (ex: Executor, vendorId: number | null) => {
    const q = ex.selectFrom('privacy_requests').selectAll().orderBy('id', 'desc').limit(500);
    return (vendorId === null ? q : q.where('user_id', '=', vendorId)).execute();
  },
  request: (ex: Executor, id: number) =>
    ex.selectFrom('privacy_requests').selectAll().where('id', '=', id).executeTakeFirst(),
  dueRequests: (ex: Executor, now: string) =>
    ex
      .selectFrom('privacy_requests')
      .select('id')
      .where('status', '=', 'pending')
      .where('due_at', '<=', now)
      .orderBy('id')
      .limit(100)
      .execute(),
  /** Marks it done and forgets whose it was; false when another process carried it out first. */
  markDone: async (ex: Executor, id: number, by: 'vendor' | 'operator' | 'sweeper', now: string) =>
    Number(
      (
        await ex
          .updateTable('privacy_requests')
          .set({ status: 'done', done_at: now, done_by: by, phone: null, client_name: ERASED_NAME })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .executeTakeFirst()
      ).numUpdatedRows,
    ) > 0,
};
export type ErasureRepository = typeof erasureRepository;
