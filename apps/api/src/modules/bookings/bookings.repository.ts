import type { Transaction } from 'kysely';
import type { Db, DialectName } from '../../db/database.ts';
import type { BookingCancellationsTable, Database, NewBooking } from '../../db/schema.ts';
import { insertLedger, recordBookingMoves } from '../wallet/ledger.repository.ts';

/** Queries for bookings, their cancellations and reviews; every read is scoped to the vendor. */
export const bookingsRepository = (db: Db, dialect: DialectName) => {
  const withCustomer = (q: Db | Transaction<Database>) =>
    q
      .selectFrom('bookings')
      .leftJoin('customers', 'customers.id', 'bookings.customer_id')
      .selectAll('bookings')
      .select(['customers.first_name as customer_first_name', 'customers.profile_image as customer_image']);

  return {
    list: (userId: number, range?: { from: string; to: string }) => {
      let query = withCustomer(db).where('bookings.user_id', '=', userId);
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
      changes: { status: string; updated_at: string; balance_received?: number },
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
          await recordBookingMoves(trx, ids, changes.status, changes.updated_at);
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

    /**
     * Inserts a customer's bookings after `check` has seen the vendor's other bookings, with the
     * vendor locked so two customers cannot both take one slot.
     */
    insertChecked: (
      userId: number,
      window: { from: string; to: string },
      holding: readonly string[],
      check: (taken: { starts_at: string; ends_at: string }[]) => void,
      rows: NewBooking[],
    ) =>
      db.transaction().execute(async (trx) => {
        // SQLite runs one write transaction at a time; PostgreSQL needs the row lock.
        if (dialect === 'postgres') {
          await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        }
        const taken = await trx
          .selectFrom('bookings')
          .select(['starts_at', 'ends_at'])
          .where('user_id', '=', userId)
          .where('status', 'in', [...holding])
          // Inclusive, so bookings right next to the window are seen too (avoid-gaps rule).
          .where('starts_at', '<=', window.to)
          .where('ends_at', '>=', window.from)
          .execute();
        check(taken);
        const inserted = await trx
          .insertInto('bookings')
          .values(rows)
          .returning(['id', 'amount_paid', 'created_at'])
          .execute();
        await insertLedger(
          trx,
          inserted
            .filter((b) => b.amount_paid > 0)
            .map((b) => ({
              user_id: userId,
              booking_id: b.id,
              withdrawal_id: null,
              kind: 'booking_paid' as const,
              bucket: 'pending' as const,
              amount: b.amount_paid,
              created_at: b.created_at,
            })),
        );
        return inserted;
      }),
  };
};

class TransitionConflict extends Error {}

export type BookingsRepository = ReturnType<typeof bookingsRepository>;
export type BookingRow = Awaited<ReturnType<BookingsRepository['list']>>[number];
