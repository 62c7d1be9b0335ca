// Runs the checks and tests in order and stops at the first failure. With no argument, all of
// them: lint, type-check, unit + component + API tests on SQLite, the API tests again on
// PostgreSQL when TEST_DATABASE_URL is set, the web build and the sign-in route's size budget,
// then the browser journeys in Debian's Chromium on SQLite, and one of them again on PostgreSQL
// when TEST_DATABASE_URL is set. `api` runs only the API suite (both databases); `e2e` only the
// build, the budget and the journeys (both databases).
import { spawnSync } from 'node:child_process';
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
// The journey run again on PostgreSQL (a schema of its own on TEST_DATABASE_URL's server): the
// demo vendor is SQLite's alone, and this one makes its own vendor and touches most tables (codes,
// bank accounts, payments, bookings, reviews, the ledger, withdrawals, disputes, the operator CLI).
const POSTGRES_JOURNEYS = ['e2e/money.e2e.ts'];
const steps = [];
if (!only) {
  steps.push(['Lint and format', 'npx', ['biome', 'check', '.']]);
  steps.push(['Type-check', 'npm', ['run', 'typecheck']]);
  steps.push(['Unit, component and API tests (SQLite)', 'npx', ['vitest', 'run'], sqlite]);
}
if (only === 'api') steps.push(['API tests (SQLite)', 'npx', ['vitest', 'run', '--project', 'api'], sqlite]);
if (only !== 'e2e') {
  if (process.env.TEST_DATABASE_URL) {
    steps.push(['API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api']]);
  } else {
    console.log('TEST_DATABASE_URL is not set: the PostgreSQL run of the API tests is skipped.');
  }
}
if (only !== 'api') {
  if (!existsSync(chromium)) {
    console.error(`Chromium not found at ${chromium}: install Debian's chromium (apt-get install chromium).`);
    process.exit(1);
  }
  steps.push(['Web build', 'npm', ['run', 'build']]);
  // Sizes are deterministic, so this budget (unlike any timing) may fail the run.
  steps.push(['Size budget of the sign-in route', 'node', ['scripts/size-budget.mjs', 'apps/web/dist']]);
  const journeys = ['vitest', 'run', '--config', 'e2e/vitest.config.ts'];
  steps.push(['Browser journeys (Chromium, SQLite)', 'npx', journeys, sqlite]);
  if (process.env.TEST_DATABASE_URL) {
    steps.push([
      'Browser journey (Chromium, PostgreSQL)',
      'npx',
      [...journeys, ...POSTGRES_JOURNEYS],
      { DATABASE_URL: '', E2E_DATABASE_URL: process.env.TEST_DATABASE_URL },
    ]);
  } else {
    console.log('TEST_DATABASE_URL is not set: the PostgreSQL run of a journey is skipped.');
  }
}

for (const [name, command, args, env = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC', ...env },
  });
  console.log(
    `=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (status !== 0) process.exit(status ?? 1);
}
console.log('\nAll checks and tests passed.');
