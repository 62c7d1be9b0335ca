/**
 * Fuzzes every operation of the API's own OpenAPI document (plus the hidden payment routes) with
 * valid-ish bodies broken in hostile ways, as the owner, anonymously and with the wrong or a forged
 * token. Whatever comes in, the answer must be below 500 and show nothing of the server's insides.
 * Deterministic: a fixed seed per operation, a fixed number of runs.
 *
 * The operations are dealt into shards by their seed, one test file each (`fuzz.<n>.test.ts`), so
 * the test workers fuzz them side by side: one file of 15,000 requests in a row was the suite's
 * longest (200 s on SQLite, near its 300 s limit on PostgreSQL), ending after everything else.
 */
import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { mutated, type Wire, wireFor } from './mutate.ts';
import {
  type Fuzzed,
  NASTY_QUERIES,
  NASTY_SEGMENTS,
  NASTY_STRINGS,
  percentEncode,
  WRONG_TYPES,
} from './nasty.ts';
import {
  HIDDEN_OPERATIONS,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  type Parameter,
  routeOf,
} from './openapi.ts';
import { authLabel, causesOf, distinct, type Failure, type Sent, snippet } from './oracle.ts';
import { arbitraryFor, type Hints } from './schema-arbitrary.ts';
import {
  acceptFuzzSignature,
  bearer,
  bodyHints,
  type Known,
  pathHints,
  seedWorld,
  type World,
} from './world.ts';

const SEED = 20_261_120;
/** Requests per operation: about 15,000 in all. */
const RUNS = 150;
/** 95 operations today; a route that silently leaves the document must fail this suite. */
const MIN_OPERATIONS = 90;
const DATABASE = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** Who calls: rotated by case number, so every operation is called anonymously and with bad tokens. */
const CALLERS = [
  'owner',
  'anonymous',
  'owner',
  'other audience',
  'owner',
  'forged',
  'owner',
  'owner',
] as const;
type Caller = (typeof CALLERS)[number];

/** Authorization headers no route should accept. */
const forgedHeaders = (token: string) => [
  'Bearer ',
  'Bearer x',
  `bearer ${token}`,
  `Bearer ${token}x`,
  `Bearer  ${token} `,
  `Bearer ${'a'.repeat(8000)}`,
  'Basic dXNlcjpwYXNz',
  'Bearer null',
  'Bearer %00',
  token,
];

interface Answer {
  status: number;
  body: string;
}

interface Case {
  segments: Record<string, string>;
  query: string;
  headers: Record<string, string>;
  wire: Wire;
}

/** The fuzz of one shard of the operations (1 to `shards`): those whose seed leaves that remainder. */
export const fuzzShard = (shard: number, shards: number) =>
  describe(`API fuzz (${DATABASE}), shard ${shard} of ${shards}`, () => {
    it('answers every documented operation below 500 and without internals, whatever it is sent', async () => {
      const started = Date.now();
      // The general per-IP ceiling would turn most of the run into 429s; per-account limits stay.
      const t = await createTestApp({}, { RATE_LIMIT_MAX: '0' });
      const serverErrors = recordServerErrors(t);
      try {
        await t.app.ready();
        // @fastify/swagger types the document as any OpenAPI version; ours is 3.0 from zod schemas.
        const documented = operationsOf(t.app.swagger() as unknown as OpenApiDocument);
        expect(documented.length).toBeGreaterThanOrEqual(MIN_OPERATIONS);

        const world = await seedWorld(t);
        acceptFuzzSignature(t);
        const run = newRun();
        const mine = [...documented, ...HIDDEN_OPERATIONS].filter((op) => seedOf(op) % shards === shard - 1);
        for (const op of inSafeOrder(mine)) {
          const cases = fc.sample(caseArbitrary(op, await world.known()), {
            seed: seedOf(op),
            numRuns: RUNS,
          });
          for (const [i, c] of cases.entries()) {
            const sent = requestOf(op, c, CALLERS[i % CALLERS.length]!, i, world);
            serverErrors.length = 0;
            const res = await send(t, sent);
            run.record(op, sent, res, serverErrors[0], world);
            // A fuzzed logout or password change signs the account out; the next request needs it in.
            await world.keepSignedIn();
          }
        }

        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(
          `fuzz shard ${shard}/${shards}: ${run.requests} requests over ${mine.length} of ${documented.length} documented + ${HIDDEN_OPERATIONS.length} hidden operations, ${run.serverErrors} 5xx, ${run.failures.length} failing answers on ${DATABASE} in ${seconds}s`,
        );
        // FUZZ_VERBOSE=1 shows which statuses each route answered: how deep the inputs got.
        if (process.env.FUZZ_VERBOSE) console.log(histogram(run.statuses));
        // FUZZ_REPORT=file.json keeps the failures for a closer look.
        if (process.env.FUZZ_REPORT) {
          writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(distinct(run.failures), null, 2));
        }
        expect(distinct(run.failures)).toEqual([]);
      } finally {
        await t.close();
      }
    }, 300_000);
  });

