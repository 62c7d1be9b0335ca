import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  type DatabaseIntrospector,
  Kysely,
  PostgresDialect,
  PostgresIntrospector,
  SqliteDialect,
  sql,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** What a repository query runs on: the database, or the transaction its service opened. */
export type Executor = Db | Trx;

/** Runs work in one transaction; after commit, delivers what it wrote to the outboxes. */
export type Transact = <T>(work: (trx: Trx) => Promise<T>) => Promise<T>;

/**
 * The services' way to open a transaction. The after-commit tasks never throw: once the change
 * is committed, nothing may turn it into a failed request.
 */
export const unitOfWork =
  (db: Db, afterCommit: () => Promise<void>): Transact =>
  async (work) => {
    const result = await db.transaction().execute(work);
    await afterCommit();
    return result;
  };

// COUNT(*) and BIGINT come back as strings from pg; our values fit in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

/**
 * Kysely's migrator asks for the tables of every schema on the server, several times per start.
 * On a server shared by many schemas (every API test file has its own) that is slow, and it
 * fails when another schema is dropped mid-query. We only ever use our own schema: look there.
 */
class CurrentSchemaIntrospector extends PostgresIntrospector {
  readonly #db: Kysely<unknown>;
  constructor(db: Kysely<unknown>) {
    super(db);
    this.#db = db;
  }
  override async getTables() {
    const { rows } = await sql<{ name: string; schema: string }>`
      select tablename as name, schemaname as schema from pg_tables
      where schemaname = current_schema()`.execute(this.#db);
    return rows.map((row) => ({ ...row, isView: false, columns: [] }));
  }
}
class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}

/** PostgreSQL when a URL is given, else the embedded SQLite file in DATA_DIR. */
export function createDatabase(options: { databaseUrl?: string; dataDir: string }): {
  db: Db;
  dialect: DialectName;
} {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return {
      db: new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) }),
      dialect: 'postgres',
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(join(options.dataDir, 'app.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) }), dialect: 'sqlite' };
}
