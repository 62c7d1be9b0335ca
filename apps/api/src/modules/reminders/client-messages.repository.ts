import { type ExpressionBuilder, type Insertable, type Selectable, sql } from 'kysely';
import type { DialectName, Executor } from '../../db/database.ts';
import type { ClientMessagesTable, Database, ReminderSettingsTable } from '../../db/schema.ts';

export type ClientMessageRow = Selectable<ClientMessagesTable>;
export type NewClientMessage = Insertable<ClientMessagesTable>;
/** What a claimed message's holder may write back when it is done with it. */
export type MessageOutcome = Partial<
  Pick<ClientMessagesTable, 'status' | 'channel' | 'last_error' | 'sent_at' | 'next_attempt_at'>
>;

/** Whether a refund of the booking's payment was recorded (its client is owed a notice). */
const refunded = (eb: ExpressionBuilder<Database, 'bookings'>) =>
  eb
    .exists(eb.selectFrom('refunds').select('refunds.id').whereRef('refunds.booking_id', '=', 'bookings.id'))
    .as('refunded');

/** The start of the vendor's proposal waiting for the client's answer, or null. */
const proposed = (eb: ExpressionBuilder<Database, 'bookings'>) =>
  eb
    .selectFrom('booking_reschedules')
    .select('booking_reschedules.starts_at')
    .whereRef('booking_reschedules.booking_id', '=', 'bookings.id')
    .where('booking_reschedules.status', '=', 'proposed')
    .limit(1)
    .as('proposed');

