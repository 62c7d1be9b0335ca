/**
 * getallbookingsbydate for a vendor with 5,000 bookings, beside a bare Fastify route answering the
 * same JSON, in one run. Prints requests/s and latency percentiles for both.
 *
 *   npm run bench:api            (SQLite)   DATABASE_URL=postgres://… npm run bench:api
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookingsApi, createApiClient, urlOf } from '@app/shared';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';

const BOOKINGS = 5000;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

const config = loadConfig(
  { LOG_LEVEL: 'silent' },
  { DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')), DATABASE_URL: process.env.DATABASE_URL || undefined },
);
const app = await buildApp(config);
const { db, auth } = app.container;
const now = new Date().toISOString();
const userId = await auth.createUser({
  email: `bench-${Date.now()}@example.ng`,
  full_name: 'Bench',
  business_name: 'Bench Salon',
  register_status: 1,
});
const token = await auth.issueToken(userId);
const [customer] = await db
  .insertInto('customers')
  .values({
    email: `c-${Date.now()}@example.ng`,
    first_name: 'Ada',
    last_name: 'B',
    password_hash: 'x',
    created_at: now,
  })
  .returning('id')
  .execute();
const statuses = ['pending', 'approved', 'completed', 'cancelled', 'ongoing', 'awaiting review'];
const start = Date.parse('2026-01-01T08:00:00Z');
for (let chunk = 0; chunk < BOOKINGS; chunk += 500) {
  await db
    .insertInto('bookings')
    .values(
      Array.from({ length: 500 }, (_, i) => {
        const n = chunk + i;
        const startsAt = new Date(start + n * 90 * 60_000);
        return {
          user_id: userId,
          customer_id: customer!.id,
          multiple_id: randomUUID(),
          reference: `BK-B${String(n).padStart(7, '0')}`,
          service_name: 'Knotless Braids',
          duration_type: 'Fixed',
          starts_at: startsAt.toISOString(),
          ends_at: new Date(startsAt.getTime() + 60 * 60_000).toISOString(),
          status: statuses[n % statuses.length]!,
          service_price: 2_500_000,
          amount_paid: 1_000_000,
          service_location: "At Vendor's Location",
          created_at: now,
          updated_at: now,
        };
      }),
    )
    .execute();
}
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const params = { userId };
const url = `${address}/api${urlOf(bookingsApi.all, { params })}`;
const headers = { authorization: `Bearer ${token}` };
// The answer through the typed client, to check it holds every booking; the bare route serves its JSON.
const answer = await createApiClient({ baseUrl: `${address}/api` }).call(
  bookingsApi.all,
  { params },
  { token },
);
if (answer.bookings.length !== BOOKINGS)
  throw new Error(`expected ${BOOKINGS} bookings, got ${answer.bookings.length}`);
const body = JSON.stringify(answer);
// A plain request, not the client nor fetch (both undo the compression): counts the bytes on the wire.
const wire = await new Promise<{ encoding: string; bytes: number }>((resolve, reject) => {
  get(url, { headers: { ...headers, 'accept-encoding': 'gzip' } }, (res) => {
    let bytes = 0;
    res.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    res.on('end', () => resolve({ encoding: String(res.headers['content-encoding'] ?? 'identity'), bytes }));
  }).on('error', reject);
});

const bare = Fastify();
bare.get('/bookings', (_req, reply) => reply.type('application/json').send(body));
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

const run = (title: string, target: string, extra: Record<string, string> = {}) =>
  autocannon({
    title,
    url: target,
    headers: { ...headers, ...extra },
    connections: CONNECTIONS,
    duration: DURATION_S,
  });

console.log(
  `Dialect: ${app.container.dialect}; ${BOOKINGS} bookings; ${(body.length / 1024).toFixed(0)} KiB per answer` +
    ` (${wire.encoding}: ${(wire.bytes / 1024).toFixed(0)} KiB on the wire)`,
);
console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each\n`);
const rows = [];
for (const [title, target, extra] of [
  ['bare Fastify, same JSON', `${bareAddress}/bookings`, {}],
  ['getallbookingsbydate', url, {}],
  ['getallbookingsbydate, gzip', url, { 'accept-encoding': 'gzip' }],
] as const) {
  const result = await run(title, target, extra);
  rows.push({
    route: title,
    'req/s (mean)': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    non2xx: result.non2xx,
  });
}
console.table(rows);
await bare.close();
await app.close();
