/**
 * Realtime fan-out (issue 14): how long a booking made through the customer API takes to reach
 * every socket subscribed to the vendor's private channel, and how much server memory an idle
 * socket costs. The built server (as `npm start` runs it) on PostgreSQL: one instance with 1,000
 * and then BENCH_SOCKETS sockets of one shop, then two instances joined by the Redis adapter with
 * BENCH_SOCKETS sockets split between them: all on one shop's channel (the widest fan-out), then as
 * a platform holds them, SCREENS of each shop, bookings made with MEASURED_SHOPS in turn. The sockets live in a load client of their own
 * (realtime-load.ts, forked); each is authorised through POST /api/broadcasting/auth (of the other
 * instance, when there are two) and subscribed. Latency runs from sending the customer's booking
 * request to each socket receiving `booking.created`, over BENCH_BOOKINGS bookings made one after
 * another (after warm-up bookings, not counted), alternating between the instances. Memory per
 * idle socket is each server's RSS (/proc/<pid>/status) after the sockets connected, less its RSS
 * before (once 100 warm-up sockets came and went), over the sockets it holds; each reading after a
 * full GC (through the server's inspector, which the bench opens on 127.0.0.1). Prints figures
 * against the targets (p95 ≤ 150 ms, < 20 KB per idle socket); a benchmark never fails on timing,
 * but a missed delivery is reported loudly.
 *
 *   npm run bench:realtime
 *   BENCH_PG_URL=postgres://… (default postgres://postgres@127.0.0.1:5432/test; a schema of its
 *   own, dropped at the end)   BENCH_REDIS_URL (default redis://127.0.0.1:6379)
 *   BENCH_SOCKETS (default 10000)   BENCH_BOOKINGS (default 20)
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { lagos } from '@app/shared';
import { Redis } from 'ioredis';
import pg from 'pg';
import WebSocket from 'ws';
import { uniqueVendor } from '../e2e/support/flows.ts';
import { createVendorWithService, registerCustomer } from '../e2e/support/money.ts';
import { bookServices } from '../e2e/support/payments.ts';
import { buildServer, type RunningServer, startServer } from '../e2e/support/server.ts';
import type { Answer, Command, Target } from './realtime-load.ts';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 20);
const WARM_UP = 2;
const WARM_UP_SOCKETS = 100;
const TARGET_P95_MS = 150;
const TARGET_KB = 20;
/** Sockets the load client opens at once (handshake, channel auth and subscribe). */
const BATCH = 200;
/** How long every socket has to receive a booking before the missing ones count as missed. */
const DELIVERY_TIMEOUT_MS = 10_000;
/** The pause between one booking's last delivery and the next booking, so they never pile up. */
const GAP_MS = 500;
/** Customers' open bookings with one vendor are capped (ABUSE_LIMITS.bookings): a new customer every 10. */
const BOOKINGS_PER_CUSTOMER = 10;
/** The platform scenario: screens signed in per shop, and the shops bookings are made with. */
const SCREENS = 4;
const MEASURED_SHOPS = 10;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The monotonic clock, which the load client's process shares (process.hrtime). */
const now = () => Number(process.hrtime.bigint()) / 1e6;
const rssKb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m);
  if (!line?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]);
};
/** CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat (10 ms ticks). */
const cpuMs = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const fmt = (n: number) => n.toLocaleString('en-GB');
const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;
const loud = (message: string) => console.log(`\n!!!!!!!! ${message} !!!!!!!!\n`);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * A session on a server's inspector (the bench starts each server with --inspect on a port of its
 * own, on 127.0.0.1) that runs full garbage collections: RSS read after one counts what is live,
 * not the garbage the connections' handshakes and channel authorisations left. One session for
 * the server's life (closed before it stops); nothing but HeapProfiler.collectGarbage is sent.
 */
async function inspect(server: RunningServer, inspectPort: number) {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  if (!target) throw new Error(`no inspector target on port ${inspectPort}`);
  const session = new WebSocket(target.webSocketDebuggerUrl);
  await once(session, 'open');
  let next = 0;
  const call = (method: string) =>
    new Promise<void>((resolve) => {
      const id = ++next;
      const onMessage = (data: WebSocket.RawData) => {
        if ((JSON.parse(String(data)) as { id?: number }).id !== id) return;
        session.off('message', onMessage);
        resolve();
      };
      session.on('message', onMessage);
      session.send(JSON.stringify({ id, method }));
    });
  return {
    server,
    async collectGarbage() {
      await call('HeapProfiler.collectGarbage');
      await call('HeapProfiler.collectGarbage');
    },
    async close() {
      session.close();
      if (session.readyState !== WebSocket.CLOSED) await once(session, 'close');
    },
  };
}
type Inspected = Awaited<ReturnType<typeof inspect>>;

