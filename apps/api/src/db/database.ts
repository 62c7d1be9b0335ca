import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

// COUNT(*) and BIGINT come back as strings from pg; our values fit in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

/** PostgreSQL when a URL is given, else the embedded SQLite file in DATA_DIR. */
export function createDatabase(options: { databaseUrl?: string; dataDir: string }): {
  db: Db;
  dialect: DialectName;
} {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(join(options.dataDir, 'app.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) }), dialect: 'sqlite' };
}
