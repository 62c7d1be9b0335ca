import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * Issue 37: account security a provider can see.
 * - Each sign-in token keeps the browser's user agent and the address it signed in from, so
 *   Security settings can list the vendor's sessions as devices and places.
 * - `audit_events`: sign-ins, password changes, payout-account changes, withdrawals and NIN
 *   changes, append-only like the shop's book (0020): triggers refuse any UPDATE or DELETE of a
 *   row on both dialects, whatever code path (or operator) tries. No foreign key, so the record
 *   outlives what it tells of.
 */
const SQLITE_TRIGGERS = ['UPDATE', 'DELETE'].map(
  (op) => `CREATE TRIGGER audit_events_no_${op.toLowerCase()} BEFORE ${op} ON audit_events BEGIN
      SELECT RAISE(ABORT, 'the audit log is append-only: ${op} on audit_events refused');
    END`,
);

const POSTGRES_TRIGGERS = [
  `CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'the audit log is append-only: % on % refused', TG_OP, TG_TABLE_NAME;
  END $$`,
  `CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
      FOR EACH ROW EXECUTE FUNCTION audit_events_append_only()`,
];

export const accountSecurityMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('auth_tokens').addColumn('user_agent', 'varchar(255)').execute();
    await db.schema.alterTable('auth_tokens').addColumn('ip', 'varchar(64)').execute();

    await withId(db.schema.createTable('audit_events'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'varchar(40)', (c) => c.notNull())
      /** What the event touched, in words safe to show the vendor (a bank account's last digits, an amount). */
      .addColumn('detail', 'varchar(300)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('audit_events_user_created')
      .on('audit_events')
      .columns(['user_id', 'created_at'])
      .execute();

    for (const statement of dialect === 'postgres' ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS)
      await sql.raw(statement).execute(db);
  },
});