/** What a run saw: every failing answer (all of them, not just the first), counts, statuses per route. */
function newRun() {
  const run = {
    requests: 0,
    serverErrors: 0,
    failures: [] as Failure[],
    statuses: new Map() as Statuses,
    record(op: Operation, sent: Sent, res: Answer, serverError: string | undefined, world: World) {
      run.requests++;
      if (res.status >= 500) run.serverErrors++;
      tally(run.statuses, routeOf(op), res.status, res.body);
      for (const cause of causesOf(sent, res.status, res.body)) {
        run.failures.push(failureOf(op, sent, res, cause, serverError, world));
      }
      // FUZZ_ROUTE='POST /api/services' prints that route's exchanges, to see what its inputs hit.
      if (process.env.FUZZ_ROUTE === routeOf(op)) {
        console.log(snippet(sent.payload ?? sent.url, 400), '→', res.status, snippet(res.body, 200));
      }
    },
  };
  return run;
}

/** Errors thrown inside the server, as the error handler sees them: the cause behind a 500. */
function recordServerErrors(t: TestApp) {
  const errors: string[] = [];
  t.app.addHook('onError', async (_request, _reply, error) => {
    const frame = error.stack?.split('\n').find((line) => line.includes('/src/'));
    const where = frame?.replace(/^.*\/src\//, 'src/').replace(/\)$/, '');
    errors.push(`${error.name}: ${error.message}${where ? ` @ ${where}` : ''}`);
  });
  return errors;
}

/** Reads before writes, deletions after both, logout last: so later operations still find rows and a session. */
function inSafeOrder(ops: Operation[]) {
  const rank = (op: Operation) => (op.path === '/api/logout' ? 2 : op.method === 'DELETE' ? 1 : 0);
  return [...ops].sort((a, b) => rank(a) - rank(b));
}

/** A seed per route (FNV-1a of its name), so adding a route does not change the inputs of the others. */
function seedOf(op: Operation) {
  let hash = 2_166_136_261;
  for (const char of routeOf(op)) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return (SEED ^ hash) >>> 0;
}

function caseArbitrary(op: Operation, known: Known): fc.Arbitrary<Case> {
  const hints = bodyHints(known);
  const byPlace = (place: Parameter['in']) => op.parameters.filter((p) => p.in === place);
  const segments = Object.fromEntries(
    byPlace('path').map((p) => [p.name, segmentArbitrary(op, p, known, hints)]),
  );
  // Without a body schema, the rare body sent anyway is junk of any type.
  const body = op.body ? mutated(arbitraryFor(op.body, hints)) : fc.constantFrom(...WRONG_TYPES);
  return fc.record({
    segments: fc.record(segments),
    query: queryArbitrary(byPlace('query'), hints),
    headers: headersArbitrary(byPlace('header'), hints),
    wire: body.chain((value) => wireFor(value, op.body !== undefined)),
  });
}

/** A path segment: a real id, a schema-valid value, or something hostile; percent-encoded as needed. */
function segmentArbitrary(op: Operation, param: Parameter, known: Known, hints: Hints): fc.Arbitrary<string> {
  const real = pathHints(known, op.path, param.name).map((v) => percentEncode(String(v)));
  const encoded = (value: Fuzzed) => percentEncode(typeof value === 'string' ? value : JSON.stringify(value));
  const shortNasty = NASTY_STRINGS.filter((s) => s.length > 0 && s.length < 2_000);
  return fc.oneof(
    ...(real.length ? [{ arbitrary: fc.constantFrom(...real), weight: 4 }] : []),
    { arbitrary: arbitraryFor(param.schema, hints).map(encoded), weight: 2 },
    { arbitrary: fc.constantFrom(...NASTY_SEGMENTS), weight: 3 },
    { arbitrary: fc.constantFrom(...shortNasty).map(encoded), weight: 1 },
  );
}

/** The declared query parameters, valid-ish or hostile, or a query nobody asked for. */
function queryArbitrary(params: Parameter[], hints: Hints): fc.Arbitrary<string> {
  const declared = fc
    .record(
      Object.fromEntries(
        params.map((p) => [
          p.name,
          fc.oneof(arbitraryFor(p.schema, hints, p.name), fc.constantFrom(...NASTY_STRINGS)),
        ]),
      ),
      { requiredKeys: [] },
    )
    .map((values) => {
      const entries = Object.entries(values).map(([k, v]): [string, string] => [
        k,
        typeof v === 'string' ? v : JSON.stringify(v),
      ]);
      return entries.length ? `?${new URLSearchParams(entries)}` : '';
    });
  return fc.oneof(
    { arbitrary: declared, weight: 4 },
    { arbitrary: fc.constantFrom(...NASTY_QUERIES), weight: 1 },
  );
}

/** Declared headers (idempotency keys, signatures): well-formed or hostile, ASCII so they can be sent. */
function headersArbitrary(params: Parameter[], hints: Hints): fc.Arbitrary<Record<string, string>> {
  const hostile = fc.constantFrom('', ' ', 'x'.repeat(10_000), 'a b\tc', '%00', '../../etc/passwd', 'null');
  const value = (p: Parameter) =>
    fc
      .oneof(
        arbitraryFor(p.schema, hints, p.name).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
        hostile,
      )
      .map(toHeaderValue);
  return fc
    .record(Object.fromEntries(params.map((p) => [p.name, value(p)])), { requiredKeys: [] })
    .map((headers) =>
      Object.fromEntries(
        Object.entries(headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, v] as const])),
      ),
    );
}

