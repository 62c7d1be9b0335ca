import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './helpers.ts';

/** Kobo amounts: a busy shop's balance passes ₦21,474,836.47, the top of a 32-bit integer. */
const MONEY_COLUMNS: Record<string, string[]> = {
  users: ['home_service_fee'],
  services: ['price', 'deposit_value'],
  addons: ['price'],
  bundles: ['price'],
  bookings: [
    'service_price',
    'amount_paid',
    'balance_received',
    'home_service_fee',
    'deposit_due',
    'deposit_kept',
  ],
  withdrawals: ['amount', 'fee', 'vat', 'payout'],
  ledger_entries: ['amount'],
  payments: ['amount'],
  refunds: ['amount'],
  sandbox_transactions: ['amount', 'refunded'],
};

/**
 * PostgreSQL only (SQLite's INTEGER is 64-bit and its TEXT unbounded): money becomes bigint and
 * every varchar becomes text, so a value the request schemas accept always fits; the data is kept.
 * Then the outbox of messages delivered after commit, and idempotency keys bound to their request.
 */
export const robustnessMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
        for (const column of columns) {
          await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type bigint`.execute(db);
        }
      }
      const { rows } = await sql<{ table_name: string; column_name: string }>`
        select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and data_type = 'character varying'
          and table_name not like 'kysely_%'`.execute(db);
      for (const { table_name, column_name } of rows) {
        await sql`alter table ${sql.table(table_name)} alter column ${sql.ref(column_name)} type text`.execute(
          db,
        );
      }
    }

    // Alerts, mail, SMS and realtime events written with the change they announce, sent after commit.
    await withId(db.schema.createTable('outbox'), dialect)
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('available_at', 'text', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'available_at']).execute();

    // A key answers only the request it was first used with.
    await db.schema
      .alterTable('idempotency_keys')
      .addColumn('request_hash', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
});
