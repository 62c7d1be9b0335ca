import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Issue 37: the NIN kept unreadable at rest. `nin_number` now holds the sealed number
 * (lib/sealed.ts), longer than the 20 characters the column allowed on PostgreSQL (SQLite never
 * held a column to its length); `nin_shown` the number as SPEC shows it (first 4 digits), so no
 * page opens the seal to show it; `nin_digest` a keyed digest, to tell a resubmitted number from a
 * new one. Numbers stored before are sealed at start-up (identity's `sealStoredNins`): sealing
 * needs the key, which no migration holds.
 */
export const ninAtRestMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') await sql`alter table users alter column nin_number type text`.execute(db);
    await db.schema.alterTable('users').addColumn('nin_shown', 'varchar(20)').execute();
    await db.schema.alterTable('users').addColumn('nin_digest', 'varchar(64)').execute();
  },
});
