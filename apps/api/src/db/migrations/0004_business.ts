import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './helpers.ts';

export const businessMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('addons'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('duration_minutes', 'integer', (c) => c.notNull())
      .addColumn('deleted_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('addons_user').on('addons').column('user_id').execute();

    await db.schema
      .createTable('service_addons')
      .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
      .addColumn('addon_id', 'integer', (c) => c.notNull().references('addons.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('service_addons_pk', ['service_id', 'addon_id'])
      .execute();

    await withId(db.schema.createTable('bundles'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('description', 'varchar(1000)')
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('deleted_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bundles_user').on('bundles').column('user_id').execute();

    await db.schema
      .createTable('bundle_services')
      .addColumn('bundle_id', 'integer', (c) => c.notNull().references('bundles.id').onDelete('cascade'))
      .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('bundle_services_pk', ['bundle_id', 'service_id'])
      .execute();

    await withId(db.schema.createTable('service_images'), dialect)
      .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
      .addColumn('path', 'varchar(255)', (c) => c.notNull())
      .execute();

    await db.schema.alterTable('business_images').addColumn('caption', 'varchar(200)').execute();
    await db.schema
      .alterTable('business_images')
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await withId(db.schema.createTable('chat_messages'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('sender', 'varchar(10)', (c) => c.notNull())
      .addColumn('message', 'varchar(2000)', (c) => c.notNull())
      .addColumn('read_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('chat_messages_pair')
      .on('chat_messages')
      .columns(['user_id', 'customer_id', 'id'])
      .execute();

    await withId(db.schema.createTable('boost_requests'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('plan', 'varchar(20)', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
});
