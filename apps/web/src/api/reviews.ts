import { type ReviewReplyBody, reviewsApi } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { useSession } from '../lib/session.ts';

export const reviewKeys = { list: (userId: number | null) => ['reviews', userId] as const };

/** GET getUserReviews: status 201 is ok; element "0" holds the reviews, 'total-rating' the average. */
export function useReviews() {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: reviewKeys.list(userId),
    enabled: userId != null,
    queryFn: async ({ signal }) => {
      const answer = await call(reviewsApi.list, {}, { signal });
      return { reviews: answer['0'], totalRating: answer['total-rating'] };
    },
  });
}

/** POST vendorreviewcomment/{reviewId}: the one reply to a review (409 once replied). */
export function useReplyToReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: number; body: ReviewReplyBody }) =>
      call(reviewsApi.reply, { params: { reviewId }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
