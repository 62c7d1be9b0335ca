import pg from 'pg';

/** Runs `work` with a client on TEST_DATABASE_URL's server, outside any test's schema. */
async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs one statement on TEST_DATABASE_URL's server. */
export const onPostgres = (statement: string) => onServer((client) => client.query(statement));

/**
 * Migrated PostgreSQL schemas this test worker has finished with, emptied for its next app, in this
 * file or a later one (the API project does not isolate files, so a worker keeps this module):
 * making and migrating a schema takes PostgreSQL about 1.3 s, emptying one about 13 ms, and most
 * files make a fresh app for each test. The migrations' own rows (the business categories, the
 * migrator's tables) stay; every other table is emptied and its ids start again at 1. A schema
 * whose tables, columns, indexes or triggers a test changed (one drops a table to make a write
 * fail) is dropped instead: each schema's shape as migrated is kept to compare. What is left at the
 * end of the run goes with the run (global-setup.ts drops its schemas by their prefix).
 */
const emptied: string[] = [];
const migratedShape = new Map<string, string>();

const SHAPE = `SELECT md5(coalesce(string_agg(item, ',' ORDER BY item), '')) AS shape FROM (
  SELECT concat_ws(':', table_name, column_name, data_type, is_nullable, column_default) AS item
    FROM information_schema.columns WHERE table_schema = $1
  UNION ALL SELECT concat_ws(':', indexname, indexdef) FROM pg_indexes WHERE schemaname = $1
  UNION ALL SELECT concat_ws(':', trigger_name, event_object_table, event_manipulation)
    FROM information_schema.triggers WHERE trigger_schema = $1) items`;
const shapeOf = async (client: pg.Client, schema: string) =>
  (await client.query<{ shape: string }>(SHAPE, [schema])).rows[0]!.shape;

/**
 * Deletes every row but the migrations' own, with foreign keys and triggers (the shop's book's and
 * the audit log's append-only guards) off for the transaction, and starts the sequences a test used
 * again at 1:
 * about 13 ms a schema. Only a superuser may turn them off; anyone else truncates (about 190 ms:
 * a truncated table and each of its indexes get new files).
 */
const DELETE_ALL_BUT_MIGRATIONS = (schema: string) => `DO $$ DECLARE item record; BEGIN
  SET LOCAL session_replication_role = replica;
  FOR item IN SELECT tablename FROM pg_tables WHERE schemaname = '${schema}'
      AND tablename NOT LIKE 'kysely_migration%' AND tablename <> 'business_categories' LOOP
    EXECUTE format('DELETE FROM %I.%I', '${schema}', item.tablename);
  END LOOP;
  FOR item IN SELECT sequencename FROM pg_sequences WHERE schemaname = '${schema}' AND last_value IS NOT NULL
      AND sequencename NOT LIKE 'kysely_migration%' AND sequencename NOT LIKE 'business_categories%' LOOP
    PERFORM setval(format('%I.%I', '${schema}', item.sequencename), 1, false);
  END LOOP;
END $$`;
const TRUNCATE_ALL_BUT_MIGRATIONS = (schema: string) => `DO $$ DECLARE tables text; BEGIN
  SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') INTO tables FROM pg_tables
   WHERE schemaname = '${schema}' AND tablename NOT LIKE 'kysely_migration%'
     AND tablename <> 'business_categories';
  EXECUTE 'TRUNCATE ' || tables || ' RESTART IDENTITY CASCADE';
END $$`;

/** A schema an earlier app of this worker emptied, if there is one. */
export const takeEmptiedSchema = () => emptied.pop();

/** Keeps the shape of a schema just migrated, to tell later whether a test changed it. */
export async function noteMigrated(schema: string) {
  migratedShape.set(schema, await onServer((client) => shapeOf(client, schema)));
}

/** Empties a schema an app has finished with for the worker's next app, or drops it if changed. */
export async function emptySchema(schema: string) {
  await onServer(async (client) => {
    if ((await shapeOf(client, schema)) !== migratedShape.get(schema)) {
      migratedShape.delete(schema);
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      return;
    }
    await client
      .query(DELETE_ALL_BUT_MIGRATIONS(schema))
      .catch(() => client.query(TRUNCATE_ALL_BUT_MIGRATIONS(schema)));
    emptied.push(schema);
  });
}
