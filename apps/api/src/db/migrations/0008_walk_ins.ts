import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * Bookings the vendor makes (walk-ins, phone calls), whose client has no account: how it came in
 * and the client's contact, on the booking itself. And periods the vendor blocks off in the calendar.
 */
export const walkInsMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    // 'online' for every customer booking, past and future.
    await db.schema
      .alterTable('bookings')
      .addColumn('source', 'text', (c) => c.notNull().defaultTo('online'))
      .execute();
    for (const column of ['client_name', 'client_phone', 'client_email'])
      await db.schema.alterTable('bookings').addColumn(column, 'text').execute();

    // Lagos wall-clock periods stored as UTC instants, like bookings, so one query finds overlaps.
    await withId(db.schema.createTable('blocked_times'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('blocked_times_user_end')
      .on('blocked_times')
      .columns(['user_id', 'ends_at'])
      .execute();
  },
});
