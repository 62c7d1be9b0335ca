import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * A counter per vendor that moves with every write changing what the vendor's booking lists
 * present: a booking added, changed or removed, its cancellations and reviews, and the name,
 * picture and phone of a customer who booked (or the customer removed). The API caches each vendor's presented list under
 * this number (bookings-list-cache.ts), so any instance reading the same number serves the same
 * list, whatever the clock says.
 *
 * Triggers keep it, not the code paths: no write (an operator command, the seed, a sweep, a
 * write added later) can forget it, and it moves in the very transaction of the write. On
 * PostgreSQL they are deferred to commit, so the counter's row is locked only for the instant of
 * the commit and never holds up the booking rows a concurrent transaction is waiting for.
 */
export const bookingListVersionsMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('booking_list_versions')
      .addColumn('user_id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    const statements = dialect === 'postgres' ? postgres : sqlite;
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
});

const sqliteBump = `ON CONFLICT (user_id) DO UPDATE SET version = version + 1`;
const sqlite = [
  `CREATE TRIGGER bookings_list_insert AFTER INSERT ON bookings BEGIN
     INSERT INTO booking_list_versions (user_id, version) VALUES (NEW.user_id, 1) ${sqliteBump};
   END`,
  `CREATE TRIGGER bookings_list_update AFTER UPDATE ON bookings BEGIN
     INSERT INTO booking_list_versions (user_id, version)
       SELECT user_id, 1 FROM (SELECT OLD.user_id AS user_id UNION SELECT NEW.user_id) WHERE true
       ${sqliteBump};
   END`,
  `CREATE TRIGGER bookings_list_delete AFTER DELETE ON bookings BEGIN
     INSERT INTO booking_list_versions (user_id, version) VALUES (OLD.user_id, 1) ${sqliteBump};
   END`,
  ...['booking_cancellations', 'reviews'].flatMap((table) => [
    `CREATE TRIGGER ${table}_list_insert AFTER INSERT ON ${table} BEGIN
       INSERT INTO booking_list_versions (user_id, version)
         SELECT user_id, 1 FROM bookings WHERE id = NEW.booking_id ${sqliteBump};
     END`,
    `CREATE TRIGGER ${table}_list_update AFTER UPDATE ON ${table} BEGIN
       INSERT INTO booking_list_versions (user_id, version)
         SELECT DISTINCT user_id, 1 FROM bookings WHERE id IN (OLD.booking_id, NEW.booking_id)
         ${sqliteBump};
     END`,
    `CREATE TRIGGER ${table}_list_delete AFTER DELETE ON ${table} BEGIN
       INSERT INTO booking_list_versions (user_id, version)
         SELECT user_id, 1 FROM bookings WHERE id = OLD.booking_id ${sqliteBump};
     END`,
  ]),
  `CREATE TRIGGER customers_list_update AFTER UPDATE OF first_name, profile_image, phone_number
   ON customers
   WHEN OLD.first_name IS NOT NEW.first_name OR OLD.profile_image IS NOT NEW.profile_image
     OR OLD.phone_number IS NOT NEW.phone_number
   BEGIN
     INSERT INTO booking_list_versions (user_id, version)
       SELECT DISTINCT user_id, 1 FROM bookings WHERE customer_id = NEW.id ${sqliteBump};
   END`,
  // Before: the bookings still name the customer (PostgreSQL's trigger on bookings sees SET NULL).
  `CREATE TRIGGER customers_list_delete BEFORE DELETE ON customers BEGIN
     INSERT INTO booking_list_versions (user_id, version)
       SELECT DISTINCT user_id, 1 FROM bookings WHERE customer_id = OLD.id ${sqliteBump};
   END`,
];

const postgres = [
  `CREATE FUNCTION booking_list_bump(vendor integer) RETURNS void LANGUAGE sql AS $$
     INSERT INTO booking_list_versions (user_id, version) VALUES (vendor, 1)
     ON CONFLICT (user_id) DO UPDATE SET version = booking_list_versions.version + 1
   $$`,
  `CREATE FUNCTION bookings_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP <> 'INSERT' THEN PERFORM booking_list_bump(OLD.user_id); END IF;
     IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
       PERFORM booking_list_bump(NEW.user_id);
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION booking_part_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM booking_list_bump(b.user_id) FROM (
       SELECT DISTINCT user_id FROM bookings
       WHERE id IN (
         CASE WHEN TG_OP <> 'DELETE' THEN NEW.booking_id END,
         CASE WHEN TG_OP <> 'INSERT' THEN OLD.booking_id END
       )
       ORDER BY user_id
     ) b;
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION customer_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM booking_list_bump(b.user_id) FROM (
       SELECT DISTINCT user_id FROM bookings WHERE customer_id = NEW.id ORDER BY user_id
     ) b;
     RETURN NULL;
   END $$`,
  `CREATE CONSTRAINT TRIGGER bookings_list_version AFTER INSERT OR UPDATE OR DELETE ON bookings
   DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bookings_list_changed()`,
  ...['booking_cancellations', 'reviews'].map(
    (table) =>
      `CREATE CONSTRAINT TRIGGER ${table}_list_version AFTER INSERT OR UPDATE OR DELETE ON ${table}
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION booking_part_list_changed()`,
  ),
  `CREATE CONSTRAINT TRIGGER customers_list_version AFTER UPDATE ON customers
   DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
   WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name
     OR OLD.profile_image IS DISTINCT FROM NEW.profile_image
     OR OLD.phone_number IS DISTINCT FROM NEW.phone_number)
   EXECUTE FUNCTION customer_list_changed()`,
];
