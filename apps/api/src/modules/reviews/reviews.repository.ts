import type { Db } from '../../db/database.ts';

/** Queries for the vendor's reviews and its one reply to each; every read is scoped to the vendor. */
export const reviewsRepository = (db: Db) => ({
  /** The vendor's reviews, newest first, with the customer (null once removed) and the reply, if any. */
  listForVendor: (userId: number, limit = 500) =>
    db
      .selectFrom('reviews')
      .leftJoin('customers', 'customers.id', 'reviews.customer_id')
      .leftJoin('review_replies', 'review_replies.review_id', 'reviews.id')
      .select([
        'reviews.id',
        'reviews.comment',
        'reviews.rating',
        'reviews.created_at',
        'customers.first_name',
        'customers.last_name',
        'customers.profile_image',
        'review_replies.rating as reply_rating',
        'review_replies.comment as reply_comment',
      ])
      .where('reviews.user_id', '=', userId)
      .orderBy('reviews.created_at', 'desc')
      .orderBy('reviews.id', 'desc')
      .limit(limit)
      .execute(),

  /** Sum and count of every rating of the vendor (the list may be cut, the average is not). */
  ratingTotals: async (userId: number) => {
    const row = await db
      .selectFrom('reviews')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('rating').as('sum')])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { count: Number(row?.count ?? 0), sum: Number(row?.sum ?? 0) };
  },

  findForVendor: (userId: number, reviewId: number) =>
    db
      .selectFrom('reviews')
      .select(['id', 'booking_id'])
      .where('id', '=', reviewId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),

  /** One reply per review (unique review_id): answers false when a reply exists, even under a race. */
  insertReply: async (row: {
    review_id: number;
    user_id: number;
    rating: number;
    comment: string;
    created_at: string;
  }) => {
    const result = await db
      .insertInto('review_replies')
      .values(row)
      .onConflict((oc) => oc.column('review_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  },
});

export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
