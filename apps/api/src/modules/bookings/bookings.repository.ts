import {
  type BreakTime,
  type CancellationPolicy,
  NOT_BUSY_STATUSES,
  type OpeningHours,
  RESCHEDULE_TRANSITIONS,
  SLOT_HOLDING_STATUSES,
  type StaffSchedule,
  VENDOR_HIDDEN_STATUSES,
} from '@app/shared';
import type { Db, Executor } from '../../db/database.ts';
import type {
  BlockedTimesTable,
  BookingCancellationsTable,
  BookingReschedulesTable,
  BookingSeriesTable,
  NewBooking,
} from '../../db/schema.ts';
import type { WaitlistHolds } from '../waitlist/index.ts';

/**
 * What the slot checks read of the vendor's schedule and team on the executor given: those
 * modules' own queries, handed in by container.ts (declared here as used).
 */
export interface CalendarReads {
  schedule: {
    hoursOf(ex: Executor, userId: number): Promise<OpeningHours[]>;
    breaksOf(ex: Executor, userId: number): Promise<BreakTime[]>;
    daysOffOf(ex: Executor, userId: number, range: { from: string; to: string }): Promise<{ date: string }[]>;
  };
  /** The slots the waitlist's live offers hold (issue 36). */
  waitlist: WaitlistHolds;
  team: {
    teamOf(
      ex: Executor,
      userId: number,
      options: { ids: number[]; fromDay: string },
    ): Promise<(StaffSchedule & { id: number; active: boolean })[]>;
  };
}

/**
 * Queries for bookings, their cancellations and reviews; every read is scoped to the vendor. The
 * slot checks also read the vendor's schedule and team, through those modules' reads (container.ts).
 */
