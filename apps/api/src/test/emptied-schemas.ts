import pg from 'pg';

/** Runs one statement on TEST_DATABASE_URL's server, outside any test's schema. */
export async function onPostgres(statement: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Migrated PostgreSQL schemas this test file has finished with, emptied for its next app: making
 * and migrating a schema takes PostgreSQL about 1.3 s, emptying one about 0.1 s, and most files
 * make a fresh app for each test. The migrations' own rows (the business categories, the
 * migrator's tables) stay; every other table is emptied and its ids start again at 1.
 */
const emptied: string[] = [];
const EMPTY_ALL_BUT_MIGRATIONS = (schema: string) => `DO $$ DECLARE tables text; BEGIN
  SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') INTO tables FROM pg_tables
   WHERE schemaname = '${schema}' AND tablename NOT LIKE 'kysely_migration%'
     AND tablename <> 'business_categories';
  EXECUTE 'TRUNCATE ' || tables || ' RESTART IDENTITY CASCADE';
END $$`;

/** A schema an earlier app of this file emptied, if there is one. */
export const takeEmptiedSchema = () => emptied.pop();

/** Empties a schema an app has finished with, for the file's next app. */
export async function emptySchema(schema: string) {
  await onPostgres(EMPTY_ALL_BUT_MIGRATIONS(schema));
  emptied.push(schema);
}

/** Drops this file's emptied schemas (setup.ts, after the file's tests). */
export async function dropEmptiedSchemas() {
  for (const schema of emptied.splice(0)) await onPostgres(`DROP SCHEMA ${schema} CASCADE`);
}
