import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, type Db } from '../../db/database.ts';

async function onPostgres(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/**
 * The data the server processes share: a temp DATA_DIR (with app.sqlite by default) and, when
 * TEST_DATABASE_URL is set, a PostgreSQL schema of its own, as createTestApp does.
 */
export async function crashDatabase() {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-crash-'));
  const base = process.env.TEST_DATABASE_URL;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string | undefined;
  if (base) {
    await onPostgres(base, `CREATE SCHEMA ${schema}`);
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  let db: Db | null = null;

  return {
    dialect: base ? ('postgres' as const) : ('sqlite' as const),
    dataDir,
    databaseUrl,
    /** The test's own connection; open it once a server has created the tables. */
    db() {
      db ??= createDatabase({ databaseUrl, dataDir }).db;
      return db;
    },
    /** SQLite's own check of the file: 'ok', or what is broken. */
    async integrity() {
      const { rows } = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(this.db());
      return rows.map((r) => r.integrity_check).join('; ');
    },
    async drop() {
      await db?.destroy();
      if (base) await onPostgres(base, `DROP SCHEMA ${schema} CASCADE`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type CrashDatabase = Awaited<ReturnType<typeof crashDatabase>>;
