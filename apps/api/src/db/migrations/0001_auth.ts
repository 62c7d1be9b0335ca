import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './helpers.ts';

const CATEGORIES = [
  'Hair Salon',
  'Barber Shop',
  'Spa & Massage',
  'Nail Studio',
  'Makeup Artist',
  'Skin Care',
  'Cleaning Services',
  'Tutoring',
  'Fitness & Personal Training',
  'Tailoring & Fashion',
];

export const authMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('business_categories'), dialect)
      .addColumn('category_name', 'varchar(80)', (c) => c.notNull().unique())
      .execute();
    await db
      .insertInto('business_categories' as never)
      .values(CATEGORIES.map((category_name) => ({ category_name })) as never)
      .execute();

    await withId(db.schema.createTable('users'), dialect)
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'varchar(255)')
      .addColumn('full_name', 'varchar(80)', (c) => c.notNull())
      .addColumn('business_name', 'varchar(120)')
      .addColumn('phone_number', 'varchar(20)', (c) => c.unique())
      .addColumn('gender', 'varchar(20)')
      .addColumn('referral_code', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('referred_by', 'varchar(32)')
      .addColumn('profile_link', 'varchar(120)', (c) => c.notNull().unique())
      .addColumn('profile_pic', 'varchar(255)')
      .addColumn('register_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('email_verified_at', 'varchar(32)')
      .addColumn('phone_verified_at', 'varchar(32)')
      .addColumn('nin_number', 'varchar(20)')
      .addColumn('nin_verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('account_active', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('business_category_id', 'integer', (c) => c.references('business_categories.id'))
      .addColumn('business_address', 'varchar(255)')
      .addColumn('business_description', 'text')
      .addColumn('home_service', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('my_place', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('home_service_fee', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('instagram', 'varchar(255)')
      .addColumn('facebook', 'varchar(255)')
      .addColumn('twitter', 'varchar(255)')
      .addColumn('reg_no', 'varchar(40)')
      .addColumn('biz_reg_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('email_notification', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('push_notification', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('search_visibility', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('booking_window', 'integer', (c) => c.notNull().defaultTo(60))
      .addColumn('future_booking_window', 'integer', (c) => c.notNull().defaultTo(90))
      .addColumn('rescheduling', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('automatic_confirm_booking', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('avoid_gaps', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('business_images'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('path', 'varchar(255)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('business_images_user').on('business_images').column('user_id').execute();

    await withId(db.schema.createTable('auth_tokens'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('last_used_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('auth_tokens_user').on('auth_tokens').column('user_id').execute();

    await withId(db.schema.createTable('verification_codes'), dialect)
      .addColumn('channel', 'varchar(10)', (c) => c.notNull())
      .addColumn('target', 'varchar(254)', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('verification_codes_target')
      .on('verification_codes')
      .columns(['channel', 'target'])
      .execute();

    await withId(db.schema.createTable('reset_tickets'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('ticket_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(32)')
      .execute();

    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('oauth_states')
      .addColumn('state_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
      .addColumn('ref', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
});
