import { type Kysely, type Migration, sql } from 'kysely';

/** The PKCE verifier of a social sign-in beside its state; one open dispute per booking; booking caps' index. */
export const securityMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('oauth_states').addColumn('code_verifier', 'text').execute();
    // Each dispute may carry an image: one open at a time per booking bounds what a vendor can store.
    await db.schema
      .createIndex('disputes_one_open_per_booking')
      .on('disputes')
      .column('booking_id')
      .unique()
      .where(sql.ref('status'), '=', 'open')
      .execute();
    // The per-hour booking cap counts a customer's recent bookings.
    await db.schema
      .createIndex('bookings_customer_created')
      .on('bookings')
      .columns(['customer_id', 'created_at'])
      .execute();
  },
});