/** Queries for client messages and reminder settings; each takes the executor it runs on. */
export const clientMessagesRepository = (dialect: DialectName) => ({
  settings: (ex: Executor, userIds: number[]) =>
    userIds.length
      ? ex.selectFrom('reminder_settings').selectAll().where('user_id', 'in', userIds).execute()
      : Promise.resolve([]),
  saveSettings: (ex: Executor, row: ReminderSettingsTable) =>
    ex
      .insertInto('reminder_settings')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...row }))
      .execute(),

  /** Status and start of each booking, as the planner compares them with its messages. */
  bookingStates: (ex: Executor, ids: number[]) =>
    ids.length
      ? ex
          .selectFrom('bookings')
          .select(['id', 'user_id', 'status', 'starts_at', refunded, proposed])
          .where('id', 'in', ids)
          .execute()
      : Promise.resolve([]),
  /** The vendor's approved bookings still ahead, to plan again after a settings change. */
  upcomingApproved: (ex: Executor, userId: number, now: string) =>
    ex
      .selectFrom('bookings')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'approved')
      .where('starts_at', '>', now)
      .execute(),
  ofBookings: (ex: Executor, bookingIds: number[]) =>
    bookingIds.length
      ? ex
          .selectFrom('client_messages')
          .selectAll()
          .where('booking_id', 'in', bookingIds)
          .orderBy('id')
          .execute()
      : Promise.resolve([]),
  /** One of the vendor's bookings' messages, in the order they go out; undefined when the booking is not theirs. */
  async forVendorBooking(ex: Executor, userId: number, bookingId: number) {
    const booking = await ex
      .selectFrom('bookings')
      .select('id')
      .where('id', '=', bookingId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!booking) return undefined;
    return ex
      .selectFrom('client_messages')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .orderBy('due_at')
      .orderBy('id')
      .execute();
  },
  insert: (ex: Executor, rows: NewClientMessage[]) =>
    rows.length ? ex.insertInto('client_messages').values(rows).execute() : Promise.resolve([]),
  /** Cancels messages not yet taken by a dispatcher. */
  cancel: (ex: Executor, ids: number[], now: string) =>
    ids.length
      ? ex
          .updateTable('client_messages')
          .set({ status: 'cancelled', updated_at: now })
          .where('id', 'in', ids)
          .where('status', '=', 'scheduled')
          .execute()
      : Promise.resolve([]),
  /** Cancels the reminders of these bookings not yet taken, before they are planned again. */
  cancelScheduledReminders: (ex: Executor, bookingIds: number[], now: string) =>
    bookingIds.length
      ? ex
          .updateTable('client_messages')
          .set({ status: 'cancelled', updated_at: now })
          .where('booking_id', 'in', bookingIds)
          .where('kind', '=', 'reminder')
          .where('status', '=', 'scheduled')
          .execute()
      : Promise.resolve([]),

  /**
   * Takes up to `limit` due messages for one attempt each, in one statement: scheduled ones whose
   * time has come, and ones whose holder died (its lease ran out). On PostgreSQL the rows are
   * chosen `FOR UPDATE SKIP LOCKED`, so dispatchers on several instances take disjoint rows
   * without waiting on each other; SQLite runs one writer at a time.
   */
  claimDue: (ex: Executor, now: string, leaseUntil: string, limit: number) =>
    ex
      .updateTable('client_messages')
      .set((eb) => ({
        status: 'sending',
        next_attempt_at: leaseUntil,
        attempts: eb('attempts', '+', 1),
        updated_at: now,
      }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('client_messages')
          .select('id')
          .where('status', 'in', ['scheduled', 'sending'])
          .where('next_attempt_at', '<=', now)
          .orderBy('next_attempt_at')
          .limit(limit)
          .$if(dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
      )
      .where('status', 'in', ['scheduled', 'sending'])
      .where('next_attempt_at', '<=', now)
      .returningAll()
      .execute(),
  /** Takes one message for an attempt when its queued job runs (BullMQ mode): the row decides, not the job. */
  claimOne: (ex: Executor, id: number, attempt: number, now: string, leaseUntil: string) =>
    ex
      .updateTable('client_messages')
      .set((eb) => ({
        status: 'sending',
        next_attempt_at: leaseUntil,
        attempts: eb('attempts', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', id)
      .where('attempts', '=', attempt)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'scheduled'),
          eb.and([eb('status', '=', 'sending'), eb('next_attempt_at', '<=', now)]),
        ]),
      )
      .returningAll()
      .executeTakeFirst(),
  /**
   * The same notice to the rest of a group booked together (GROUP_NOTICE_KINDS), taken for the
   * attempt of the first in one statement: scheduled and due ones, and ones this dispatcher
   * claimed in its batch (`claimed`), so a group's news goes out once. Answers them, and the
   * service names of the first's and their bookings in the order of their starts.
   */
  async takeGroupmates(
    ex: Executor,
    row: Pick<ClientMessageRow, 'id' | 'booking_id' | 'kind'>,
    claimed: number[],
    now: string,
    leaseUntil: string,
  ) {
    const taken = await ex
      .updateTable('client_messages')
      .set({
        status: 'sending',
        next_attempt_at: leaseUntil,
        // A scheduled one starts its attempt here; one of the batch was counted when claimed.
        attempts: sql<number>`attempts + case when status = 'scheduled' then 1 else 0 end`,
        updated_at: now,
      })
      .where('kind', '=', row.kind)
      .where('id', '!=', row.id)
      .where('booking_id', 'in', (eb) =>
        eb
          .selectFrom('bookings as mate')
          .innerJoin('bookings as first', 'first.multiple_id', 'mate.multiple_id')
          .select('mate.id')
          .where('first.id', '=', row.booking_id),
      )
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'scheduled'), eb('next_attempt_at', '<=', now)]),
          ...(claimed.length ? [eb.and([eb('status', '=', 'sending'), eb('id', 'in', claimed)])] : []),
        ]),
      )
      .returningAll()
      .execute();
    if (!taken.length) return { taken, services: [] };
    const services = await ex
      .selectFrom('bookings')
      .select(['id', 'service_name', 'starts_at'])
      .where('id', 'in', [row.booking_id, ...taken.map((m) => m.booking_id)])
      .orderBy('starts_at')
      .execute();
    return { taken, services };
  },
  /** Writes an attempt's outcome, unless the lease ran out and another holder took the message. */
  finish: async (
    ex: Executor,
    row: Pick<ClientMessageRow, 'id' | 'attempts'>,
    outcome: MessageOutcome,
    now: string,
  ) => {
    const result = await ex
      .updateTable('client_messages')
      .set({ ...outcome, updated_at: now })
      .where('id', '=', row.id)
      .where('status', '=', 'sending')
      .where('attempts', '=', row.attempts)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Who the client is and what to tell them: the booking, its vendor's business and the client's contact. */
  recipient: (ex: Executor, bookingId: number) =>
    ex
      .selectFrom('bookings')
      .innerJoin('users', 'users.id', 'bookings.user_id')
      .leftJoin('customers', 'customers.id', 'bookings.customer_id')
      .select([
        'bookings.id',
        'bookings.user_id',
        'bookings.status',
        'bookings.starts_at',
        'bookings.service_name',
        'bookings.reference',
        'bookings.client_phone',
        'bookings.client_email',
        'users.business_name',
        'users.full_name',
        'users.profile_link',
        'customers.phone_number as customer_phone',
        'customers.email as customer_email',
        refunded,
        proposed,
      ])
      .where('bookings.id', '=', bookingId)
      .executeTakeFirst(),

  /**
   * BullMQ mode: messages whose current attempt has no job yet — scheduled ones, and ones whose
   * holder died mid-send (the lease ran out; its job's attempt no longer matches the row).
   */
  unqueued: (ex: Executor, now: string, limit: number) =>
    ex
      .selectFrom('client_messages')
      .select(['id', 'attempts', 'next_attempt_at'])
      .where((eb) =>
        eb.or([
          eb('status', '=', 'scheduled'),
          eb.and([eb('status', '=', 'sending'), eb('next_attempt_at', '<=', now)]),
        ]),
      )
      .where((eb) =>
        eb.or([eb('queued_attempt', 'is', null), eb('queued_attempt', '!=', eb.ref('attempts'))]),
      )
      .orderBy('next_attempt_at')
      .limit(limit)
      .execute(),
  markQueued: (ex: Executor, id: number, attempt: number) =>
    ex.updateTable('client_messages').set({ queued_attempt: attempt }).where('id', '=', id).execute(),
});

export type ClientMessagesRepository = ReturnType<typeof clientMessagesRepository>;
