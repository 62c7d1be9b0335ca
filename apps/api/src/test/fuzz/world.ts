import fc from 'fast-check';
import { sha256 } from '../../lib/crypto.ts';
import { book, bookPaid, customer, PNG, type TestApp, vendorWithServices } from '../harness.ts';
import type { Fuzzed } from './nasty.ts';
import type { Hints } from './schema-arbitrary.ts';

type Headers = Record<string, string>;

/** Ids and names that exist in the database, so fuzzed requests sometimes reach past the lookups. */
export interface Known {
  /** The fuzzed vendor first. */
  vendors: number[];
  customers: number[];
  bookings: number[];
  references: string[];
  multipleIds: string[];
  services: number[];
  /** The fuzzed vendor's own services: a booking of them gets past the shop's checks. */
  ownServices: number[];
  bundles: number[];
  addons: number[];
  bankAccounts: number[];
  daysOff: number[];
  workspaceImages: number[];
  notifications: number[];
  reviews: number[];
  profileLinks: string[];
  attachments: string[];
  emails: string[];
}

/** The signature fuzzed webhooks carry; see `acceptFuzzSignature`. */
export const FUZZ_SIGNATURE = 'fuzz-signed';

/**
 * The sandbox signs its webhooks with a secret of its own, out of the test's reach; so that fuzzed
 * webhook bodies get past the signature check into the parsing and dispatch, the sandbox provider
 * also accepts FUZZ_SIGNATURE in this app (genuine signatures still pass).
 */
export function acceptFuzzSignature(t: TestApp) {
  const provider = t.app.container.sandbox?.provider;
  if (!provider) return;
  const genuine = provider.signatureValid.bind(provider);
  provider.signatureValid = (raw, signature) => signature === FUZZ_SIGNATURE || genuine(raw, signature);
}

/** Fails the seeding loudly: a fuzz run on an empty account would prove little. */
const expectStatus = async <R extends { statusCode: number; body: string }>(
  what: string,
  response: Promise<R>,
) => {
  const res = await response;
  if (res.statusCode >= 300) throw new Error(`fuzz seeding: ${what} answered ${res.statusCode} ${res.body}`);
  return res;
};

/**
 * The account the fuzzer attacks: a vendor with services, add-ons, a bundle, a bank account, a day off,
 * a workspace image, bookings from a customer in several states (one paid, one reviewed, one disputed
 * with an attachment), chat both ways; and a second vendor, whose ids must stay out of reach.
 */
