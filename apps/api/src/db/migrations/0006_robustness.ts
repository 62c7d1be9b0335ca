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
      // From the catalogue rather than information_schema, which is slow to query.
      const { rows } = await sql<{ table_name: string; column_name: string }>`
        select c.relname as table_name, a.attname as column_name
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind = 'r' and a.attnum > 0
          and not a.attisdropped and a.atttypid = 'varchar'::regtype
          and c.relname not like 'kysely_%'`.execute(db);
      const changes = new Map<string, ReturnType<typeof sql>[]>();
      const add = (table: string, change: ReturnType<typeof sql>) =>
        changes.set(table, [...(changes.get(table) ?? []), change]);
      for (const [table, columns] of Object.entries(MONEY_COLUMNS))
        for (const column of columns) add(table, sql`alter column ${sql.ref(column)} type bigint`);
      for (const { table_name, column_name } of rows)
        add(table_name, sql`alter column ${sql.ref(column_name)} type text`);
      // One statement per table: each ALTER … TYPE rewrites its table.
      for (const [table, list] of changes)
        await sql`alter table ${sql.table(table)} ${sql.join(list, sql`, `)}`.execute(db);
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
