import type { Kysely, Migration } from 'kysely';

/**
 * Issue 36: the shop's private notes and tags about a client (allergies, preferences). Clients are
 * not rows of their own — they are merged from the vendor's bookings by phone or e-mail — so a
 * note is kept under the client's merge key ('phone:234…', 'email:…'; shared clients/rules.ts),
 * one row per vendor and key.
 */
export const clientNotesMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('client_notes')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('client_key', 'varchar(330)', (c) => c.notNull())
      .addColumn('notes', 'text', (c) => c.notNull())
      /** JSON array of the tags. */
      .addColumn('tags', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('client_notes_pk', ['user_id', 'client_key'])
      .execute();
  },
});
