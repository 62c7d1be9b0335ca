/**
 * getallbookingsbydate for a vendor with 5,000 bookings, beside a bare Fastify route answering the
 * same bytes (the same JSON, the same gzip bytes, the same 304), in one run, on SQLite and then on
 * PostgreSQL. Prints requests/s, latency percentiles and the ratio to the bare route against the
 * target (issue 14: at least 0.8×). A benchmark never fails on timing.
 *
 *   npm run bench:api
 *   BENCH_PG_URL=postgres://… (default postgres://postgres@127.0.0.1:5432/test; a schema of its
 *   own, dropped at the end; BENCH_PG_URL=off skips it)   BENCH_SECONDS=10
 *   RATE_LIMIT_MAX (default 0, no per-address limit: every request comes from one address)
 */
import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import { bookingsApi, createApiClient, urlOf } from '@app/shared';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { benchApp, onBothDatabases } from './support/in-process.ts';

const BOOKINGS = 5000;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const TARGET = 0.8;

/** A plain request (not fetch, which undoes compression): the bytes and headers on the wire. */
const raw = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });

async function bench(databaseUrl: string | undefined) {
  const app = await benchApp(databaseUrl);
  try {
    const { db, auth } = app.container;
    const now = new Date().toISOString();
    const userId = await auth.createUser({
      email: `bench-${Date.now()}@example.ng`,
      full_name: 'Bench',
      business_name: 'Bench Salon',
      register_status: 1,
    });
    const token = await auth.issueToken(userId, { ip: '127.0.0.1', userAgent: 'bench' }, 'Bench');
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
    // The answer through the typed client, to check it holds every booking.
    const answer = await createApiClient({ baseUrl: `${address}/api` }).call(
      bookingsApi.all,
      { params },
      { token },
    );
    if (answer.bookings.length !== BOOKINGS)
      throw new Error(`expected ${BOOKINGS} bookings, got ${answer.bookings.length}`);
    // The bytes the route serves, which the bare route serves too.
    const identity = await raw(url, headers);
    const gzipped = await raw(url, { ...headers, 'accept-encoding': 'gzip' });
    const etag = identity.headers.etag ?? '';
    const json = identity.body;

    const bare = Fastify();
    bare.get('/bookings', (request, reply) => {
      if (etag && request.headers['if-none-match'] === etag) return reply.code(304).send();
      if (request.headers['accept-encoding']?.includes('gzip') && gzipped.headers['content-encoding'])
        return reply.type('application/json').header('content-encoding', 'gzip').send(gzipped.body);
      return reply.type('application/json').send(json);
    });
    const bareUrl = `${await bare.listen({ port: 0, host: '127.0.0.1' })}/bookings`;

    const run = (target: string, extra: Record<string, string>) =>
      autocannon({
        url: target,
        headers: { ...headers, ...extra },
        connections: CONNECTIONS,
        duration: DURATION_S,
      });

    console.log(
      `\nDialect: ${app.container.dialect}; ${BOOKINGS} bookings; ${(json.length / 1024).toFixed(0)} KiB per answer` +
        ` (${gzipped.headers['content-encoding'] ?? 'identity'}: ${(gzipped.body.length / 1024).toFixed(0)} KiB on the wire); ETag ${etag || 'none'}`,
    );
    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each, bare route then ours\n`);
    const rows = [];
    for (const [title, extra] of [
      ['JSON', {}],
      ['gzip', { 'accept-encoding': 'gzip' }],
      ['304 (If-None-Match)', { 'if-none-match': etag }],
    ] as const) {
      const base = await run(bareUrl, extra);
      const ours = await run(url, extra);
      const ratio = ours.requests.average / Math.max(base.requests.average, Number.EPSILON);
      rows.push({
        answer: title,
        'bare req/s': Math.round(base.requests.average),
        'ours req/s': Math.round(ours.requests.average),
        ratio: `${ratio.toFixed(2)}×`,
        // The target is for serving the list; a 304 beside a route with no sign-in, rate limit
        // or query shows only what a revalidation costs.
        target: title.startsWith('304') ? 'n/a' : `≥ ${TARGET}× ${ratio >= TARGET ? 'met' : 'not met'}`,
        'bare p50/p99 ms': `${base.latency.p50}/${base.latency.p99}`,
        'ours p50/p99 ms': `${ours.latency.p50}/${ours.latency.p99}`,
        // Every answer's status, to be sure a 304 row counts 304s (not 429s) and the others 200s.
        'ours statuses': Object.entries(ours.statusCodeStats ?? {})
          .map(([status, { count }]) => `${status}×${count}`)
          .join(' '),
      });
    }
    console.table(rows);
    await bare.close();
  } finally {
    await app.close();
  }
}

await onBothDatabases(bench);
