import type { Kysely, Migration } from 'kysely';

/** A customer may leave a phone number, so the vendor can call or message them about a booking. */
export const customerPhoneMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('customers').addColumn('phone_number', 'text').execute();
  },
});
