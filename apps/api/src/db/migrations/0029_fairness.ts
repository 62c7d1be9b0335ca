import type { Kysely, Migration } from 'kysely';

/**
 * Issue 35, 'Fair to both sides':
 * - `users.no_show_grace_minutes`: the cancellation policy's minutes after the start before a
 *   booking may be marked a no-show (15 by default, so a client a few minutes late is not one).
 * - `bank_accounts.name_mismatch`: 1 when the bank's holder name matched neither the vendor's
 *   name nor the business name and the vendor confirmed the account anyway; the list shows it.
 */
export const fairnessMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('no_show_grace_minutes', 'integer', (c) => c.notNull().defaultTo(15))
      .execute();
    await db.schema
      .alterTable('bank_accounts')
      .addColumn('name_mismatch', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
});
