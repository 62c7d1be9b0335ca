import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * Issue 35: deposits paid by bank transfer. A checkout may open one transfer account at the
 * provider (Paystack's POST /charge with `bank_transfer`: a one-time account number), a charge of
 * its own with its own reference beside the checkout's card charge. Its `status` says what became
 * of the money: 'open' until the provider confirms a transfer, then 'paid' (it paid the checkout)
 * or 'refunded' (too little, too late, or the checkout was already paid by card), or 'expired' when
 * the checkout closed unpaid (a transfer arriving after that is refunded); `received`
 * is what the provider reports it took. A refund of a charge that did not pay its checkout names
 * that charge (`refunds.charge_reference`); other refunds go to the charge that paid.
 */
export const paymentTransfersMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const money = dialect === 'postgres' ? 'bigint' : 'integer';
    await withId(db.schema.createTable('payment_transfers'), dialect)
      .addColumn('payment_id', 'integer', (c) =>
        c.notNull().unique().references('payments.id').onDelete('cascade'),
      )
      .addColumn('reference', 'varchar(48)', (c) => c.notNull().unique())
      .addColumn('bank_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('account_number', 'varchar(20)', (c) => c.notNull())
      .addColumn('account_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('amount', money, (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('received', money)
      .addColumn('provider_id', 'varchar(40)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.alterTable('refunds').addColumn('charge_reference', 'varchar(48)').execute();
  },
});
