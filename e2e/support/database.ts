import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL server journeys run against when E2E_DATABASE_URL is set (e.g.
 * postgres://postgres@127.0.0.1:5432/test); unset or empty, they run on the embedded SQLite.
 */
export const e2eDatabaseUrl = (): string | undefined => process.env.E2E_DATABASE_URL || undefined;

export interface JourneyDatabase {
  /** The server's DATABASE_URL: the schema is its search_path. */
  url: string;
  drop(): Promise<void>;
}

async function onPostgres(base: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh schema of its own on the PostgreSQL server at `base` (E2E_DATABASE_URL's by default), as
 * the API tests make theirs (apps/api/src/test/harness.ts), so runs and files never see each other's
 * rows; null on SQLite.
 */
export async function freshDatabase(base = e2eDatabaseUrl()): Promise<JourneyDatabase | null> {
  if (!base) return null;
  const schema = `e2e_${randomBytes(6).toString('hex')}`;
  await onPostgres(base, `CREATE SCHEMA ${schema}`);
  console.log(`journey on PostgreSQL, schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: () => onPostgres(base, `DROP SCHEMA ${schema} CASCADE`),
  };
}
