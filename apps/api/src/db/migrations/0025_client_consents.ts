import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * Issue 37 (NDPA s.26): how each client came to be messaged, as an append-only record — the
 * vendor, the contact (phone E.164 and/or e-mail), where it was given, the basis, the words shown
 * and when; withdrawals (the opt-out link, a STOP reply) are rows too. A STOP reply names no shop:
 * its row has no vendor and counts for every one. The latest row for a contact decides.
 */
export const clientConsentsMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('client_consents'), dialect)
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('set null'))
      .addColumn('phone', 'varchar(16)')
      .addColumn('email', 'varchar(255)')
      .addColumn('source', 'varchar(20)', (c) => c.notNull())
      .addColumn('basis', 'varchar(10)', (c) => c.notNull())
      .addColumn('state', 'varchar(10)', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('client_consents_phone')
      .on('client_consents')
      .columns(['phone', 'id'])
      .execute();
    await db.schema
      .createIndex('client_consents_email')
      .on('client_consents')
      .columns(['email', 'id'])
      .execute();
  },
});
