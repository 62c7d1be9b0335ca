// Runs the checks and tests and fails at the first that fails. With no argument, all of them, in
// three stages: first two lanes side by side (lint, then the unit, component and API tests on
// SQLite | the type-check, the web build and the size budgets), then the API tests again on
// PostgreSQL (but for DIALECT_INDEPENDENT), then the browser journeys in Debian's Chromium on SQLite
// (two files at a time), the money journey among them a second time on PostgreSQL. The first
// stage's lanes fit 2 cores (the type-check, ~40 s with TypeScript 7, and the build beside the
// ~250 s SQLite run); later stages do not: each keeps both cores busy alone (journeys three files
// at a time took as long as two, 521 s against 526, the machine 98 % busy), and journeys beside the
// PostgreSQL pass oversubscribed the cores (two Chromiums and their servers beside three PostgreSQL
// test workers took 1,082 s instead of about 400, and time-bound API tests — crash, fuzz, the ledger
// property test, the spawned CLIs — missed their limits), so they run alone. LANES=1 runs every step in turn. Each step's output is held and printed whole, with its
// time, when it ends. `api` runs only the API suite (both databases); `e2e` only the build, the
// budget and the journeys.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const only = process.argv[2];
if (only && only !== 'api' && only !== 'e2e') {
  console.error(`Unknown part '${only}': use api or e2e, or nothing for everything.`);
  process.exit(1);
}
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// TEST_DATABASE_URL would send the API tests, E2E_DATABASE_URL the journeys, to PostgreSQL: these
// runs are SQLite's.
const sqlite = { DATABASE_URL: '', TEST_DATABASE_URL: '', E2E_DATABASE_URL: '' };
// API test files whose outcome cannot depend on the database's dialect, run on SQLite only. A file
// that reaches the database through the app for what it checks stays on both (most do, the fuzz
// suite too: PostgreSQL alone refused out-of-range integers with a 500 before).
const DIALECT_INDEPENDENT = [
  // Adapters against local fakes of their providers (Paystack, S3, SMTP, SMS gateway, a Web Push
  // service), no database.
  'apps/api/src/adapters/account-names.test.ts',
  'apps/api/src/adapters/mail.test.ts',
  'apps/api/src/adapters/outbox.test.ts',
  'apps/api/src/adapters/payouts.test.ts',
  'apps/api/src/adapters/paystack.test.ts',
  'apps/api/src/adapters/s3-file-store.test.ts',
  'apps/api/src/adapters/sms.test.ts',
  'apps/api/src/adapters/clock.test.ts',
  'apps/api/src/adapters/web-push.test.ts',
  // A bare Fastify instance and the error handler alone; the NIN seal, password hashing, the
  // configuration's parsing, a use case's retry over a stubbed port.
  'apps/api/src/lib/error-handler.test.ts',
  'apps/api/src/lib/sealed.test.ts',
  'apps/api/src/lib/passwords.test.ts',
  'apps/api/src/config.test.ts',
  'apps/api/src/modules/customer/change-own.test.ts',
  // `npm start` on the embedded default: the test removes DATABASE_URL, so it is SQLite's either way.
  'apps/api/src/server.test.ts',
  // The socket.io server on a bare HTTP server: origins and handshakes.
  'apps/api/src/modules/realtime/realtime.server.test.ts',
  // The OpenAPI document, built from the shared contract at start-up.
  'apps/api/src/test/openapi.test.ts',
  // Response headers (CSP, HSTS, nosniff…) and CORS answers: set by hooks around every route.
  'apps/api/src/test/headers.security.test.ts',
  'apps/api/src/test/cors.test.ts',
  // The built web app served from WEB_DIST, and the public app configuration from the environment.
  'apps/api/src/web-app.test.ts',
  'apps/api/src/modules/realtime/app-config.test.ts',
];
const missing = DIALECT_INDEPENDENT.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`DIALECT_INDEPENDENT names files that do not exist: ${missing.join(', ')}`);
  process.exit(1);
}

