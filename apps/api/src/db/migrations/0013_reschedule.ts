import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * Rescheduling (issue 15): the notice of the vendor's rule, in hours before the start, and every
 * move of a booking's time — a customer's own move, or the vendor's proposal with its answer. A
 * proposal waiting ('proposed') holds its slot; at most one waits per booking.
 *
 * Its rows change what the vendor's booking lists present (the waiting proposal), so they move the
 * per-vendor list version like the booking's cancellations do (migration 0011).
 */
export const rescheduleMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('rescheduling_hours', 'integer', (c) => c.notNull().defaultTo(24))
      .execute();
    await withId(db.schema.createTable('booking_reschedules'), dialect)
      .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
      .addColumn('proposed_by', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      // The time the booking had, and the new one (UTC instants, like bookings).
      .addColumn('from_starts_at', 'text', (c) => c.notNull())
      .addColumn('from_ends_at', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('answered_at', 'text')
      .execute();
    await db.schema
      .createIndex('booking_reschedules_booking')
      .on('booking_reschedules')
      .column('booking_id')
      .execute();
    await db.schema
      .createIndex('booking_reschedules_one_waiting')
      .on('booking_reschedules')
      .column('booking_id')
      .unique()
      .where(sql.ref('status'), '=', 'proposed')
      .execute();
    const statements = dialect === 'postgres' ? postgres : sqlite;
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
});

const sqliteBump = `ON CONFLICT (user_id) DO UPDATE SET version = version + 1`;
const sqlite = [
  `CREATE TRIGGER booking_reschedules_list_insert AFTER INSERT ON booking_reschedules BEGIN
     INSERT INTO booking_list_versions (user_id, version)
       SELECT user_id, 1 FROM bookings WHERE id = NEW.booking_id ${sqliteBump};
   END`,
  `CREATE TRIGGER booking_reschedules_list_update AFTER UPDATE ON booking_reschedules BEGIN
     INSERT INTO booking_list_versions (user_id, version)
       SELECT DISTINCT user_id, 1 FROM bookings WHERE id IN (OLD.booking_id, NEW.booking_id)
       ${sqliteBump};
   END`,
  `CREATE TRIGGER booking_reschedules_list_delete AFTER DELETE ON booking_reschedules BEGIN
     INSERT INTO booking_list_versions (user_id, version)
       SELECT user_id, 1 FROM bookings WHERE id = OLD.booking_id ${sqliteBump};
   END`,
];

// booking_part_list_changed() is migration 0011's, for any table with a booking_id.
const postgres = [
  `CREATE CONSTRAINT TRIGGER booking_reschedules_list_version
   AFTER INSERT OR UPDATE OR DELETE ON booking_reschedules
   DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION booking_part_list_changed()`,
];