/** Each server's RSS (kB) after a full collection and a pause. */
async function settledRss(servers: Inspected[]) {
  for (const inspected of servers) await inspected.collectGarbage();
  await sleep(2000);
  return servers.map(({ server }) => rssKb(server.pid));
}

/** The load client, forked; one command at a time. */
function startLoadClient() {
  const child: ChildProcess = fork(join(import.meta.dirname, 'realtime-load.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let pending: { resolve: (a: Answer) => void; reject: (e: Error) => void } | undefined;
  child.on('message', (answer: Answer) => {
    const waiter = pending;
    pending = undefined;
    if (answer.cmd === 'error') waiter?.reject(new Error(`load client: ${answer.message}`));
    else waiter?.resolve(answer);
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      pending?.reject(new Error(`the load client exited (${signal ?? code})`));
      resolve();
    }),
  );
  return {
    pid: child.pid ?? 0,
    ask<C extends Command['cmd']>(
      command: Extract<Command, { cmd: C }>,
    ): Promise<Extract<Answer, { cmd: C }>> {
      return new Promise((resolve, reject) => {
        pending = { resolve: resolve as (a: Answer) => void, reject };
        child.send(command);
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Free 1-hour slots of the fresh vendor (open Monday to Saturday, 09:00–18:00), from tomorrow on. */
function* slots() {
  for (let day = lagos(new Date()).add(1, 'day').startOf('day'); ; day = day.add(1, 'day')) {
    if (day.day() === 0) continue;
    for (let hour = 9; hour <= 17; hour += 1)
      yield { date: day.format('YYYY-MM-DD'), time: `${String(hour).padStart(2, '0')}:00` };
  }
}

/** A vendor signed in on some screens. */
interface Vendor {
  vendorId: number;
  token: string;
}
/** A vendor customers book with. */
interface Shop extends Vendor {
  serviceId: number;
}
/** Who is connected in a scenario: each vendor's screens; bookings go to the shops in turn. */
interface Audience {
  screens: { vendor: Vendor; sockets: number }[];
  shops: Shop[];
}
const channelOf = (vendor: Vendor) => `private-vendor.${vendor.vendorId}`;

interface Row {
  scenario: string;
  sockets: string;
  deliveries: string;
  'first ms': string;
  'p50 ms': string;
  'p95 ms': string;
  'max ms': string;
  'p95 target': string;
  'KB per idle socket': string;
  'memory target': string;
  'booking answer p50 ms': string;
  'CPU ms: servers / client': string;
}

const slot = slots();
let booked = 0;
let missedAnywhere = false;

/** Customers' tokens, a new one every BOOKINGS_PER_CUSTOMER bookings. */
const customers: string[] = [];
const customerFor = async (server: RunningServer) => {
  const i = Math.floor(booked / BOOKINGS_PER_CUSTOMER);
  customers[i] ??= await registerCustomer(server.url, {
    email: `bench.${Date.now()}.${i}@customer.ng`,
    firstName: 'Ada',
    lastName: `Bench ${i}`,
  });
  return customers[i];
};

/** One customer booking through `server`'s customer API; answers its id and when it was sent. */
async function book(server: RunningServer, shop: Shop) {
  for (let tries = 0; tries < 20; tries += 1) {
    const { date, time } = slot.next().value as { date: string; time: string };
    const customer = await customerFor(server);
    const sent = now();
    try {
      const answer = await bookServices(server.url, customer, {
        vendorId: shop.vendorId,
        items: [{ service_id: shop.serviceId, date, time }],
      });
      booked += 1;
      const id = answer.bookings[0]?.id;
      if (typeof id !== 'number') throw new Error('the booking answer holds no booking');
      return { id, sent, answered: now() };
    } catch (error) {
      // A slot refused (409: a closed or taken time): try the next one.
      if ((error as { status?: number }).status !== 409) throw error;
    }
  }
  throw new Error('no free slot in 20 tries');
}

async function scenario(
  label: string,
  instances: number,
  audienceOf: (server: RunningServer) => Promise<Audience>,
  databaseUrl: string,
): Promise<Row> {
  const env = {
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    // Every request comes from one address: the per-address ceiling would answer 429s.
    RATE_LIMIT_MAX: '0',
    REDIS_URL: instances > 1 ? REDIS_URL : '',
  };
  const servers: RunningServer[] = [];
  const inspected: Inspected[] = [];
  const client = startLoadClient();
  try {
    // One after the other: the first migrates the schema.
    for (let i = 0; i < instances; i += 1) {
      const inspectPort = await freePort();
      const server = await startServer(
        { ...env, NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort}` },
        { databaseUrl },
      );
      servers.push(server);
      inspected.push(await inspect(server, inspectPort));
    }
    const { screens, shops } = await audienceOf(servers[0]!);
    // Warm-up bookings with no socket connected yet: the code paths compiled before the baseline.
    for (let i = 0; i < WARM_UP; i += 1) await book(servers[i % servers.length]!, shops[i % shops.length]!);
    const split = (total: number) =>
      servers.map((_, i) => Math.floor(total / instances) + (i < total % instances ? 1 : 0));
    // Each vendor's screens spread over the instances; each authorised by the other instance's API.
    const targetsOf = (groups: Audience['screens']): Target[] =>
      groups.flatMap(({ vendor, sockets }) =>
        split(sockets).map((count, i) => ({
          realtimeUrl: servers[i]!.realtimeUrl,
          apiUrl: servers[(i + 1) % servers.length]!.url,
          token: vendor.token,
          channel: channelOf(vendor),
          count,
        })),
      );
    // A few sockets connected and closed first: what the first connection sets up once is not
    // counted against every socket.
    await client.ask<'connect'>({
      cmd: 'connect',
      targets: targetsOf([{ vendor: shops[0]!, sockets: WARM_UP_SOCKETS }]),
      batch: BATCH,
    });
    await client.ask<'close'>({ cmd: 'close' });
    await sleep(1000);
    const before = await settledRss(inspected);

    const targets = targetsOf(screens);
    const share = servers.map((server) =>
      targets.filter((t) => t.realtimeUrl === server.realtimeUrl).reduce((sum, t) => sum + t.count, 0),
    );
    const sockets = share.reduce((sum, n) => sum + n, 0);
    const connected = await client.ask<'connect'>({ cmd: 'connect', targets, batch: BATCH });
    console.log(
      `${label}: ${fmt(connected.sockets)} of ${fmt(sockets)} sockets of ${fmt(screens.length)} vendors ` +
        `connected and subscribed in ${(connected.ms / 1000).toFixed(1)} s ` +
        `(load client RSS ${fmt(Math.round(connected.clientRssKb / 1024))} MB)`,
    );
    if (connected.failed) {
      missedAnywhere = true;
      loud(`${fmt(connected.failed)} sockets FAILED to connect or subscribe: ${connected.errors.join('; ')}`);
    }
    // Idle: nothing but the revocation checks runs meanwhile.
    await sleep(3000);
    const after = await settledRss(inspected);
    const perSocket = servers.map((_, i) => (after[i]! - before[i]!) / Math.max(1, share[i]!));
    /** How many screens each shop has: the receipts each of its bookings must reach. */
    const screensOf = (shop: Shop) => screens.find((group) => group.vendor === shop)?.sockets ?? 0;

    const latencies: number[] = [];
    const answers: number[] = [];
    /** Per booking, its first socket's latency: the server's part before it starts writing to sockets. */
    const firsts: number[] = [];
    let delivered = 0;
    let expected = 0;
    let missing = 0;
    let duplicates = 0;
    let disconnected = 0;
    let serverCpu = 0;
    let clientCpu = 0;
    // The first WARM_UP bookings warm the fan-out: checked like the others, not counted in the figures.
    for (let i = 0; i < WARM_UP + BOOKINGS; i += 1) {
      const cpuBefore = [servers.reduce((sum, s) => sum + cpuMs(s.pid), 0), cpuMs(client.pid)];
      const shop = shops[i % shops.length]!;
      const { id, sent, answered } = await book(servers[i % servers.length]!, shop);
      const got = await client.ask<'expect'>({
        cmd: 'expect',
        id,
        channel: channelOf(shop),
        timeoutMs: DELIVERY_TIMEOUT_MS,
      });
      if (got.missing || got.duplicates) {
        missedAnywhere = true;
        loud(
          `${label}, booking #${id}: ${fmt(got.missing)} of ${fmt(screensOf(shop))} sockets MISSED it` +
            ` within ${DELIVERY_TIMEOUT_MS / 1000} s; ${fmt(got.duplicates)} received it twice` +
            ` (${fmt(got.disconnected)} disconnected so far: ${JSON.stringify(got.disconnectReasons)})`,
        );
      }
      disconnected = got.disconnected;
      if (i < WARM_UP) continue;
      serverCpu += servers.reduce((sum, s) => sum + cpuMs(s.pid), 0) - cpuBefore[0]!;
      clientCpu += cpuMs(client.pid) - cpuBefore[1]!;
      delivered += got.times.length;
      expected += screensOf(shop);
      missing += got.missing;
      duplicates += got.duplicates;
      answers.push(answered - sent);
      let first = Number.POSITIVE_INFINITY;
      for (const t of got.times) {
        latencies.push(t - sent);
        first = Math.min(first, t - sent);
      }
      if (got.times.length) firsts.push(first);
      await sleep(GAP_MS);
    }
    await client.ask<'close'>({ cmd: 'close' });

    latencies.sort((a, b) => a - b);
    answers.sort((a, b) => a - b);
    firsts.sort((a, b) => a - b);
    const p95 = percentile(latencies, 95);
    const names = servers.length > 1 ? ['A', 'B'] : [''];
    return {
      scenario: label,
      sockets: `${share.map(fmt).join(' + ')} (${screens.length === 1 ? 'one vendor' : `${fmt(screens.length)} vendors`})`,
      deliveries:
        `${fmt(delivered)} / ${fmt(expected)}` +
        (missing || duplicates || connected.failed || disconnected
          ? ` MISSED ${fmt(missing)}, twice ${fmt(duplicates)}, failed ${fmt(connected.failed)}, dropped ${fmt(disconnected)}`
          : ' all'),
      'first ms': percentile(firsts, 50).toFixed(1),
      'p50 ms': percentile(latencies, 50).toFixed(1),
      'p95 ms': p95.toFixed(1),
      'max ms': (latencies.at(-1) ?? 0).toFixed(1),
      'p95 target': `≤ ${TARGET_P95_MS} ${p95 <= TARGET_P95_MS ? 'ok' : 'over'}`,
      'KB per idle socket': perSocket
        .map((kb, i) => `${names[i]}${names[i] ? ' ' : ''}${kb.toFixed(1)}`)
        .join(' · '),
      'memory target': `< ${TARGET_KB} ${perSocket.every((kb) => kb < TARGET_KB) ? 'ok' : 'over'}`,
      'booking answer p50 ms': percentile(answers, 50).toFixed(1),
      'CPU ms: servers / client': `${Math.round(serverCpu / BOOKINGS)} / ${Math.round(clientCpu / BOOKINGS)}`,
    };
  } finally {
    await client.stop();
    // A session left open would keep a server waiting for its debugger when it exits.
    for (const session of inspected) await session.close();
    for (const server of servers) await server.stop();
  }
}

async function reachable(what: string, check: () => Promise<unknown>) {
  try {
    await check();
    return true;
  } catch (error) {
    console.log(`${what} not reachable (${(error as Error).message})`);
    return false;
  }
}

buildServer();
const admin = new pg.Client({ connectionString: PG_URL });
if (!(await reachable(`PostgreSQL at ${PG_URL}`, () => admin.connect()))) {
  throw new Error('bench:realtime needs PostgreSQL (BENCH_PG_URL): two instances share one database');
}
const redisUp = await reachable(`Redis at ${REDIS_URL}`, async () => {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
  } finally {
    redis.disconnect();
  }
});
const schema = `bench_${randomBytes(4).toString('hex')}`;
await admin.query(`CREATE SCHEMA ${schema}`);
try {
  const url = new URL(PG_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const databaseUrl = url.toString();

  /** Shops made through the API of the first server that runs, kept for every scenario. */
  const made: Shop[] = [];
  async function shopsOn(server: RunningServer, n: number) {
    while (made.length < n) {
      const vendor = { ...uniqueVendor('realtime'), password: 'Secret@123', fullName: 'Bench Vendor' };
      const { token, userId, serviceId } = await createVendorWithService(server.url, vendor, {
        name: 'Silk Press',
        price: 10_000,
      });
      made.push({ vendorId: userId, token, serviceId });
    }
    return made.slice(0, n);
  }

  /**
   * `n` more signed-in vendors, copied in the database from `template` (each with its own e-mail,
   * links and token): the other shops whose screens are connected. Made through the API, 2,500
   * sign-ups would only measure password hashing.
   */
  async function cloneVendors(template: Vendor, n: number): Promise<Vendor[]> {
    const { rows: columns } = await admin.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = $1 AND table_name = 'users' AND column_name <> 'id'`,
      [schema],
    );
    const unique: Record<string, string> = {
      email: `'bench.' || g || '@shops.ng'`,
      phone_number: 'NULL',
      referral_code: `'BENCH' || g`,
      profile_link: `'bench-shop-' || g`,
    };
    const names = columns.map((c) => c.column_name);
    const { rows: users } = await admin.query<{ id: number }>(
      `INSERT INTO ${schema}.users (${names.join(', ')})
       SELECT ${names.map((name) => unique[name] ?? name).join(', ')}
         FROM ${schema}.users, generate_series(1, $2) AS g WHERE id = $1
       RETURNING id`,
      [template.vendorId, n],
    );
    const vendors = users.map(({ id }) => ({ vendorId: id, token: randomBytes(32).toString('base64url') }));
    const now = new Date().toISOString();
    await admin.query(
      `INSERT INTO ${schema}.auth_tokens (user_id, token_hash, created_at, last_used_at)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $3::text[])`,
      [
        vendors.map((v) => v.vendorId),
        vendors.map((v) => createHash('sha256').update(v.token).digest('hex')),
        vendors.map(() => now),
      ],
    );
    return vendors;
  }

  /** Every socket on one shop's channel: the widest fan-out one booking can have. */
  const oneShop =
    (sockets: number) =>
    async (server: RunningServer): Promise<Audience> => {
      const [shop] = await shopsOn(server, 1);
      return { screens: [{ vendor: shop!, sockets }], shops: [shop!] };
    };
  /**
   * The sockets as a platform holds them: SCREENS of each shop (a front desk, the owner's phone,
   * a tablet, a laptop), bookings made with MEASURED_SHOPS of them in turn.
   */
  let others: Vendor[] | undefined;
  const manyShops =
    (sockets: number) =>
    async (server: RunningServer): Promise<Audience> => {
      const shops = await shopsOn(server, MEASURED_SHOPS);
      const vendors = Math.ceil(sockets / SCREENS);
      others ??= await cloneVendors(shops[0]!, vendors - shops.length);
      const all: Vendor[] = [...shops, ...others.slice(0, vendors - shops.length)];
      return {
        screens: all.map((vendor, i) => ({
          vendor,
          sockets: Math.min(SCREENS, sockets - i * SCREENS),
        })),
        shops,
      };
    };

  console.log(
    `\nRealtime fan-out: ${BOOKINGS} bookings per scenario through the customer API (after ${WARM_UP} warm-up),` +
      ` ${GAP_MS} ms apart; load client in its own process; ${cpus().length} cores shared by everything; Node ${process.version}\n`,
  );
  const rows: Row[] = [];
  const plans: [string, number, (server: RunningServer) => Promise<Audience>][] = [
    ['one instance, one shop', 1, oneShop(Math.min(1000, SOCKETS))],
    ['one instance, one shop', 1, oneShop(SOCKETS)],
    ['two instances + Redis adapter, one shop', 2, oneShop(SOCKETS)],
    [`two instances + Redis adapter, ${SCREENS} screens a shop`, 2, manyShops(SOCKETS)],
  ];
  for (const [label, instances, audience] of plans) {
    if (instances > 1 && !redisUp) {
      loud(`${label}: skipped, Redis at ${REDIS_URL} is not reachable`);
      continue;
    }
    rows.push(await scenario(label, instances, audience, databaseUrl));
  }
  console.log('');
  console.table(rows);
  console.log(
    [
      "Latency: from sending POST /api/customer/bookings to each socket's booking.created (sent after commit, before the answer).",
      "first ms: the median over bookings of the first socket's latency; the rest of the spread is the fan-out.",
      'CPU ms: per booking, from its request to its last delivery, all servers together / the load client (10 ms ticks).',
      'Memory: server RSS growth over the sockets it holds, each reading after a full GC.',
      `Targets (issue 14): p95 ≤ ${TARGET_P95_MS} ms with ${fmt(SOCKETS)} sockets on two instances; < ${TARGET_KB} KB per idle socket.`,
    ].join('\n'),
  );
  if (missedAnywhere) loud('SOME SOCKETS MISSED EVENTS OR FAILED TO CONNECT: see above');
  else console.log('Every socket received every booking, once.');
} finally {
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
}
