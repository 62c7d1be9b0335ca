import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * Issue 37 (NDPA s.34): a client's request, from her booking page, that a shop erase her data.
 * The vendor sees it and may carry it out at once; the sweeper does at `due_at` if nobody has.
 * `phone` (E.164) and `client_name` say whose data it is until then, and are cleared with it.
 * `deleted_at` on users marks a vendor's deleted account: the row stays as a tombstone the kept
 * financial records point at, with nothing personal left in it.
 */
export const privacyRequestsMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('privacy_requests'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('set null'))
      .addColumn('booking_reference', 'varchar(40)')
      .addColumn('phone', 'varchar(16)')
      .addColumn('client_name', 'varchar(120)', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('due_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('done_at', 'varchar(32)')
      /** 'vendor', 'operator' or 'sweeper' */
      .addColumn('done_by', 'varchar(10)')
      .execute();
    await db.schema
      .createIndex('privacy_requests_status_due')
      .on('privacy_requests')
      .columns(['status', 'due_at'])
      .execute();
    await db.schema
      .createIndex('privacy_requests_user')
      .on('privacy_requests')
      .columns(['user_id', 'id'])
      .execute();
    await db.schema.alterTable('users').addColumn('deleted_at', 'varchar(32)').execute();
  },
});
