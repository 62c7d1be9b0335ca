import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * Issue 35: the shop's own book — money taken at the chair (cash, transfer to the shop, POS,
 * other), in kobo. Append-only like the ledger: a correction (refund, void) is a new entry naming
 * the checkout it corrects, with negative amounts, so every figure is a sum. Triggers refuse any
 * UPDATE or DELETE of a row on both dialects, whatever code path (or operator) tries; TRUNCATE
 * (the schema owner's, e.g. the tests emptying a schema) is not a row change and stays possible.
 */
const SQLITE_TRIGGERS = ['shop_book_entries', 'shop_book_payments'].flatMap((table) =>
  ['UPDATE', 'DELETE'].map(
    (op) => `CREATE TRIGGER ${table}_no_${op.toLowerCase()} BEFORE ${op} ON ${table} BEGIN
      SELECT RAISE(ABORT, 'the shop''s book is append-only: ${op} on ${table} refused');
    END`,
  ),
);

const POSTGRES_TRIGGERS = [
  `CREATE FUNCTION shop_book_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'the shop''s book is append-only: % on % refused', TG_OP, TG_TABLE_NAME;
  END $$`,
  ...['shop_book_entries', 'shop_book_payments'].map(
    (table) => `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table}
      FOR EACH ROW EXECUTE FUNCTION shop_book_append_only()`,
  ),
];

export const shopBookMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('shop_book_entries'), dialect)
      // No cascades: a cascade would be a DELETE the triggers refuse; neither users nor bookings are deleted.
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id'))
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('corrects_id', 'integer', (c) => c.references('shop_book_entries.id'))
      .addColumn('reason', 'varchar(300)')
      /** JSON [{name, amount (kobo)}]: the bill's lines as they were at the chair. */
      .addColumn('items', 'text', (c) => c.notNull())
      .addColumn('deposit', 'integer', (c) => c.notNull())
      .addColumn('discount', 'integer', (c) => c.notNull())
      .addColumn('due', 'integer', (c) => c.notNull())
      .addColumn('tip', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('shop_book_entries_user_created')
      .on('shop_book_entries')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('shop_book_entries_booking')
      .on('shop_book_entries')
      .column('booking_id')
      .execute();
    // A checkout is voided at most once, whatever two requests race to do it.
    await sql`CREATE UNIQUE INDEX shop_book_one_void ON shop_book_entries (corrects_id) WHERE kind = 'void'`.execute(
      db,
    );

    await withId(db.schema.createTable('shop_book_payments'), dialect)
      .addColumn('entry_id', 'integer', (c) => c.notNull().references('shop_book_entries.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('method', 'varchar(10)', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      // No foreign key: a team member may leave; the book keeps who took the money, by name too.
      .addColumn('staff_id', 'integer')
      .addColumn('staff_name', 'varchar(80)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('shop_book_payments_entry')
      .on('shop_book_payments')
      .column('entry_id')
      .execute();

    for (const statement of dialect === 'postgres' ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS)
      await sql.raw(statement).execute(db);
  },
});
