// The public face of the reviews: what other modules use of them, written out here (importing it loads nothing).

/** A review with its customer (null once removed) and the vendor's reply, if any. */
export interface VendorReview {
  id: number;
  comment: string;
  rating: number;
  created_at: string;
  first_name: string | null;
  last_name: string | null;
  profile_image: string | null;
  reply_rating: number | null;
  reply_comment: string | null;
}

/** A vendor's reviews with their replies, and the totals of its ratings (the public shop page; reviews.repository.ts). */
export interface ReviewReads {
  listForVendor(userId: number, limit?: number): Promise<VendorReview[]>;
  ratingTotals(userId: number): Promise<{ count: number; sum: number }>;
}
