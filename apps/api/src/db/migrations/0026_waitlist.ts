import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * Issue 36: the waitlist that refills freed slots. `waitlist_entries` are the clients waiting for a
 * service on a day (or range of days), first joined first; `waitlist_offers` are the freed slots
 * offered to them one at a time. An offer's `hold_key` (vendor, team member, start) is set only
 * while it holds its slot and is unique, so two instances can never hold one slot for two people;
 * it is cleared when the offer is taken, declined or expires. The shop's hold length is a setting
 * of the vendor's (`users.waitlist_hold_minutes`, 15 by default).
 */
export const waitlistMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('waitlist_hold_minutes', 'integer', (c) => c.notNull().defaultTo(15))
      .execute();
    await withId(db.schema.createTable('waitlist_entries'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
      .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
      .addColumn('client_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('client_phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('from_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('to_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('added_by', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('waitlist_entries_waiting')
      .on('waitlist_entries')
      .columns(['user_id', 'status', 'id'])
      .execute();
    await withId(db.schema.createTable('waitlist_offers'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('entry_id', 'integer', (c) =>
        c.notNull().references('waitlist_entries.id').onDelete('cascade'),
      )
      .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
      .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('ends_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('hold_key', 'varchar(80)', (c) => c.unique())
      .addColumn('offered_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('answered_at', 'varchar(32)')
      .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('waitlist_offers_vendor')
      .on('waitlist_offers')
      .columns(['user_id', 'starts_at'])
      .execute();
    await db.schema
      .createIndex('waitlist_offers_due')
      .on('waitlist_offers')
      .columns(['status', 'expires_at'])
      .execute();
  },
});
