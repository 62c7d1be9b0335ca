/**
 * The customer shop's month of free slots for one service (GET customer/shop/{link}/slots), for
 * vendors with 5,000 bookings each, 4,000 of them in the month asked for (next month, in Lagos)
 * and the rest in this one, with breaks, days off and blocked time in play: a busy calendar (half
 * the bookings hold their time: the month is nearly full) and an open one (one in ten: free time
 * left). On SQLite and then on PostgreSQL, the app built in-process. Each answer is first checked
 * against slotProblem run on every candidate, then timed: sequential requests after a warm-up
 * (p50/p95/max, req/s) against the target (issue 14: p95 ≤ 50 ms), and autocannon with a few
 * connections. A benchmark never fails on timing.
 *
 *   npm run bench:slots
 *   BENCH_PG_URL=postgres://… (default postgres://postgres@127.0.0.1:5432/test; a schema of its
 *   own, dropped at the end; BENCH_PG_URL=off skips it)   BENCH_REQUESTS=200   BENCH_SECONDS=5
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, get } from 'node:http';
import {
  fromLagos,
  lagosDateTime,
  lagosDay,
  lagosWeekday,
  SLOT_STEP_MINUTES,
  slotProblem,
} from '@app/shared';
import autocannon from 'autocannon';
import { bookingsRepository } from '../apps/api/src/modules/bookings/bookings.repository.ts';
import { breaksOf, daysOffOf, hoursOf } from '../apps/api/src/modules/schedule/schedule.repository.ts';
import { teamOf } from '../apps/api/src/modules/staff/staff.repository.ts';
import { waitlistRepository } from '../apps/api/src/modules/waitlist/waitlist.repository.ts';
import { type BenchApp, benchApp, onBothDatabases } from './support/in-process.ts';

const BOOKINGS = 5000;
const IN_MONTH = 4000;
const WARM_UP = 30;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 4;
const TARGET_P95_MS = 50;
const SERVICE_MINUTES = 60;

/** A small deterministic generator, so both databases hold the same calendar. */
function random(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return Math.floor((state / 2 ** 32) * below);
  };
}

/** The Lagos days of a month 'YYYY-MM'. */
const daysOf = (month: string) => {
  const days: string[] = [];
  for (let d = 1; d <= 31; d++) {
    const date = `${month}-${String(d).padStart(2, '0')}`;
    if (lagosDay(fromLagos(date, '12:00')) === date) days.push(date);
  }
  return days;
};
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
/** One GET on a kept-alive connection: status, body and the milliseconds it took. */
const timedGet = (url: string) =>
  new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
    const started = process.hrtime.bigint();
    get(url, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        }),
      );
    }).on('error', reject);
  });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;

interface Answer {
  duration_minutes: number;
  days: { date: string; times: string[] }[];
}

/**
 * A vendor open Monday to Saturday 08:00–20:00, lunch 13:00–14:00, two days off and 20 blocked
 * periods in `month`, a 60-minute service, and 5,000 bookings of 15 to 90 minutes at quarter hours
 * within opening hours: 4,000 in `month`, 1,000 in `thisMonth`. One in `holdEvery` still holds its
 * time (pending or approved); the others are done or called off.
 */
