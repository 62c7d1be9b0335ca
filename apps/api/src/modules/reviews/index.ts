// What other modules may use of the reviews.
import type { ReviewsRepository } from './reviews.repository.ts';

/** A vendor's reviews with their replies, and the totals of its ratings (the public shop page). */
export type ReviewReads = Pick<ReviewsRepository, 'listForVendor' | 'ratingTotals'>;
