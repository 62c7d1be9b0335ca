// Runs every check and test in order and stops at the first failure:
// lint, type-check, unit + API tests on SQLite, the API tests again on PostgreSQL when
// TEST_DATABASE_URL is set, the web build, then the browser journeys in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const steps = [
  ['Lint and format', 'npx', ['biome', 'check', '.']],
  ['Type-check', 'npm', ['run', 'typecheck']],
  // TEST_DATABASE_URL would send the API tests to PostgreSQL: this run is SQLite's.
  ['Unit and API tests (SQLite)', 'npx', ['vitest', 'run'], { DATABASE_URL: '', TEST_DATABASE_URL: '' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api']]);
} else {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL run of the API tests is skipped.');
}
steps.push(['Web build', 'npm', ['run', 'build']]);
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: install Debian's chromium (apt-get install chromium).`);
  process.exit(1);
}
steps.push(['Browser journeys (Chromium)', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']]);

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
