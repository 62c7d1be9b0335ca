/**
 * The API benches' frame: the app built in this process, as `npm start` would build it, run once
 * on SQLite and once on PostgreSQL (a schema of its own, dropped at the end).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';

export type BenchApp = Awaited<ReturnType<typeof buildApp>>;

/** BENCH_PG_URL, default the machine's test database; `off` skips PostgreSQL. */
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The app on a fresh data dir, quiet, and without the per-address limit (every request comes from one address). */
export function benchApp(databaseUrl: string | undefined): Promise<BenchApp> {
  const config = loadConfig(
    { LOG_LEVEL: 'silent', RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? '0' },
    { DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')), DATABASE_URL: databaseUrl },
  );
  return buildApp(config);
}

/** Runs `bench` on SQLite, then on PostgreSQL when it is reachable. */
export async function onBothDatabases(bench: (databaseUrl: string | undefined) => Promise<void>) {
  await bench(undefined);
  if (PG_URL === 'off') return;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  const reachable = await admin.connect().then(
    () => true,
    (error: Error) => {
      console.log(`\nPostgreSQL at ${PG_URL} not reachable (${error.message}): skipped`);
      return false;
    },
  );
  if (!reachable) return;
  await admin.query(`CREATE SCHEMA ${schema}`);
  try {
    const url = new URL(PG_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    await bench(url.toString());
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}