export async function seedWorld(t: TestApp) {
  const { app } = t;
  const vendor = await vendorWithServices(t, 1);
  const other = await vendorWithServices(t, 2);
  const alice = await customer(t, 'alice');
  const send = (method: 'POST' | 'PUT' | 'GET', url: string, headers: Headers, payload?: object) =>
    app.inject({ method, url, headers, payload });

  const saturday = (time: string, service_id = vendor.fixed) => ({ service_id, date: '2026-11-21', time });
  const group = await expectStatus(
    'a two-service booking',
    book(t, alice, vendor.userId, [saturday('10:00'), saturday('11:00', vendor.startsAt)]),
  );
  const [first] = (group.json() as { bookings: { id: number }[] }).bookings;
  await expectStatus('accepting a booking', send('GET', `/api/acceptBooking/${first!.id}`, vendor.auth));
  await bookPaid(
    t,
    alice,
    vendor.userId,
    [{ service_id: vendor.fixed, date: '2026-11-23', time: '10:00' }],
    50,
  );
  await expectStatus(
    'booking the other vendor',
    book(t, alice, other.userId, [saturday('10:00', other.fixed)]),
  );

  const reviewed = await expectStatus(
    'a booking to review',
    book(t, alice, vendor.userId, [saturday('14:00')]),
  );
  const reviewedId = (reviewed.json() as { bookings: { id: number }[] }).bookings[0]!.id;
  await app.container.db
    .updateTable('bookings')
    .set({ status: 'awaiting review' })
    .where('id', '=', reviewedId)
    .execute();
  await expectStatus(
    'a review',
    send('POST', `/api/customer/bookings/${reviewedId}/review`, alice, { rating: 4, comment: 'Lovely work' }),
  );

  // A done booking nobody reviewed yet, so the review route can succeed once.
  const unreviewed = await expectStatus(
    'a booking to review later',
    book(t, alice, vendor.userId, [saturday('17:00')]),
  );
  await app.container.db
    .updateTable('bookings')
    .set({ status: 'awaiting review' })
    .where('id', '=', (unreviewed.json() as { bookings: { id: number }[] }).bookings[0]!.id)
    .execute();
  await bookingsInEveryState(t, alice, vendor);

  // Verified, so a withdrawal request gets past the verification check to the money.
  await app.container.db
    .updateTable('users')
    .set({
      nin_verified: 1,
      email_verified_at: '2026-11-01T00:00:00.000Z',
      phone_verified_at: '2026-11-01T00:00:00.000Z',
    })
    .where('id', '=', vendor.userId)
    .execute();

  const disputed = await expectStatus(
    'a booking to dispute',
    book(t, alice, vendor.userId, [saturday('16:00')]),
  );
  const reference = (disputed.json() as { bookings: { reference: string }[] }).bookings[0]!.reference;
  await expectStatus(
    'a dispute',
    send('POST', `/api/addingdisputevendor/${reference}/user`, vendor.auth, {
      comment: 'Abusive Client',
      attachment: PNG,
    }),
  );

  await expectStatus(
    'a bank account',
    send('POST', '/api/bankaccounts', vendor.auth, {
      bank_code: '058',
      account_no: '0123456785',
      account_name: 'Chioma Eze',
    }),
  );
  const addon = await expectStatus(
    'an add-on',
    send('POST', '/api/addons', vendor.auth, { name: 'Extensions', price: 5000, duration_minutes: 30 }),
  );
  await expectStatus(
    'a bundle',
    send('POST', '/api/bundles', vendor.auth, {
      name: 'Full look',
      price: 30_000,
      service_ids: [vendor.fixed, vendor.startsAt],
    }),
  );
  await expectStatus(
    'a service with an add-on',
    send('PUT', `/api/services/${vendor.fixed}`, vendor.auth, {
      name: 'Wash & Set',
      duration_hours: 1,
      duration_minutes: 0,
      duration_type: 'Fixed',
      price: 8000,
      addon_ids: [(addon.json() as { id: number }).id],
    }),
  );
  await expectStatus(
    'a day off',
    send('POST', '/api/settings/days-off', vendor.auth, { date: '2026-12-25', reason: 'Christmas' }),
  );
  await expectStatus(
    'a workspace image',
    send('POST', '/api/workspace-images', vendor.auth, { kind: 'workspace', image: PNG, caption: 'Front' }),
  );
  const aliceId = await app.container.db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', 'customeralice@example.ng')
    .executeTakeFirstOrThrow();
  await expectStatus(
    'a chat message to the customer',
    send('POST', `/api/chats/${aliceId.id}`, vendor.auth, { message: 'See you Saturday' }),
  );
  await expectStatus(
    'a chat message to the vendor',
    send('POST', `/api/customer/chat/${vendor.userId}`, alice, { message: 'Thank you' }),
  );

  const tokens = { vendor: vendor.token, customer: alice.authorization.slice('Bearer '.length) };
  return {
    vendor,
    other,
    tokens,
    known: () => knownIds(t),
    /** Signs the fuzzed accounts back in when a fuzzed request signed them out (logout, password). */
    keepSignedIn: async () => {
      tokens.vendor = await ensureVendorToken(t, vendor.userId, tokens.vendor);
      tokens.customer = await ensureCustomerToken(t, aliceId.id, tokens.customer);
    },
  };
}

export type World = Awaited<ReturnType<typeof seedWorld>>;

/**
 * One group of bookings on Monday, then moved (in the database) into the states each vendor and
 * customer action starts from, so those actions get past "this booking cannot be …" at least once.
 */
