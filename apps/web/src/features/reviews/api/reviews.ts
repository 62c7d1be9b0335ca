import type { ReviewReplyBody, ReviewResponse } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

export type Review = ReviewResponse;
export type ReviewsData = { reviews: Review[]; totalRating: number };

type ReviewsAnswer = { '0'?: Review[]; 'total-rating'?: number | string };

export const reviewKeys = { list: (userId: number | null) => ['reviews', userId] as const };

/** GET getUserReviews: status 201 is ok; element "0" holds the reviews, 'total-rating' the average. */
export function useReviews() {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: reviewKeys.list(userId),
    enabled: userId != null,
    queryFn: async ({ signal }): Promise<ReviewsData> => {
      const answer = await api<ReviewsAnswer>('getUserReviews', { signal });
      const total = Number(answer['total-rating'] ?? 0);
      return { reviews: answer['0'] ?? [], totalRating: Number.isFinite(total) ? total : 0 };
    },
  });
}

/** POST vendorreviewcomment/{reviewId}: the one reply to a review (409 once replied). */
export function useReplyToReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: number; body: ReviewReplyBody }) =>
      api<{ success?: boolean; message?: string }>(`vendorreviewcomment/${reviewId}`, {
        method: 'POST',
        body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
