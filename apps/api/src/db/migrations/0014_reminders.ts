import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * Client messages (issue 15): each confirmation, reminder, rescheduling and cancellation a
 * booking's client gets, as a durable row the dispatcher claims when due; and each vendor's
 * reminder settings (no row: the defaults).
 */
export const remindersMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('client_messages'), dialect)
      .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('offset_hours', 'integer')
      .addColumn('booking_start', 'text', (c) => c.notNull())
      .addColumn('due_at', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      // When a dispatcher may take it next: due_at, then a retry's time, or a claim's lease end.
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('channel', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('sent_at', 'text')
      // BullMQ mode: the (id, attempts) whose delayed job was added, so a sweep adds each once.
      .addColumn('queued_attempt', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('client_messages_booking')
      .on('client_messages')
      .columns(['booking_id', 'id'])
      .execute();
    await db.schema
      .createIndex('client_messages_due')
      .on('client_messages')
      .columns(['status', 'next_attempt_at'])
      .execute();

    await db.schema
      .createTable('reminder_settings')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('reminder_hours', 'text', (c) => c.notNull())
      .addColumn('quiet_hours_enabled', 'integer', (c) => c.notNull())
      .addColumn('quiet_start', 'text', (c) => c.notNull())
      .addColumn('quiet_end', 'text', (c) => c.notNull())
      .addColumn('whatsapp', 'integer', (c) => c.notNull())
      .addColumn('sms', 'integer', (c) => c.notNull())
      .addColumn('email', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
});
