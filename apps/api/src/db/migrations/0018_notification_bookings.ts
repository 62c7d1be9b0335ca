import type { Kysely, Migration } from 'kysely';

/**
 * Issue 34: an alert about a booking names it, so clicking the alert opens that booking. Nullable:
 * alerts about the account (a verified NIN, a dispute, a payout) are about no booking, nor were
 * the alerts stored before this. No foreign key: an alert outlives nothing it names, and SQLite
 * cannot add one to an existing table.
 */
export const notificationBookingsMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('notifications').addColumn('booking_id', 'integer').execute();
  },
});
