import type { Kysely, Migration } from 'kysely';

/**
 * Issue 33: clients who book on the shop page are known by the phone number a code proved theirs
 * (E.164, one customer each). A phone a customer merely typed at sign-up is never such proof.
 */
export const clientPhonesMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('client_phones')
      .addColumn('phone', 'varchar(16)', (c) => c.primaryKey())
      .addColumn('customer_id', 'integer', (c) =>
        c.notNull().unique().references('customers.id').onDelete('cascade'),
      )
      .addColumn('verified_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
});