const step = (name, command, args, env = {}) => ({ name, command, args, env });
const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) console.log('TEST_DATABASE_URL is not set: the PostgreSQL runs are skipped.');
const apiOnPostgres = postgres
  ? [
      step('API tests (PostgreSQL)', 'npx', [
        'vitest',
        'run',
        '--project',
        'api',
        ...DIALECT_INDEPENDENT.flatMap((file) => ['--exclude', file]),
      ]),
    ]
  : [];
const journeys = ['vitest', 'run', '--config', 'e2e/vitest.config.ts'];
const browser = [
  step('Web build', 'npm', ['run', 'build']),
  // Sizes are deterministic, so this budget (unlike any timing) may fail the run.
  step('Size budgets (sign-in route, shop page)', 'node', ['scripts/size-budget.mjs', 'apps/web/dist']),
  // On SQLite, but for e2e/money.postgres.e2e.ts: the money journey again on PostgreSQL, among the
  // others rather than in a step of its own.
  step('Browser journeys (Chromium; SQLite, and money on PostgreSQL)', 'npx', journeys, {
    ...sqlite,
    E2E_POSTGRES_URL: postgres ?? '',
  }),
];
if (only !== 'api' && !existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: install Debian's chromium (apt-get install chromium).`);
  process.exit(1);
}

const apiOnSqlite = step('Unit, component and API tests (SQLite)', 'npx', ['vitest', 'run'], sqlite);
const [build, budgets, ...journeySteps] = browser;

const lint = step('Lint and format', 'npx', ['biome', 'check', '.']);
const typecheck = step('Type-check', 'npm', ['run', 'typecheck']);

/** Stages run in turn, the lanes of a stage side by side (see the top of this file). */
const stages =
  only === 'api'
    ? [[[step('API tests (SQLite)', 'npx', ['vitest', 'run', '--project', 'api'], sqlite), ...apiOnPostgres]]]
    : only === 'e2e'
      ? [[browser]]
      : process.env.LANES === '1'
        ? [[[lint, typecheck, apiOnSqlite, ...apiOnPostgres, build, budgets, ...journeySteps]]]
        : [
            [
              [lint, apiOnSqlite],
              [typecheck, build, budgets],
            ],
            [apiOnPostgres],
            [journeySteps],
          ];

const began = Date.now();
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);
/** Steps running now, so a failure elsewhere (or Ctrl-C) can stop them; and those it stopped. */
const running = new Set();
const stopped = new Set();
const results = [];
let failed = false;

/** Runs one step in a process group of its own, its output (stdout and stderr, interleaved) held. */
function run({ name, command, args, env }) {
  console.log(`--- ${name}: started at ${seconds(began)} s`);
  const started = Date.now();
  const child = spawn(command, args, {
    env: { ...process.env, TZ: 'UTC', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  running.add(child);
  return new Promise((done) => {
    child.once('close', (code) => {
      running.delete(child);
      const status = code === 0 ? 'ok' : stopped.has(child) ? 'stopped' : 'FAILED';
      const time = seconds(started);
      results.push({ name, status, time });
      console.log(`\n=== ${name} ===`);
      process.stdout.write(Buffer.concat(output));
      console.log(`=== ${name}: ${status} in ${time} s ===`);
      done(code === 0);
    });
  });
}

function stopAll() {
  for (const child of running) {
    stopped.add(child);
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    failed = true;
    stopAll();
    process.exit(1);
  });
}

for (const lanes of stages) {
  await Promise.all(
    lanes.map(async (lane) => {
      for (const next of lane) {
        if (failed) return;
        if (!(await run(next))) {
          failed = true;
          stopAll();
          return;
        }
      }
    }),
  );
}

console.log(`\nSteps (wall time ${seconds(began)} s):`);
for (const { name, status, time } of results)
  console.log(`  ${status.padEnd(7)} ${time.padStart(7)} s  ${name}`);
if (failed) {
  console.log('\nA step failed.');
  process.exit(1);
}
console.log('\nAll checks and tests passed.');