async function bookingsInEveryState(t: TestApp, alice: Headers, vendor: { userId: number; fixed: number }) {
  const monday = ['11:00', '12:00', '13:00', '14:00', '15:00'].map((time) => ({
    service_id: vendor.fixed,
    date: '2026-11-23',
    time,
  }));
  const res = await expectStatus('a group of bookings', book(t, alice, vendor.userId, monday));
  const ids = (res.json() as { bookings: { id: number }[] }).bookings.map((b) => b.id);
  const now = t.clock.now();
  const inAnHour = new Date(now.getTime() + 3_600_000);
  const states = [
    // Starting now: start, no-show and complete are allowed.
    { status: 'approved', starts_at: now.toISOString(), ends_at: inAnHour.toISOString() },
    { status: 'ongoing', starts_at: now.toISOString(), ends_at: inAnHour.toISOString() },
    { status: 'cancellation requested vendor' },
    { status: 'cancellation requested user' },
  ];
  for (const [i, state] of states.entries()) {
    await t.app.container.db.updateTable('bookings').set(state).where('id', '=', ids[i]!).execute();
  }
}

async function ensureVendorToken(t: TestApp, userId: number, token: string) {
  const { db } = t.app.container;
  const row = await db
    .selectFrom('auth_tokens')
    .select('id')
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (row) return token;
  const fresh = `fuzz-vendor-${Date.now()}-${Math.random()}`;
  const now = t.clock.now().toISOString();
  await db
    .insertInto('auth_tokens')
    .values({ user_id: userId, token_hash: sha256(fresh), created_at: now, last_used_at: now })
    .execute();
  return fresh;
}

async function ensureCustomerToken(t: TestApp, customerId: number, token: string) {
  const { db } = t.app.container;
  const row = await db
    .selectFrom('customer_tokens')
    .select('id')
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (row) return token;
  const fresh = `fuzz-customer-${Date.now()}-${Math.random()}`;
  await db
    .insertInto('customer_tokens')
    .values({ customer_id: customerId, token_hash: sha256(fresh), created_at: t.clock.now().toISOString() })
    .execute();
  return fresh;
}

/** The first rows of each table, in id order so that the same seed picks the same rows on every run. */
async function knownIds(t: TestApp): Promise<Known> {
  const { db } = t.app.container;
  const ids = async (
    table:
      | 'customers'
      | 'services'
      | 'bundles'
      | 'addons'
      | 'bank_accounts'
      | 'days_off'
      | 'business_images'
      | 'notifications'
      | 'reviews',
  ) => (await db.selectFrom(table).select('id').orderBy('id').limit(8).execute()).map((r) => r.id);
  const bookings = await db
    .selectFrom('bookings')
    .select(['id', 'reference', 'multiple_id'])
    .orderBy('id')
    .limit(16)
    .execute();
  const payments = await db.selectFrom('payments').select('reference').orderBy('id').limit(4).execute();
  const disputes = await db.selectFrom('disputes').select('attachment').orderBy('id').limit(4).execute();
  const users = await db
    .selectFrom('users')
    .select(['id', 'profile_link', 'email'])
    .orderBy('id')
    .limit(8)
    .execute();
  return {
    vendors: users.map((u) => u.id),
    customers: await ids('customers'),
    bookings: bookings.map((b) => b.id),
    references: [...bookings.map((b) => b.reference), ...payments.map((p) => p.reference)],
    multipleIds: bookings.map((b) => b.multiple_id),
    services: await ids('services'),
    ownServices: (
      await db
        .selectFrom('services')
        .select('id')
        .where('user_id', '=', users[0]!.id)
        .orderBy('id')
        .limit(8)
        .execute()
    ).map((r) => r.id),
    bundles: await ids('bundles'),
    addons: await ids('addons'),
    bankAccounts: await ids('bank_accounts'),
    daysOff: await ids('days_off'),
    workspaceImages: await ids('business_images'),
    notifications: await ids('notifications'),
    reviews: await ids('reviews'),
    profileLinks: users.map((u) => u.profile_link),
    attachments: disputes.flatMap((d) => (d.attachment ? [d.attachment] : [])),
    emails: [...users.map((u) => u.email), 'customeralice@example.ng'],
  };
}

