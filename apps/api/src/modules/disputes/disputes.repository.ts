import type { DisputeStatus } from '@app/shared';
import type { Db, Executor } from '../../db/database.ts';

/** Queries for disputes; vendor reads are scoped to the vendor, operator reads are not. */
export const disputesRepository = (db: Db) => ({
  /** The vendor's booking, with how many of its disputes are open. */
  bookingByReference: (userId: number, reference: string) =>
    db
      .selectFrom('bookings')
      .select((eb) => [
        'id',
        'reference',
        'service_name',
        eb
          .selectFrom('disputes')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('disputes.booking_id', '=', 'bookings.id')
          .where('disputes.status', '=', 'open')
          .as('open_disputes'),
      ])
      .where('user_id', '=', userId)
      .where('reference', '=', reference)
      .executeTakeFirst(),

  insert: (
    ex: Executor,
    row: {
      user_id: number;
      booking_id: number;
      reference: string;
      comment: string;
      attachment: string | null;
      created_at: string;
    },
  ) =>
    ex
      .insertInto('disputes')
      .values({ ...row, status: 'open', resolution: null, updated_at: row.created_at })
      .returning('id')
      .executeTakeFirstOrThrow(),

  listForVendor: (userId: number) =>
    db
      .selectFrom('disputes')
      .select(['id', 'reference', 'comment', 'status', 'resolution', 'attachment', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(500)
      .execute(),

  /** Operator view: every vendor's disputes with the vendor's e-mail. */
  listAll: (status?: DisputeStatus) => {
    let query = db
      .selectFrom('disputes')
      .innerJoin('users', 'users.id', 'disputes.user_id')
      .selectAll('disputes')
      .select('users.email');
    if (status) query = query.where('disputes.status', '=', status);
    return query.orderBy('disputes.id', 'desc').limit(500).execute();
  },

  find: (id: number) => db.selectFrom('disputes').selectAll().where('id', '=', id).executeTakeFirst(),

  /** Resolves an open dispute once; answers the row, or undefined when it is missing or already resolved. */
  resolve: (ex: Executor, id: number, resolution: string, now: string) =>
    ex
      .updateTable('disputes')
      .set({ status: 'resolved', resolution, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returning(['id', 'user_id', 'reference'])
      .executeTakeFirst(),
});

export type DisputesRepository = ReturnType<typeof disputesRepository>;