async function seedVendor(app: BenchApp, month: string, thisMonth: string, holdEvery: number) {
  const { db, auth } = app.container;
  const nowIso = new Date().toISOString();
  const userId = await auth.createUser({
    email: `bench-${randomBytes(4).toString('hex')}@example.ng`,
    full_name: 'Bench',
    business_name: `Bench Salon ${randomBytes(3).toString('hex')}`,
    register_status: 1,
  });
  const { profile_link: link } = await db
    .selectFrom('users')
    .select('profile_link')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('business_hours')
    .values(
      [0, 1, 2, 3, 4, 5].map((day) => ({ user_id: userId, day, open_time: '08:00', close_time: '20:00' })),
    )
    .execute();
  await db
    .insertInto('business_breaks')
    .values(
      [0, 1, 2, 3, 4, 5].map((day) => ({ user_id: userId, day, start_time: '13:00', end_time: '14:00' })),
    )
    .execute();
  const days = daysOf(month);
  await db
    .insertInto('days_off')
    .values([days[9]!, days[20]!].map((date) => ({ user_id: userId, date, reason: 'Closed' })))
    .execute();
  await db
    .insertInto('blocked_times')
    .values(
      days.slice(0, 20).map((date, i) => ({
        user_id: userId,
        starts_at: fromLagos(date, clock(9 * 60 + (i % 8) * 45)).toISOString(),
        ends_at: fromLagos(date, clock(10 * 60 + (i % 8) * 45 + 10)).toISOString(),
        reason: 'Training',
        created_at: nowIso,
      })),
    )
    .execute();
  const [service] = await db
    .insertInto('services')
    .values({
      user_id: userId,
      name: 'Wash & Set',
      duration_minutes: SERVICE_MINUTES,
      duration_type: 'Fixed',
      price: 800_000,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .returning('id')
    .execute();
  const [customer] = await db
    .insertInto('customers')
    .values({
      email: `c-${randomBytes(4).toString('hex')}@example.ng`,
      first_name: 'Ada',
      last_name: 'B',
      password_hash: 'x',
      created_at: nowIso,
    })
    .returning('id')
    .execute();
  const holding = ['pending', 'approved'];
  const over = ['completed', 'cancelled', 'declined'];
  const pick = random(20_261_124 + holdEvery);
  const current = daysOf(thisMonth);
  const rows = Array.from({ length: BOOKINGS }, (_, n) => {
    const from = n < IN_MONTH ? days : current;
    const date = from[pick(from.length)]!;
    const startsAt = fromLagos(date, clock(8 * 60 + pick(44) * 15));
    return {
      user_id: userId,
      customer_id: customer!.id,
      multiple_id: randomUUID(),
      reference: `BK-${userId}-${String(n).padStart(6, '0')}`,
      service_name: 'Wash & Set',
      duration_type: 'Fixed',
      starts_at: startsAt.toISOString(),
      ends_at: new Date(startsAt.getTime() + (1 + pick(6)) * 15 * 60_000).toISOString(),
      status: n % holdEvery === 0 ? holding[pick(2)]! : over[pick(3)]!,
      service_price: 800_000,
      service_location: "At Vendor's Location",
      created_at: nowIso,
      updated_at: nowIso,
    };
  });
  for (let chunk = 0; chunk < rows.length; chunk += 500) {
    await db
      .insertInto('bookings')
      .values(rows.slice(chunk, chunk + 500))
      .execute();
  }
  return { userId, link, serviceId: service!.id, days };
}

/** The month's answer against slotProblem run on every candidate with the month's calendar. */
async function checkAgainstSlotProblem(app: BenchApp, userId: number, days: string[], answer: Answer) {
  const { db } = app.container;
  const rows = bookingsRepository(db, {
    schedule: { hoursOf, breaksOf, daysOffOf },
    team: { teamOf },
    waitlist: waitlistRepository(db),
  });
  const windowFrom = fromLagos(days[0]!, '00:00');
  const windowTo = new Date(
    fromLagos(days.at(-1)!, '00:00').getTime() + 86_400_000 + SERVICE_MINUTES * 60_000,
  );
  const window = { from: windowFrom.toISOString(), to: windowTo.toISOString() };
  const now = new Date();
  const [rule, closed, taken] = await Promise.all([
    rows.slotRule(db, userId),
    rows.closedTimes(db, userId, { ...window, fromDay: lagosDay(windowFrom), toDay: lagosDay(windowTo) }),
    rows.takenSlots(db, userId, window, now.toISOString()),
  ]);
  const interval = (row: { starts_at: string; ends_at: string }) => ({
    start: new Date(row.starts_at),
    end: new Date(row.ends_at),
  });
  const context = {
    now,
    rule,
    hours: closed.hours,
    breaks: closed.breaks,
    daysOff: closed.daysOff,
    blocked: closed.blocked.map(interval),
    taken: taken.map(interval),
  };
  let differing = 0;
  for (const { date, times } of answer.days) {
    const weekday = lagosWeekday(fromLagos(date, '00:00'));
    const candidates = new Set<string>();
    for (let m = 0; m < 1440; m += SLOT_STEP_MINUTES) candidates.add(clock(m));
    for (const h of context.hours) if (h.day === weekday) candidates.add(h.open_time);
    for (const b of context.breaks) if (b.day === weekday) candidates.add(b.end_time);
    for (const x of [...context.blocked, ...context.taken]) {
      const end = lagosDateTime(x.end);
      if (end.date === date) candidates.add(end.time);
    }
    const expected = [...candidates].sort().filter((time) => {
      const start = fromLagos(date, time);
      const end = new Date(start.getTime() + SERVICE_MINUTES * 60_000);
      return slotProblem({ start, end }, context) === null;
    });
    if (JSON.stringify(expected) !== JSON.stringify(times)) differing++;
  }
  return { differing, holding: taken.length };
}

async function bench(databaseUrl: string | undefined) {
  const app = await benchApp(databaseUrl);
  try {
    const now = new Date();
    const thisMonth = lagosDay(now).slice(0, 7);
    const month = lagosDay(fromLagos(`${thisMonth}-28`, '12:00').getTime() + 5 * 86_400_000).slice(0, 7);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(
      `\nDialect: ${app.container.dialect}; per vendor ${BOOKINGS} bookings (${IN_MONTH} in ${month}, the rest in ${thisMonth}); ` +
        `service of ${SERVICE_MINUTES} min; month asked: ${month}`,
    );
    const rows = [];
    for (const [calendar, holdEvery] of [
      ['busy: 1 in 2 bookings holds time', 2],
      ['open: 1 in 10 bookings holds time', 10],
    ] as const) {
      const vendor = await seedVendor(app, month, thisMonth, holdEvery);
      const url = `${address}/api/customer/shop/${vendor.link}/slots?service_id=${vendor.serviceId}&month=${month}`;
      const first = await timedGet(url);
      if (first.status !== 200) throw new Error(`${first.status}: ${first.body}`);
      const answer = JSON.parse(first.body) as Answer;
      const check = await checkAgainstSlotProblem(app, vendor.userId, vendor.days, answer);

      for (let i = 0; i < WARM_UP; i++) await timedGet(url);
      const latencies: number[] = [];
      const started = performance.now();
      for (let i = 0; i < REQUESTS; i++) {
        const res = await timedGet(url);
        if (res.status !== 200) throw new Error(`${res.status}: ${res.body}`);
        latencies.push(res.ms);
      }
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      const p95 = percentile(latencies, 0.95);
      const loaded = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
      const free = answer.days.reduce((sum, d) => sum + d.times.length, 0);
      rows.push({
        calendar,
        'holding rows': check.holding,
        'free times': free,
        'vs slotProblem': check.differing === 0 ? 'identical' : `${check.differing} days differ`,
        [`seq. p50/p95/max ms (${REQUESTS})`]: `${percentile(latencies, 0.5).toFixed(1)}/${p95.toFixed(1)}/${(latencies.at(-1) ?? Number.NaN).toFixed(1)}`,
        'seq. req/s': Math.round(REQUESTS / seconds),
        target: `p95 ≤ ${TARGET_P95_MS} ms ${p95 <= TARGET_P95_MS ? 'met' : 'not met'}`,
        [`autocannon ×${CONNECTIONS} p50/p97.5 ms, req/s`]: `${loaded.latency.p50}/${loaded.latency.p97_5}, ${Math.round(loaded.requests.average)}`,
      });
      if (Object.keys(loaded.statusCodeStats ?? {}).some((status) => status !== '200'))
        console.log(`  (autocannon statuses: ${JSON.stringify(loaded.statusCodeStats)})`);
    }
    console.table(rows);
  } finally {
    await app.close();
  }
}

await onBothDatabases(bench);
agent.destroy();
