import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * Issue 34: the vendor's devices that take Web Push. One row per browser subscription; its
 * endpoint is unique (a device signed in as another vendor moves to that vendor). Removed when the
 * device turns push off, or when its push service answers that the subscription is gone.
 */
export const pushSubscriptionsMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('push_subscriptions'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('endpoint', 'varchar(1000)', (c) => c.notNull().unique())
      .addColumn('p256dh', 'varchar(100)', (c) => c.notNull())
      .addColumn('auth', 'varchar(40)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('push_subscriptions_user')
      .on('push_subscriptions')
      .column('user_id')
      .execute();
  },
});
