import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * Issue 36: the secret iCalendar feeds phone calendars subscribe to, one per vendor (its whole
 * shop, `staff_id` null) and one per team member. Only the token's SHA-256 is kept, like sign-in
 * tokens: a stolen database lists no feed's address. Resetting replaces the row, so the old
 * address answers 404 at once.
 */
export const calendarFeedsMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('calendar_feeds'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('cascade'))
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('calendar_feeds_user').on('calendar_feeds').column('user_id').execute();
  },
});
