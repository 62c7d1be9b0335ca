import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './helpers.ts';

export const moneyMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('bank_accounts'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('bank_code', 'varchar(10)', (c) => c.notNull())
      .addColumn('bank_name', 'varchar(80)', (c) => c.notNull())
      .addColumn('account_no', 'varchar(10)', (c) => c.notNull())
      .addColumn('account_name', 'varchar(120)', (c) => c.notNull())
      .addColumn('deleted_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bank_accounts_user').on('bank_accounts').column('user_id').execute();

    await withId(db.schema.createTable('withdrawals'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('bank_account_id', 'integer', (c) => c.notNull().references('bank_accounts.id'))
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('fee', 'integer', (c) => c.notNull())
      .addColumn('vat', 'integer', (c) => c.notNull())
      .addColumn('payout', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('provider_reference', 'varchar(100)')
      .addColumn('failure_reason', 'varchar(255)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('withdrawals_user').on('withdrawals').column('user_id').execute();

    // Every money move is one immutable row; wallet figures are sums per bucket.
    await withId(db.schema.createTable('ledger_entries'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('set null'))
      .addColumn('withdrawal_id', 'integer', (c) => c.references('withdrawals.id'))
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('bucket', 'varchar(20)', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ledger_user_bucket')
      .on('ledger_entries')
      .columns(['user_id', 'bucket'])
      .execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('key', 'varchar(100)', (c) => c.notNull())
      .addColumn('status_code', 'integer', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
      .execute();

    await withId(db.schema.createTable('disputes'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('set null'))
      .addColumn('reference', 'varchar(20)', (c) => c.notNull())
      .addColumn('comment', 'varchar(1000)', (c) => c.notNull())
      .addColumn('attachment', 'varchar(255)')
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('resolution', 'varchar(1000)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('disputes_user').on('disputes').column('user_id').execute();

    await withId(db.schema.createTable('review_replies'), dialect)
      .addColumn('review_id', 'integer', (c) =>
        c.notNull().unique().references('reviews.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('comment', 'varchar(1000)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
});
