import { z } from 'zod';
import { formNumber, idParam, text } from '../common.ts';
import { LIMITS } from '../constants.ts';
import { MSG } from '../messages.ts';

/** Longest reply the database column holds. */
export const REVIEW_REPLY_MAX = 1000;

/** SPEC §5 'Review reply': the vendor's one answer to a client review. */
export const reviewReplyBody = z.object({
  comment: text({ error: MSG.reviewCommentRequired })
    .trim()
    .min(1, MSG.reviewCommentRequired)
    .min(LIMITS.reviewReplyMin, MSG.reviewCommentMin)
    .max(REVIEW_REPLY_MAX, MSG.reviewCommentMax),
  // `rating=5` from a form, or "5" in JSON from apps written for the original server.
  rating: formNumber(
    z
      .number({ error: MSG.ratingMin })
      .int(MSG.ratingWhole)
      .min(LIMITS.ratingMin, MSG.ratingMin)
      .max(LIMITS.ratingMax, MSG.ratingMax),
  ),
});
export type ReviewReplyBody = z.infer<typeof reviewReplyBody>;

export const reviewReplyParams = z.object({ reviewId: idParam });

/** The reply was saved. */
export const reviewReplySentResponse = z.object({ success: z.literal(true), message: z.string() });

export const reviewReplyResponse = z.object({ rating: z.number().int(), comment: z.string() });

/** A review as getUserReviews lists it (SPEC §3 Review). */
export const reviewResponse = z.object({
  id: z.number().int(),
  comment: z.string(),
  rating: z.number().int(),
  created_at: z.string(),
  enduser: z
    .object({ first_name: z.string(), last_name: z.string(), profile_image: z.string().nullable() })
    .nullable(),
  /** Empty until the vendor replies; then holds the one reply. */
  vendorcommentreview: z.array(reviewReplyResponse).max(1),
});
export type ReviewResponse = z.infer<typeof reviewResponse>;

/** SPEC §7: element "0" holds the reviews, "total-rating" the average (one decimal, 0 when none). */
export const userReviewsResponse = z.object({
  '0': z.array(reviewResponse),
  'total-rating': z.number(),
  success: z.literal(true),
});
export type UserReviewsResponse = z.infer<typeof userReviewsResponse>;

/** Average rating rounded to one decimal from the sum and count of ratings; 0 when there are none. */
export const averageRating = (sum: number, count: number) =>
  count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
