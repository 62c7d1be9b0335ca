import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './helpers.ts';

/** Deposits paid through a payment provider, refunds, the cancellation policy and the embedded sandbox. */
export const paymentsMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const addColumns = async (
      table: string,
      columns: [string, 'integer' | 'varchar(10)' | 'varchar(32)', unknown][],
    ) => {
      for (const [name, type, fallback] of columns) {
        await db.schema
          .alterTable(table)
          .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
          .execute();
      }
    };
    await addColumns('services', [
      ['deposit_type', 'varchar(10)', 'none'],
      // kobo for 'fixed', a whole percent for 'percent'
      ['deposit_value', 'integer', 0],
    ]);
    await addColumns('users', [
      ['free_cancel_hours', 'integer', 24],
      ['late_cancel_fee_percent', 'integer', 50],
      ['no_show_fee_percent', 'integer', 100],
    ]);
    await addColumns('bookings', [
      ['deposit_due', 'integer', 0],
      ['deposit_kept', 'integer', 0],
      ['hold_expires_at', 'varchar(32)', null],
    ]);
    await db.schema
      .createIndex('bookings_status_hold')
      .on('bookings')
      .columns(['status', 'hold_expires_at'])
      .execute();

    // One checkout per booking group; its status moves only on a verified provider answer.
    await withId(db.schema.createTable('payments'), dialect)
      .addColumn('reference', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
      .addColumn('multiple_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('provider', 'varchar(20)', (c) => c.notNull())
      .addColumn('authorization_url', 'varchar(500)', (c) => c.notNull())
      .addColumn('provider_id', 'varchar(40)')
      .addColumn('paid_at', 'varchar(32)')
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payments_multiple').on('payments').column('multiple_id').execute();

    // Refunds are written with the money move and sent after commit, retried until the provider takes them.
    await withId(db.schema.createTable('refunds'), dialect)
      .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
      .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('set null'))
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('provider_reference', 'varchar(60)')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'varchar(255)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('refunds_status').on('refunds').column('status').execute();

    // The embedded sandbox provider's own books, so that verifying a payment asks "the provider".
    await db.schema
      .createTable('sandbox_transactions')
      .addColumn('reference', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('email', 'varchar(255)', (c) => c.notNull())
      .addColumn('callback_url', 'varchar(500)', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('paid_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
});
