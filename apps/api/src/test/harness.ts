import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAYOUT_ACCOUNT_HOLD_MS } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { Clock } from '../adapters/clock.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Overrides } from '../container.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { argon2Passwords } from '../lib/passwords.ts';
import { checkAnswersAgainstDocument } from './conformance.ts';
import { emptySchema, noteMigrated, onPostgres, takeEmptiedSchema } from './emptied-schemas.ts';

/** A real 1×1 PNG as a data URL, for image uploads. */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** A real 1×1 JPEG as a data URL. */
export const JPG =
  'data:image/jpeg;base64,/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKpAB//Z';

/** A clock tests move by hand. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-11-20T09:00:00.000Z')) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * An app on a fresh database: SQLite in a temp dir, or, when TEST_DATABASE_URL is set, a
 * PostgreSQL schema of its own (new, or emptied by an earlier app of the same worker) so test
 * files never see each other's rows, nor tests each other's.
 */
export async function createTestApp(overrides: Overrides = {}, env: NodeJS.ProcessEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  let databaseUrl: string | undefined;
  const base = process.env.TEST_DATABASE_URL;
  if (!base) copyFileSync(await migratedSqliteFile(), join(dataDir, 'app.sqlite'));
  const reused = base ? takeEmptiedSchema() : undefined;
  const schema = reused ?? `${inject('schemaPrefix')}${randomBytes(6).toString('hex')}`;
  if (base) {
    if (!reused) await onPostgres(`CREATE SCHEMA ${schema}`);
    const url = new URL(base);
    // A commit need not wait for the WAL to reach the disk here (3.7 ms → 0.4 ms a commit on CI's
    // disk): a test's data never has to outlive a crash of PostgreSQL itself.
    url.searchParams.set('options', `-c search_path=${schema} -c synchronous_commit=off`);
    databaseUrl = url.toString();
  }
  const clock = new TestClock();
  const mails: { to: string; subject: string; text: string }[] = [];
  const smses: { to: string; text: string }[] = [];
  const config = loadConfig(
    // No web app unless a test gives one: whether apps/web is built (CI builds it while the
    // PostgreSQL pass runs) must not change what an API test sees.
    { LOG_LEVEL: 'silent', WEB_DIST: join(dataDir, 'no-web-app'), ...env },
    { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PUBLIC_URL: 'http://app.test' },
  );
  const app: FastifyInstance = await buildApp(config, {
    clock,
    passwords: cheapPasswords,
    mailer: { send: async (mail) => void mails.push(mail) },
    sms: { send: async (sms) => void smses.push(sms) },
    ...overrides,
  }).catch(async (error: unknown) => {
    if (base) await onPostgres(`DROP SCHEMA ${schema} CASCADE`);
    throw error;
  });
  if (base && !reused) await noteMigrated(schema);
  checkAnswersAgainstDocument(app);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    if (base) await emptySchema(schema);
  };
  return { app, clock, mails, smses, dataDir, config, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * argon2id at a test's cost (64 KiB, one pass) rather than production's 19 MiB and two passes
 * (lib/passwords.test.ts checks that one): about 80 ms of CPU a sign-up, for the 1,500-odd the API
 * tests make per pass. The servers the journeys and the crash test start hash at production's cost.
 */
const cheapPasswords = argon2Passwords({ memoryCost: 64, timeCost: 1, parallelism: 1 });

/**
 * A SQLite file migrated once per test worker, copied for each app: running the 34 migrations on a
 * fresh file was about half of an app's start-up (~120 ms of CPU of ~230; a SQLite run makes
 * 1,300-odd apps). The app still runs its migrator on the copy, which finds nothing left to do.
 */
let migratedSqlite: Promise<string> | undefined;
function migratedSqliteFile() {
  migratedSqlite ??= (async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-test-migrated-'));
    const { db } = createDatabase({ dataDir });
    await migrateToLatest(db, 'sqlite');
    await db.destroy();
    return join(dataDir, 'app.sqlite');
  })();
  return migratedSqlite;
}

/** The last 6-digit code sent to an address. */
export const lastCode = (messages: { to: string; text: string }[], to: string) => {
  const message = messages.findLast((m) => m.to === to);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
};

export const validSignUp = (n: number | string = 1) => ({
  email: `vendor${n}@example.ng`,
  full_name: 'Chioma Eze',
  business_name: `Chioma Braids ${n}`,
  phone_number: `0803000${String(n).padStart(4, '0')}`,
  gender: 'Female',
  password: 'Secret@123',
  c_password: 'Secret@123',
});

/** Registers a vendor and answers its token and id. */
export async function signUp(app: FastifyInstance, n: number | string = 1) {
  const res = await app.inject({ method: 'POST', url: '/api/registerpartone', payload: validSignUp(n) });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  const body = res.json() as { token: string; userId: number };
  return { ...body, auth: { authorization: `Bearer ${body.token}` } };
}

/** A vendor with its business set up (default hours Mon–Sat 09:00–18:00) and services of each duration type. */
/** A business set-up the API accepts: both places, no images. */
export const BUSINESS_SETUP = {
  business_category: 1,
  business_address: '4 Awolowo Road, Ikoyi, Lagos',
  business_description: 'Braids and nails',
  home_service: true,
  my_place: true,
  images: [],
};