/** Header values must be Latin-1 without line breaks to be sent at all; keep what survives. */
const toHeaderValue = (value: string) => value.replace(/[^\x20-\x7e]/g, '?');

function requestOf(op: Operation, c: Case, caller: Caller, i: number, world: World): Sent {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => c.segments[name] ?? '');
  const own = op.audience === 'customer' ? world.tokens.customer : world.tokens.vendor;
  const theirs = op.audience === 'customer' ? world.tokens.vendor : world.tokens.customer;
  const forged = forgedHeaders(own);
  const auth: Record<string, Record<string, string>> = {
    owner: bearer(own),
    anonymous: {},
    'other audience': bearer(theirs),
    forged: { authorization: forged[i % forged.length]! },
  };
  const headers = { ...c.headers, ...auth[caller] };
  if (c.wire.contentType !== undefined) headers['content-type'] = c.wire.contentType;
  return {
    method: op.method,
    url: `${path}${c.query}`,
    headers,
    contentType: c.wire.contentType,
    payload: c.wire.payload,
  };
}

/** Sends through `inject`; a request the client library refuses to build is reported, not thrown. */
async function send(t: TestApp, sent: Sent): Promise<Answer> {
  try {
    const res = await t.app.inject({
      method: sent.method,
      url: sent.url,
      headers: sent.headers,
      payload: sent.payload,
    });
    return { status: res.statusCode, body: res.body };
  } catch (error) {
    return { status: 0, body: `inject threw: ${(error as Error).message}` };
  }
}

function failureOf(
  op: Operation,
  sent: Sent,
  res: Answer,
  cause: string,
  serverError: string | undefined,
  world: World,
): Failure {
  const others = Object.fromEntries(
    Object.entries(sent.headers)
      .filter(([name]) => name !== 'authorization' && name !== 'content-type')
      .map(([name, value]) => [name, snippet(value, 60)]),
  );
  return {
    route: routeOf(op),
    cause,
    method: sent.method,
    url: snippet(sent.url, 200),
    contentType: sent.contentType ?? '(none)',
    auth: authLabel(sent.headers, { vendor: world.tokens.vendor, customer: world.tokens.customer }),
    ...(Object.keys(others).length ? { headers: others } : {}),
    status: res.status,
    bodySnippet: snippet(res.body),
    requestSnippet: snippet(sent.payload ?? ''),
    ...(serverError ? { serverError: snippet(serverError, 400) } : {}),
  };
}

/** Per route, how many answers of each status and the first body of each: how deep the inputs got. */
type Statuses = Map<string, Map<number, { count: number; first: string }>>;

function tally(statuses: Statuses, route: string, status: number, body: string) {
  const counts = statuses.get(route) ?? new Map<number, { count: number; first: string }>();
  const seen = counts.get(status);
  if (seen) seen.count++;
  else counts.set(status, { count: 1, first: snippet(body, 100) });
  statuses.set(route, counts);
}

const histogram = (statuses: Statuses) =>
  [...statuses]
    .map(([route, counts]) => {
      const sorted = [...counts].sort(([a], [b]) => a - b);
      const line = sorted.map(([status, { count }]) => `${status}×${count}`).join(' ');
      const firsts = sorted.map(([status, { first }]) => `    ${status}: ${first}`).join('\n');
      return `${route.padEnd(52)} ${line}\n${firsts}`;
    })
    .join('\n');
