import { type CancellationPolicy, SLOT_HOLDING_STATUSES, VENDOR_HIDDEN_STATUSES } from '@app/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BookingCancellationsTable, Database, NewBooking } from '../../db/schema.ts';
import { settleBookingMoney } from '../wallet/ledger.repository.ts';

type Executor = Db | Transaction<Database>;

/** Queries for bookings, their cancellations and reviews; every read is scoped to the vendor. */
export const bookingsRepository = (db: Db) => {
  const withCustomer = (q: Db | Transaction<Database>) =>
    q
      .selectFrom('bookings')
      .leftJoin('customers', 'customers.id', 'bookings.customer_id')
      .selectAll('bookings')
      .select(['customers.first_name as customer_first_name', 'customers.profile_image as customer_image']);

  return {
    list: (userId: number, range?: { from: string; to: string }) => {
      let query = withCustomer(db)
        .where('bookings.user_id', '=', userId)
        .where('bookings.status', 'not in', [...VENDOR_HIDDEN_STATUSES]);
      if (range)
        query = query
          .where('bookings.starts_at', '>=', range.from)
          .where('bookings.starts_at', '<', range.to);
      return query.orderBy('bookings.starts_at').orderBy('bookings.id').execute();
    },
    find: (userId: number, id: number) =>
      withCustomer(db)
        .where('bookings.user_id', '=', userId)
        .where('bookings.id', '=', id)
        .executeTakeFirst(),
    findMany: (userId: number, ids: number[]) =>
      withCustomer(db).where('bookings.user_id', '=', userId).where('bookings.id', 'in', ids).execute(),
    findGroup: (userId: number, multipleId: string) =>
      withCustomer(db)
        .where('bookings.user_id', '=', userId)
        .where('bookings.multiple_id', '=', multipleId)
        .orderBy('bookings.starts_at')
        .execute(),
    cancellationsOf: (bookingIds: number[]) =>
      bookingIds.length
        ? db
            .selectFrom('booking_cancellations')
            .select(['booking_id', 'initiator', 'comment', 'attachment'])
            .where('booking_id', 'in', bookingIds)
            .orderBy('id')
            .execute()
        : Promise.resolve([]),
    reviewsOf: (bookingIds: number[]) =>
      bookingIds.length
        ? db
            .selectFrom('reviews')
            .select(['id', 'booking_id', 'rating', 'comment'])
            .where('booking_id', 'in', bookingIds)
            .execute()
        : Promise.resolve([]),

    /**
     * Moves every listed booking from one of `from` to `to`, all or none: answers false (and
     * changes nothing) when any of them has meanwhile left those statuses.
     */
    transition: (
      scope: { user_id: number } | { customer_id: number },
      ids: number[],
      from: readonly string[],
      changes: { status: string; updated_at: string; balance_received?: number; deposit_kept?: number },
      cancellation?: Omit<BookingCancellationsTable, 'id' | 'booking_id'>,
    ) =>
      db
        .transaction()
        .execute(async (trx) => {
          let update = trx
            .updateTable('bookings')
            .set(changes)
            .where('id', 'in', ids)
            .where('status', 'in', [...from]);
          update =
            'user_id' in scope
              ? update.where('user_id', '=', scope.user_id)
              : update.where('customer_id', '=', scope.customer_id);
          const result = await update.executeTakeFirst();
          if (Number(result.numUpdatedRows) !== ids.length) {
            // Rolls the partial update back.
            throw new TransitionConflict();
          }
          if (cancellation) {
            await trx
              .insertInto('booking_cancellations')
              .values(ids.map((booking_id) => ({ ...cancellation, booking_id })))
              .execute();
          }
          await settleBookingMoney(trx, ids, changes.status, changes.updated_at);
        })
        .then(
          () => true,
          (error) => {
            if (error instanceof TransitionConflict) return false;
            throw error;
          },
        ),

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
        .select(['free_cancel_hours', 'late_cancel_fee_percent', 'no_show_fee_percent'])
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
     * The vendor's bookings that hold time near a window at `now` (inclusive, so bookings right
     * next to it are seen too, for the avoid-gaps rule); unpaid holds count only until they end.
     */
    takenSlots: (ex: Executor, userId: number, window: { from: string; to: string }, now: string) =>
      ex
        .selectFrom('bookings')
        .select(['starts_at', 'ends_at'])
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
        .where('ends_at', '>=', window.from)
        .execute(),
    insertMany: (ex: Executor, rows: NewBooking[]) =>
      ex.insertInto('bookings').values(rows).returning('id').execute(),
  };
};

class TransitionConflict extends Error {}

export type BookingsRepository = ReturnType<typeof bookingsRepository>;
export type BookingRow = Awaited<ReturnType<BookingsRepository['list']>>[number];