export const bookingsRepository = (db: Db, reads: CalendarReads) => {
  const { schedule, team, waitlist } = reads;
  const withCustomer = (q: Executor) =>
    q
      .selectFrom('bookings')
      .leftJoin('customers', 'customers.id', 'bookings.customer_id')
      .leftJoin('staff', 'staff.id', 'bookings.staff_id')
      .selectAll('bookings')
      .select([
        'customers.first_name as customer_first_name',
        'customers.profile_image as customer_image',
        'customers.phone_number as customer_phone',
        'staff.name as staff_name',
        'staff.photo_path as staff_photo',
      ]);

  return {
    list: (userId: number) =>
      withCustomer(db)
        .where('bookings.user_id', '=', userId)
        .where('bookings.status', 'not in', [...VENDOR_HIDDEN_STATUSES])
        .orderBy('bookings.starts_at')
        .orderBy('bookings.id')
        .execute(),
    /**
     * The vendor's listed bookings starting from `from` up to, not including, `to` (UTC instants),
     * ordered as `list`: the calendar's visible range, read on the (user_id, starts_at) index.
     */
    listStartingBetween: (userId: number, range: { from: string; to: string }) =>
      withCustomer(db)
        .where('bookings.user_id', '=', userId)
        .where('bookings.starts_at', '>=', range.from)
        .where('bookings.starts_at', '<', range.to)
        .where('bookings.status', 'not in', [...VENDOR_HIDDEN_STATUSES])
        .orderBy('bookings.starts_at')
        .orderBy('bookings.id')
        .execute(),
    /**
     * When each of the vendor's listed bookings from `from` up to `to` (UTC instants) starts, a
     * rejected one left out, in order: the month calendar's busy days, no more than their times.
     */
    startsBetween: async (userId: number, range: { from: string; to: string }) =>
      (
        await db
          .selectFrom('bookings')
          .select('starts_at')
          .where('user_id', '=', userId)
          .where('starts_at', '>=', range.from)
          .where('starts_at', '<', range.to)
          .where('status', 'not in', [...NOT_BUSY_STATUSES])
          .orderBy('starts_at')
          .execute()
      ).map((row) => row.starts_at),
    /** The number the triggers move with every write that changes the vendor's lists (0: none yet). */
    listVersion: async (userId: number) =>
      (
        await db
          .selectFrom('booking_list_versions')
          .select('version')
          .where('user_id', '=', userId)
          .executeTakeFirst()
      )?.version ?? 0,
    find: (userId: number, id: number) =>
      withCustomer(db)
        .where('bookings.user_id', '=', userId)
        .where('bookings.id', '=', id)
        .executeTakeFirst(),
    findMany: (ex: Executor, userId: number, ids: number[]) =>
      withCustomer(ex).where('bookings.user_id', '=', userId).where('bookings.id', 'in', ids).execute(),
    findGroup: (userId: number, multipleId: string) =>
      withCustomer(db)
        .where('bookings.user_id', '=', userId)
        .where('bookings.multiple_id', '=', multipleId)
        .orderBy('bookings.starts_at')
        .execute(),
    cancellationsOf: (ex: Executor, bookingIds: number[]) =>
      bookingIds.length
        ? ex
            .selectFrom('booking_cancellations')
            .select(['booking_id', 'initiator', 'comment', 'attachment'])
            .where('booking_id', 'in', bookingIds)
            .orderBy('id')
            .execute()
        : Promise.resolve([]),
    reviewsOf: (ex: Executor, bookingIds: number[]) =>
      bookingIds.length
        ? ex
            .selectFrom('reviews')
            .select(['id', 'booking_id', 'rating', 'comment'])
            .where('booking_id', 'in', bookingIds)
            .execute()
        : Promise.resolve([]),

    /**
     * Moves every listed booking still in one of `from` to the new status; answers whether all of
     * them moved (when not, the caller's transaction must roll the partial update back).
     */
    transition: async (
      ex: Executor,
      scope: { user_id: number } | { customer_id: number },
      ids: number[],
      from: readonly string[],
      changes: { status: string; updated_at: string; balance_received?: number; deposit_kept?: number },
    ) => {
      const update = ex
        .updateTable('bookings')
        .set(changes)
        .where('id', 'in', ids)
        .where('status', 'in', [...from]);
      const result = await ('user_id' in scope
        ? update.where('user_id', '=', scope.user_id)
        : update.where('customer_id', '=', scope.customer_id)
      ).executeTakeFirst();
      return Number(result.numUpdatedRows) === ids.length;
    },
    addCancellations: (
      ex: Executor,
      ids: number[],
      note: Omit<BookingCancellationsTable, 'id' | 'booking_id'>,
    ) =>
      ex
        .insertInto('booking_cancellations')
        .values(ids.map((booking_id) => ({ ...note, booking_id })))
        .execute(),

    /** Bookings awaiting review since before `cutoff`: completed after 48 hours without a dispute. */
    overdueReviews: (cutoff: string) =>
      db
        .selectFrom('bookings')
        .select(['id', 'user_id'])
        .where('status', '=', 'awaiting review')
        .where('updated_at', '<', cutoff)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('disputes')
                .select('disputes.id')
                .whereRef('disputes.booking_id', '=', 'bookings.id'),
            ),
          ),
        )
        .execute(),

    /** The vendor's cancellation and no-show policy. */
    policy: (userId: number): Promise<CancellationPolicy> =>
      db
        .selectFrom('users')
        .select([
          'free_cancel_hours',
          'late_cancel_fee_percent',
          'no_show_fee_percent',
          'no_show_grace_minutes',
        ])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),
    /** When the customer asked to cancel (the latest request), for the policy's free window. */
    customerCancelRequestedAt: async (bookingId: number) =>
      (
        await db
          .selectFrom('booking_cancellations')
          .select('created_at')
          .where('booking_id', '=', bookingId)
          .where('initiator', '=', 'user')
          .orderBy('id', 'desc')
          .executeTakeFirst()
      )?.created_at,

    /**
     * The times that hold the vendor's slots near a window at `now` (inclusive, so bookings right
     * next to it are seen too, for the avoid-gaps rule): bookings in a slot-holding status (unpaid
     * holds only until they end), the new times the vendor proposed that wait for an answer, and
     * the freed slots a waitlist offer holds for its client while the hold lasts. The booking being
     * moved (`moving`) holds neither its own slot nor its proposal.
     */
    takenSlots: async (
      ex: Executor,
      userId: number,
      window: { from: string; to: string },
      now: string,
      moving?: number,
    ) => {
      let held = ex
        .selectFrom('bookings')
        .select(['starts_at', 'ends_at', 'service_name', 'staff_id'])
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb(
              'status',
              'in',
              SLOT_HOLDING_STATUSES.filter((s) => s !== 'awaiting payment'),
            ),
            eb.and([eb('status', '=', 'awaiting payment'), eb('hold_expires_at', '>', now)]),
          ]),
        )
        .where('starts_at', '<=', window.to)
        .where('ends_at', '>=', window.from);
      let proposed = ex
        .selectFrom('booking_reschedules as r')
        .innerJoin('bookings as b', 'b.id', 'r.booking_id')
        .select(['r.starts_at', 'r.ends_at', 'b.service_name', 'b.staff_id'])
        .where('b.user_id', '=', userId)
        .where('r.status', '=', 'proposed')
        .where('b.status', 'in', [...RESCHEDULE_TRANSITIONS.acceptProposal.from])
        .where('r.starts_at', '<=', window.to)
        .where('r.ends_at', '>=', window.from);
      if (moving !== undefined) {
        held = held.where('id', '!=', moving);
        proposed = proposed.where('r.booking_id', '!=', moving);
      }
      const [booked, offered] = await Promise.all([
        held.unionAll(proposed).execute(),
        waitlist.heldSlots(ex, userId, window, now),
      ]);
      return [...booked, ...offered.map((o) => ({ ...o, service_name: 'Waitlist offer' }))];
    },
    insertMany: (ex: Executor, rows: NewBooking[]) =>
      ex.insertInto('bookings').values(rows).returning('id').execute(),

    /**
     * Moves one booking still in one of `from` to a new time; answers whether it moved (when not,
     * it was changed meanwhile).
     */
    moveTimes: async (
      ex: Executor,
      scope: { user_id: number } | { customer_id: number },
      id: number,
      from: readonly string[],
      changes: { starts_at: string; ends_at: string; updated_at: string },
    ) => {
      const update = ex
        .updateTable('bookings')
        .set(changes)
        .where('id', '=', id)
        .where('status', 'in', [...from]);
      const result = await ('user_id' in scope
        ? update.where('user_id', '=', scope.user_id)
        : update.where('customer_id', '=', scope.customer_id)
      ).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** The vendor's rescheduling rule. */
    rescheduleRule: async (ex: Executor, userId: number) => {
      const row = await ex
        .selectFrom('users')
        .select(['rescheduling', 'rescheduling_hours'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return { rescheduling: row.rescheduling === 1, rescheduling_hours: row.rescheduling_hours };
    },
    insertReschedule: (ex: Executor, row: Omit<BookingReschedulesTable, 'id'>) =>
      ex.insertInto('booking_reschedules').values(row).execute(),
    /** The vendor's proposal of a new time waiting for the customer's answer, if any. */
    waitingProposal: (ex: Executor, bookingId: number) =>
      ex
        .selectFrom('booking_reschedules')
        .select(['id', 'starts_at', 'ends_at', 'created_at'])
        .where('booking_id', '=', bookingId)
        .where('status', '=', 'proposed')
        .executeTakeFirst(),
    waitingProposalsOf: (ex: Executor, bookingIds: number[]) =>
      bookingIds.length
        ? ex
            .selectFrom('booking_reschedules')
            .select(['booking_id', 'starts_at', 'ends_at', 'created_at'])
            .where('booking_id', 'in', bookingIds)
            .where('status', '=', 'proposed')
            .execute()
        : Promise.resolve([]),
    /** Closes the waiting proposals of the bookings with the answer; answers how many there were. */
    answerProposals: async (
      ex: Executor,
      bookingIds: number[],
      answer: 'accepted' | 'declined' | 'withdrawn',
      at: string,
    ) => {
      const result = await ex
        .updateTable('booking_reschedules')
        .set({ status: answer, answered_at: at })
        .where('booking_id', 'in', bookingIds)
        .where('status', '=', 'proposed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Of these bookings, the ones with money paid, with the settled payment that brought it (if online). */
    /** The service, team member and times of the vendor's bookings (the slots a move frees). */
    slotsOf: (ex: Executor, userId: number, ids: number[]) =>
      ex
        .selectFrom('bookings')
        .select(['service_id', 'staff_id', 'starts_at', 'ends_at'])
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .execute(),
    paidBookings: (ex: Executor, ids: number[]) =>
      ex
        .selectFrom('bookings')
        .leftJoin('payments', (join) =>
          join
            .onRef('payments.multiple_id', '=', 'bookings.multiple_id')
            .on('payments.status', '=', 'success'),
        )
        .select([
          'bookings.id',
          'bookings.user_id',
          'bookings.amount_paid',
          'bookings.deposit_kept',
          'payments.id as payment_id',
        ])
        .where('bookings.id', 'in', ids)
        .where('bookings.amount_paid', '>', 0)
        .execute(),

    /** The vendor's booking rules the slot rules read. */
    slotRule: (ex: Executor, userId: number) =>
      ex
        .selectFrom('users')
        .select(['booking_window', 'future_booking_window', 'avoid_gaps'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),
    /**
     * What closes the vendor's time near a window: opening hours, breaks, the days off of the
     * window's Lagos days, and blocked periods touching it (inclusive, like takenSlots).
     */
    closedTimes: async (
      ex: Executor,
      userId: number,
      window: { from: string; to: string; fromDay: string; toDay: string },
    ) => {
      const [hours, breaks, daysOff, blocked] = await Promise.all([
        schedule.hoursOf(ex, userId),
        schedule.breaksOf(ex, userId),
        schedule.daysOffOf(ex, userId, { from: window.fromDay, to: window.toDay }),
        ex
          .selectFrom('blocked_times')
          .select(['starts_at', 'ends_at', 'staff_id'])
          .where('user_id', '=', userId)
          .where('starts_at', '<=', window.to)
          .where('ends_at', '>=', window.from)
          .execute(),
      ]);
      return { hours, breaks, daysOff: daysOff.map((d) => d.date), blocked };
    },
    /**
     * The weeks of the active team members among `ids` (the vendor's), with their days off
     * between two Lagos days: an inactive member takes no bookings.
     */
    staffSchedules: async (
      ex: Executor,
      userId: number,
      ids: number[],
      days: { fromDay: string; toDay: string },
    ) =>
      (await team.teamOf(ex, userId, { ids, fromDay: days.fromDay }))
        .filter((m) => m.active)
        .map((m) => ({ ...m, daysOff: m.daysOff.filter((d) => d <= days.toDay) })),
    /** One of the vendor's services still on offer. */
    ownService: (userId: number, serviceId: number) =>
      db
        .selectFrom('services')
        .select(['id', 'name', 'duration_minutes', 'duration_type', 'price', 'virtual_appointment'])
        .where('user_id', '=', userId)
        .where('id', '=', serviceId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),

    /** A new recurring series (issue 36); its bookings name it. */
    insertSeries: async (ex: Executor, row: Omit<BookingSeriesTable, 'id'>) =>
      (await ex.insertInto('booking_series').values(row).returning('id').executeTakeFirstOrThrow()).id,
    /** The visits of the vendor's series starting at or after `from`, earliest first. */
    seriesFrom: (userId: number, seriesId: number, from: string) =>
      withCustomer(db)
        .where('bookings.user_id', '=', userId)
        .where('bookings.series_id', '=', seriesId)
        .where('bookings.starts_at', '>=', from)
        .orderBy('bookings.starts_at')
        .orderBy('bookings.id')
        .execute(),

    /** The vendor's blocked periods ending after `after`, earliest first. */
    blockedTimes: (userId: number, after: string) =>
      db
        .selectFrom('blocked_times')
        .select(['id', 'starts_at', 'ends_at', 'reason', 'staff_id'])
        .where('user_id', '=', userId)
        .where('ends_at', '>', after)
        .orderBy('starts_at')
        .orderBy('id')
        .execute(),
    insertBlockedTime: (ex: Executor, row: Omit<BlockedTimesTable, 'id'>) =>
      ex
        .insertInto('blocked_times')
        .values(row)
        .returning(['id', 'starts_at', 'ends_at', 'reason', 'staff_id'])
        .executeTakeFirstOrThrow(),
    /** Answers whether the vendor had that period to remove. */
    deleteBlockedTime: async (userId: number, id: number) => {
      const result = await db
        .deleteFrom('blocked_times')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
};

export type BookingsRepository = ReturnType<typeof bookingsRepository>;
export type BookingRow = Awaited<ReturnType<BookingsRepository['list']>>[number];
