import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * Issue 36: recurring visits. A series is only what links its bookings and how it was asked for
 * (every N weeks); each visit is a normal booking, with its own status, slot and messages.
 */
export const bookingSeriesMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('booking_series'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('every_weeks', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable('bookings')
      .addColumn('series_id', 'integer', (c) => c.references('booking_series.id'))
      .execute();
    await db.schema.createIndex('bookings_series').on('bookings').column('series_id').execute();
  },
});
