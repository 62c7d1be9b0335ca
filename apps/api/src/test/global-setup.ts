import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

const API_DIR = resolve(import.meta.dirname, '../..');

/**
 * Once per run of the API tests: the server and the operator command line compiled as `npm run
 * build` compiles them, for the tests that start them as processes of their own (crash and restart
 * tests, the command line, two instances). Each start then loads JavaScript (about 0.7 s of CPU)
 * instead of compiling TypeScript through tsx (about 2 s), and runs what production runs. The
 * folder is this run's own, so runs side by side (SQLite and PostgreSQL) never share one.
 */
export default async function setup(project: TestProject) {
  await vacuumCatalogs();
  // This run's PostgreSQL schemas, by their prefix: runs side by side never drop each other's.
  const schemaPrefix = `t${process.pid}_`;
  project.provide('schemaPrefix', schemaPrefix);
  const dir = join(API_DIR, `.test-build-${process.pid}`);
  const { status, error } = spawnSync(process.execPath, ['scripts/build.mjs', '--server-to', dir], {
    cwd: API_DIR,
    stdio: 'inherit',
  });
  if (error) throw error;
  if (status !== 0) throw new Error(`compiling the server for the API tests failed (exit code ${status})`);
  project.provide('compiledApi', { server: join(dir, 'server.js'), admin: join(dir, 'admin.js') });
  // Again at the end, for what runs after this pass (the money journey on PostgreSQL).
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await dropSchemas(schemaPrefix);
    await vacuumCatalogs();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    compiledApi: { server: string; admin: string };
    /** The start of the name of each PostgreSQL schema this run's apps make (test/harness.ts). */
    schemaPrefix: string;
  }
}

/** The schemas the test workers kept emptied for their next app, once the run is over. */
async function dropSchemas(prefix: string) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ name: string }>(
      `SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)`,
      [prefix],
    );
    for (const { name } of rows) await client.query(`DROP SCHEMA "${name}" CASCADE`);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The PostgreSQL pass makes, empties and drops schemas, each leaving dead rows in the system
 * catalogs. Where autovacuum is off (as on the CI machines), they pile up from run to run: after a
 * day of runs `pg_attribute` held ~200,000 dead rows and the pass took 650 s instead of ~300. A
 * VACUUM of the catalogs takes about 2 s; a role that may not run it is told so by PostgreSQL as a
 * warning, and the run goes on.
 */
async function vacuumCatalogs() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query(
      `VACUUM (ANALYZE) pg_catalog.pg_attribute, pg_catalog.pg_class, pg_catalog.pg_depend,
        pg_catalog.pg_type, pg_catalog.pg_index, pg_catalog.pg_constraint, pg_catalog.pg_namespace,
        pg_catalog.pg_attrdef`,
    );
  } catch (error) {
    console.warn(`VACUUM of the PostgreSQL catalogs skipped: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}