const pick = <T extends Fuzzed>(values: readonly T[]) =>
  values.length ? fc.constantFrom(...values) : undefined;

/** Body fields that name rows or need a plausible value to get past the first check. */
export function bodyHints(known: Known): Hints {
  const some = (values: number[]) => (values.length ? fc.subarray(values, { minLength: 1 }) : undefined);
  /** Mostly the fuzzed vendor's own rows, sometimes anyone's. */
  const mostlyOwn = (own: number[], all: number[]) =>
    own.length && all.length
      ? fc.oneof(
          { arbitrary: fc.constantFrom(...own), weight: 3 },
          { arbitrary: fc.constantFrom(...all), weight: 1 },
        )
      : pick(all);
  const table: Record<string, fc.Arbitrary<Fuzzed> | undefined> = {
    vendor_id: mostlyOwn(known.vendors.slice(0, 1), known.vendors),
    userid: pick([...known.vendors, ...known.emails]),
    service_id: mostlyOwn(known.ownServices, known.services),
    service_ids: some(known.services),
    addon_ids: some(known.addons),
    ids: some(known.workspaceImages),
    payment_info_id: pick(known.bankAccounts),
    business_category: fc.integer({ min: 1, max: 12 }),
    email: fc.oneof(
      pick(known.emails) ?? fc.constant('vendor1@example.ng'),
      fc.nat({ max: 10_000 }).map((n) => `fuzz${n}@example.ng`),
    ),
    phone_number: fc.constantFrom('08030000001', '+234 803 000 001', '08031234567'),
    bank_code: fc.constantFrom('058', '044'),
    account_no: fc.constantFrom('0123456785', '0000000000'),
    password: fc.constant('Secret@123'),
    c_password: fc.constant('Secret@123'),
    current_password: fc.constant('Secret@123'),
    date: fc.constantFrom('2026-11-21', '2026-11-23', '2026-11-20', '2026-12-25', '2027-02-29', '0000-00-00'),
    time: fc.constantFrom('10:00', '12:30', '17:30', '23:59', '00:00'),
    image: fc.constant(PNG),
    images: fc.constant([PNG]),
    attachment: fc.constantFrom(PNG, 'data:image/png;base64,AAAA'),
    token: fc.constantFrom('000000', '123456'),
    channel_name: pick(known.vendors.map((id) => `private-vendor.${id}`)),
    reference: pick(known.references),
    'x-paystack-signature': fc.constant(FUZZ_SIGNATURE),
  };
  return (field) => table[field];
}

/**
 * Real values for a path parameter: which table an `{id}` names depends on the route.
 * Answered raw; the caller percent-encodes them.
 */
export function pathHints(known: Known, path: string, name: string): readonly (string | number)[] {
  if (name === 'id') {
    if (path.includes('/services/')) return known.services;
    if (path.includes('/bundles/')) return known.bundles;
    if (path.includes('/addons/')) return known.addons;
    if (path.includes('/bankaccounts/')) return known.bankAccounts;
    if (path.includes('/days-off/')) return known.daysOff;
    if (path.includes('/workspace-images/')) return known.workspaceImages;
    if (path.includes('/readVendorNotice/')) return known.notifications;
    return known.bookings;
  }
  const table: Record<string, readonly (string | number)[]> = {
    userId: known.vendors,
    vendorId: known.vendors,
    customerId: known.customers,
    reviewId: known.reviews,
    reference: known.references,
    multipleId: known.multipleIds,
    ids: [...known.bookings, known.bookings.join(','), known.bookings.slice(0, 2).join(',')],
    profileLink: known.profileLinks,
    name: known.attachments,
    balance: [0, 100, 2500.5, 100_000_000],
    decision: ['accept', 'reject'],
  };
  return table[name] ?? [];
}

/** The bearer header of a caller, resolved at send time since tokens get replaced. */
export const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
