import { averageRating, MSG, type ReviewReplyBody, type UserReviewsResponse } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { ReviewsRepository } from './reviews.repository.ts';

/** Client reviews of the vendor and the vendor's single reply to each (SPEC §5, §6). */
export function reviewsService(deps: { reviews: ReviewsRepository; clock: Clock }) {
  const { reviews, clock } = deps;
  return {
    async list(userId: number): Promise<UserReviewsResponse> {
      const [rows, totals] = await Promise.all([reviews.listForVendor(userId), reviews.ratingTotals(userId)]);
      return {
        '0': rows.map((r) => ({
          id: r.id,
          comment: r.comment,
          rating: r.rating,
          created_at: r.created_at,
          enduser:
            r.first_name === null
              ? null
              : { first_name: r.first_name, last_name: r.last_name ?? '', profile_image: r.profile_image },
          vendorcommentreview:
            r.reply_rating === null || r.reply_comment === null
              ? []
              : [{ rating: r.reply_rating, comment: r.reply_comment }],
        })),
        'total-rating': averageRating(totals.sum, totals.count),
        success: true,
      };
    },

    /** Only the vendor's own review, and only once: the unique review_id settles concurrent submits. */
    async reply(userId: number, reviewId: number, body: ReviewReplyBody) {
      const review = await reviews.findForVendor(userId, reviewId);
      if (!review) throw new AppError('not_found', MSG.reviewNotFound, { success: false });
      const saved = await reviews.insertReply({
        review_id: review.id,
        user_id: userId,
        rating: body.rating,
        comment: body.comment,
        created_at: clock.now().toISOString(),
      });
      if (!saved) throw new AppError('conflict', MSG.alreadyReplied, { success: false });
      return { success: true as const, message: MSG.responseSent };
    },
  };
}

export type ReviewsService = ReturnType<typeof reviewsService>;
