import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * A vendor's team: each member's services, working week, breaks and days off. A booking may name
 * the member it is with (null: the vendor's own, as before teams), and blocked time may block one
 * member (null: the whole business). A member who holds bookings cannot be deleted (no cascade).
 *
 * The booking lists show the member's name and photo, so a change to either moves the vendor's
 * list version like the customer triggers of 0011 do.
 */
export const staffMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('staff'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('photo_path', 'text')
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('staff_user').on('staff').column('user_id').execute();

    await db.schema
      .createTable('staff_services')
      .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
      .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('staff_services_pk', ['staff_id', 'service_id'])
      .execute();
    await withId(db.schema.createTable('staff_hours'), dialect)
      .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('open_time', 'text', (c) => c.notNull())
      .addColumn('close_time', 'text', (c) => c.notNull())
      .execute();
    await withId(db.schema.createTable('staff_breaks'), dialect)
      .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('start_time', 'text', (c) => c.notNull())
      .addColumn('end_time', 'text', (c) => c.notNull())
      .execute();
    await withId(db.schema.createTable('staff_days_off'), dialect)
      .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
      .addColumn('date', 'text', (c) => c.notNull())
      .execute();
    for (const table of ['staff_hours', 'staff_breaks', 'staff_days_off'])
      await db.schema.createIndex(`${table}_staff`).on(table).column('staff_id').execute();

    await db.schema
      .alterTable('bookings')
      .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
      .execute();
    await db.schema.createIndex('bookings_staff').on('bookings').column('staff_id').execute();
    await db.schema
      .alterTable('blocked_times')
      .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('cascade'))
      .execute();

    await sql
      .raw(
        dialect === 'postgres'
          ? `CREATE FUNCTION staff_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
             BEGIN PERFORM booking_list_bump(NEW.user_id); RETURN NULL; END $$`
          : `CREATE TRIGGER staff_list_update AFTER UPDATE OF name, photo_path ON staff
             WHEN OLD.name IS NOT NEW.name OR OLD.photo_path IS NOT NEW.photo_path
             BEGIN
               INSERT INTO booking_list_versions (user_id, version) VALUES (NEW.user_id, 1)
               ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
             END`,
      )
      .execute(db);
    if (dialect === 'postgres')
      await sql
        .raw(
          `CREATE CONSTRAINT TRIGGER staff_list_version AFTER UPDATE ON staff
           DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
           WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.photo_path IS DISTINCT FROM NEW.photo_path)
           EXECUTE FUNCTION staff_list_changed()`,
        )
        .execute(db);
  },
});
