import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './helpers.ts';

export const bookingsMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('customers'), dialect)
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('first_name', 'varchar(60)', (c) => c.notNull())
      .addColumn('last_name', 'varchar(60)', (c) => c.notNull())
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('profile_image', 'varchar(255)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('customer_tokens'), dialect)
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('services'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('category', 'varchar(80)')
      .addColumn('description', 'text')
      .addColumn('duration_minutes', 'integer', (c) => c.notNull())
      .addColumn('duration_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('virtual_appointment', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('home_service', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deleted_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('services_user').on('services').column('user_id').execute();

    // One row per open day: day 0 = Monday … 6 = Sunday; times are Lagos wall-clock 'HH:mm'.
    await withId(db.schema.createTable('business_hours'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('open_time', 'varchar(5)', (c) => c.notNull())
      .addColumn('close_time', 'varchar(5)', (c) => c.notNull())
      .addUniqueConstraint('business_hours_user_day', ['user_id', 'day'])
      .execute();

    await withId(db.schema.createTable('business_breaks'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
      .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('business_breaks_user').on('business_breaks').column('user_id').execute();

    await withId(db.schema.createTable('days_off'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('date', 'varchar(10)', (c) => c.notNull())
      .addColumn('reason', 'varchar(200)')
      .addUniqueConstraint('days_off_user_date', ['user_id', 'date'])
      .execute();

    await withId(db.schema.createTable('bookings'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
      .addColumn('service_id', 'integer', (c) => c.references('services.id').onDelete('set null'))
      .addColumn('multiple_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('reference', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('service_name', 'varchar(120)', (c) => c.notNull())
      .addColumn('duration_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('virtual_appointment', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('ends_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('status', 'varchar(40)', (c) => c.notNull())
      .addColumn('service_price', 'integer', (c) => c.notNull())
      .addColumn('amount_paid', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('balance_received', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('home_service_fee', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('service_location', 'varchar(40)', (c) => c.notNull())
      .addColumn('service_address', 'varchar(255)')
      .addColumn('service_comment', 'varchar(500)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('bookings_user_start')
      .on('bookings')
      .columns(['user_id', 'starts_at'])
      .execute();
    await db.schema.createIndex('bookings_multiple').on('bookings').column('multiple_id').execute();

    await withId(db.schema.createTable('booking_cancellations'), dialect)
      .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
      .addColumn('initiator', 'varchar(10)', (c) => c.notNull())
      .addColumn('comment', 'varchar(500)', (c) => c.notNull())
      .addColumn('attachment', 'varchar(255)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('booking_cancellations_booking')
      .on('booking_cancellations')
      .column('booking_id')
      .execute();

    await withId(db.schema.createTable('reviews'), dialect)
      .addColumn('booking_id', 'integer', (c) =>
        c.notNull().unique().references('bookings.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('comment', 'varchar(1000)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('reviews_user').on('reviews').column('user_id').execute();

    await withId(db.schema.createTable('notifications'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'varchar(20)', (c) => c.notNull())
      .addColumn('title', 'varchar(120)', (c) => c.notNull())
      .addColumn('description', 'varchar(500)', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('notifications_user')
      .on('notifications')
      .columns(['user_id', 'status'])
      .execute();
  },
});
