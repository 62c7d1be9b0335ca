import type { Kysely, Migration } from 'kysely';

/**
 * Issue 33: the link to a client's own booking page, sent in every message to the client. Its key
 * is kept only as a SHA-256 hash (like every token here); each message carries a key of its own.
 */
export const visitLinksMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('visit_links')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('visit_links_booking').on('visit_links').column('booking_id').execute();
  },
});