export async function vendorWithServices(t: TestApp, n: number | string = 1) {
  const vendor = await signUp(t.app, n);
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/businesssetup',
    headers: vendor.auth,
    payload: BUSINESS_SETUP,
  });
  if (setup.statusCode !== 200) throw new Error(setup.body);
  const now = t.clock.now().toISOString();
  const services = await t.app.container.db
    .insertInto('services')
    .values(
      [
        { name: 'Wash & Set', duration_minutes: 60, duration_type: 'Fixed', price: 800_000 },
        { name: 'Knotless Braids', duration_minutes: 120, duration_type: 'Starts at', price: 2_500_000 },
      ].map((s) => ({ ...s, user_id: vendor.userId, created_at: now, updated_at: now })),
    )
    .returning('id')
    .execute();
  const user = await t.app.container.db
    .selectFrom('users')
    .select('profile_link')
    .where('id', '=', vendor.userId)
    .executeTakeFirstOrThrow();
  return { ...vendor, fixed: services[0]!.id, startsAt: services[1]!.id, profileLink: user.profile_link };
}

/** A customer account through the customer API. */
export async function customer(t: TestApp, n: number | string = 1) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/register',
    payload: {
      email: `customer${n}@example.ng`,
      first_name: `Tolu${n}`,
      last_name: 'Ade',
      password: 'Secret@123',
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { authorization: `Bearer ${res.json().token as string}` };
}

/** Books through the customer API; the test clock starts on Friday 2026-11-20 10:00 Lagos. */
export const book = (
  t: TestApp,
  headers: Record<string, string>,
  vendorId: number,
  items: { service_id: number; date: string; time: string }[],
  extra: Record<string, unknown> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/bookings',
    headers,
    payload: {
      vendor_id: vendorId,
      items,
      service_location: "At Vendor's Location",
      ...extra,
    },
  });

/**
 * The vendor books a client in (`POST /api/vendor/bookings/walk-in`): a walk-in, Ada on
 * 0803 123 4567, at 14:00 on Saturday 2026-11-21 for her Wash & Set; `body` changes any of it.
 */
export const bookWalkIn = (
  t: TestApp,
  vendor: { auth: Record<string, string>; fixed: number },
  body: Record<string, unknown> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/vendor/bookings/walk-in',
    headers: vendor.auth,
    payload: {
      source: 'walk_in',
      service_id: vendor.fixed,
      date: '2026-11-21',
      time: '14:00',
      client_name: 'Ada',
      client_phone: '08031234567',
      ...body,
    },
  });

/** A Paystack webhook delivered as Paystack posts it: the raw body, with its signature when given. */
export const paystackWebhook = (t: TestApp, raw: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-paystack-signature': signature } : {}),
    },
    payload: raw,
  });

/** The services take a deposit: `fixed` in kobo, `percent` of the price, `none`. */
export const setDeposit = (
  t: TestApp,
  serviceIds: number | number[],
  deposit_type: 'none' | 'fixed' | 'percent',
  deposit_value: number,
) =>
  t.app.container.db
    .updateTable('services')
    .set({ deposit_type, deposit_value })
    .where('id', 'in', [serviceIds].flat())
    .execute();

/** The customer presses Pay on the embedded sandbox's checkout page (which sends the signed webhook). */
export const payOnSandbox = (t: TestApp, reference: string, outcome: 'pay' | 'decline' = 'pay') =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${reference}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

/**
 * Books with a fixed deposit of ₦`deposit` on each item's service and pays it on the sandbox:
 * the only way money reaches a booking. Answers the booking response (bookings as held).
 */
export async function bookPaid(
  t: TestApp,
  headers: Record<string, string>,
  vendorId: number,
  items: { service_id: number; date: string; time: string }[],
  deposit: number,
) {
  const ids = items.map((i) => i.service_id);
  await setDeposit(t, ids, 'fixed', deposit * 100);
  const res = await book(t, headers, vendorId, items);
  await setDeposit(t, ids, 'none', 0);
  if (res.statusCode !== 201) throw new Error(res.body);
  const body = res.json() as {
    payment: { reference: string };
    bookings: { id: number; multiple_id: string }[];
  };
  const paid = await payOnSandbox(t, body.payment.reference);
  if (paid.statusCode !== 303) throw new Error(`sandbox payment failed: ${paid.body}`);
  return body;
}

/**
 * Issue 37: a new payout account receives no withdrawal for 24 hours. Tests of a shared app whose
 * later tests book at fixed times cannot move its clock a day, so the account is dated a day back
 * instead: the rule stands, the account is simply an old one (security.test.ts tests the hold).
 */
export async function savedADayAgo(t: TestApp, bankAccountId: number) {
  await t.app.container.db
    .updateTable('bank_accounts')
    .set({ created_at: new Date(t.clock.now().getTime() - PAYOUT_ACCOUNT_HOLD_MS).toISOString() })
    .where('id', '=', bankAccountId)
    .execute();
}
