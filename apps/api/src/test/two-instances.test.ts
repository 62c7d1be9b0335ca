import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAYOUT_ACCOUNT_HOLD_MS } from '@app/shared';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrashDatabase, crashDatabase } from './crash/database.ts';
import { freePort, type ServerProcess, serverEnv, serverProcess } from './crash/server.ts';
import { futureSlots } from './crash/world.ts';
import { BUSINESS_SETUP, PNG, validSignUp } from './harness.ts';

/**
 * Two instances of the real server behind an imaginary load balancer: one PostgreSQL database,
 * one Redis, each its own DATA_DIR (nothing may be shared through a disk) and its own ports. A
 * request's instance is chosen by the test, so every race runs across both.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

type Instance = { server: ServerProcess; url: string; realtime: string; dataDir: string };
let data: CrashDatabase;
const instances: Instance[] = [];
const dataDirs: string[] = [];

async function startInstance(queue: string): Promise<Instance> {
  const port = await freePort();
  let realtimePort = await freePort();
  while (realtimePort === port) realtimePort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'api-instance-'));
  dataDirs.push(dataDir);
  const env = serverEnv({ port, realtimePort, dataDir, databaseUrl: data.databaseUrl });
  // Client messages poll often, so a message is due within the test's patience either way.
  Object.assign(env, { REDIS_URL: redisUrl!, MESSAGES_QUEUE: queue, MESSAGES_POLL_MS: '1000' });
  const server = serverProcess(env);
  await server.start();
  return { server, url: server.baseUrl, realtime: `http://127.0.0.1:${realtimePort}`, dataDir };
}

const call = async (instance: Instance, method: string, path: string, body?: unknown, headers = {}) => {
  const res = await fetch(`${instance.url}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.runIf(databaseUrl && redisUrl)('two instances on one PostgreSQL and Redis', () => {
  let a: Instance;
  let b: Instance;
  let vendor: { id: number; auth: Record<string, string>; token: string; service: number };
  let customers: Record<string, string>[];
  const slots = futureSlots(new Date());

  beforeAll(async () => {
    data = await crashDatabase();
    const queue = `two-instances-${Date.now()}`;
    a = await startInstance(queue);
    b = await startInstance(queue);
    instances.push(a, b);

    const signUp = await call(a, 'POST', 'registerpartone', validSignUp(1));
    expect(signUp.status).toBe(201);
    const auth = bearer(signUp.body.token);
    const setup = await call(b, 'POST', 'businesssetup', BUSINESS_SETUP, auth);
    expect(setup.status).toBe(200);
    const now = new Date().toISOString();
    const [service] = await data
      .db()
      .insertInto('services')
      .values({
        user_id: signUp.body.userId,
        name: 'Wash & Set',
        price: 800_000,
        duration_minutes: 30,
        duration_type: 'Fixed',
        deposit_type: 'none',
        deposit_value: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .execute();
    // Whatever the hour a run starts, the confirmation is due at once (no quiet hours).
    const settings = await call(
      a,
      'PUT',
      'settings/reminders',
      {
        reminder_hours: [24, 2],
        quiet_hours_enabled: false,
        quiet_start: '21:00',
        quiet_end: '07:00',
        whatsapp: true,
        sms: true,
        email: true,
      },
      auth,
    );
    expect(settings.status).toBe(200);
    vendor = { id: signUp.body.userId, auth, token: signUp.body.token, service: service!.id };
    customers = [];
    for (const n of [1, 2]) {
      const registered = await call(n === 1 ? a : b, 'POST', 'customer/register', {
        email: `two${n}@example.ng`,
        first_name: `Ada${n}`,
        last_name: 'Obi',
        password: 'Secret@123',
      });
      expect(registered.status).toBe(201);
      customers.push(bearer(registered.body.token));
    }
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) await instance.server.stop();
    await data?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const bookOn = (
    instance: Instance,
    customer: Record<string, string>,
    slot: { date: string; time: string },
  ) =>
    call(
      instance,
      'POST',
      'customer/bookings',
      {
        vendor_id: vendor.id,
        items: [{ service_id: vendor.service, ...slot }],
        service_location: "At Vendor's Location",
      },
      customer,
    );

  it('gives one slot to one of two customers booking it at once on different instances', async () => {
    const slot = slots.next().value!;
    const answers = await Promise.all([bookOn(a, customers[0]!, slot), bookOn(b, customers[1]!, slot)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("lets one of two accepts of one booking through, and the client's confirmation goes out once", async () => {
    const booked = await bookOn(a, customers[0]!, slots.next().value!);
    expect(booked.status).toBe(201);
    const id = booked.body.bookings[0].id as number;
    const accepts = await Promise.all(
      [a, b].map((instance) => call(instance, 'GET', `acceptBooking/${id}`, undefined, vendor.auth)),
    );
    const statuses = accepts.map((r) => r.status);
    expect(
      statuses.filter((s) => s === 200),
      JSON.stringify(accepts),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s >= 400 && s < 500)).toHaveLength(1);

    // The confirmation is one BullMQ job both instances' workers watch: one message in all.
    const sentFor = () =>
      [a, b].flatMap((instance) => {
        const dir = join(instance.dataDir, 'outbox');
        if (!existsSync(dir)) return [];
        return readdirSync(dir)
          .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to?: string; text?: string })
          .filter((message) => message.to === 'two1@example.ng' && /confirm/i.test(JSON.stringify(message)));
      });
    await expect.poll(() => sentFor().length, { timeout: 20_000, interval: 250 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(sentFor()).toHaveLength(1);
  });

  it('pays one of two withdrawals of one balance asked for on different instances', async () => {
    const db = data.db();
    const now = new Date().toISOString();
    await db
      .updateTable('users')
      .set({ nin_verified: 1, email_verified_at: now, phone_verified_at: now })
      .where('id', '=', vendor.id)
      .execute();
    await db
      .insertInto('ledger_entries')
      .values({
        user_id: vendor.id,
        booking_id: null,
        withdrawal_id: null,
        kind: 'released',
        bucket: 'balance',
        amount: 500_000,
        created_at: now,
      })
      .execute();
    const account = await call(
      a,
      'POST',
      'bankaccounts',
      { bank_code: '058', account_no: '0123456785', account_name: 'Chioma Eze' },
      vendor.auth,
    );
    expect(account.status).toBe(201);
    // Saved a day ago (the spawned servers keep the real clock): its 24-hour hold (issue 37) is over.
    await db
      .updateTable('bank_accounts')
      .set({ created_at: new Date(Date.now() - PAYOUT_ACCOUNT_HOLD_MS - 60_000).toISOString() })
      .where('id', '=', account.body.id)
      .execute();
    const withdrawals = await Promise.all(
      [a, b].map((instance, i) =>
        call(
          instance,
          'POST',
          'withdrawalrequest',
          { payment_info_id: account.body.id },
          { ...vendor.auth, 'idempotency-key': `race-withdrawal-${i}` },
        ),
      ),
    );
    expect(withdrawals.map((r) => r.status).sort(), JSON.stringify(withdrawals)).toEqual([200, 422]);
    const wallet = await call(b, 'GET', 'getUserWallet', undefined, vendor.auth);
    expect(wallet.body.data[0][0]).toMatchObject({ account_balance: 0, withdraw_pending: 5000 });
  });

  it('serves an image uploaded through one instance from the other, which has its own disk', async () => {
    const uploaded = await call(
      a,
      'POST',
      'workspace-images',
      { kind: 'portfolio', image: PNG, caption: 'Bridal look' },
      vendor.auth,
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const path = uploaded.body.path as string;
    const [fromA, fromB] = await Promise.all([a, b].map((instance) => fetch(`${instance.url}${path}`)));
    expect([fromA!.status, fromB!.status]).toEqual([200, 200]);
    expect(fromB!.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await fromB!.arrayBuffer()).equals(Buffer.from(await fromA!.arrayBuffer()))).toBe(
      true,
    );
  });

  it("delivers a booking made through one instance to the vendor's socket on the other", async () => {
    const socket = io(b.realtime, { transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const channel = `private-vendor.${vendor.id}`;
      const subscribed = await socket.emitWithAck('subscribe', {
        channel,
        auth: { headers: { Authorization: `Bearer ${vendor.token}` } },
      });
      expect(subscribed).toEqual({ ok: true });
      const seen: unknown[] = [];
      socket.on('booking.created', (_channel: string, booking: unknown) => seen.push(booking));
      const booked = await bookOn(a, customers[1]!, slots.next().value!);
      expect(booked.status).toBe(201);
      await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(1);
      expect(seen[0]).toMatchObject({ id: booked.body.bookings[0].id });
    } finally {
      socket.disconnect();
    }
  });
});
