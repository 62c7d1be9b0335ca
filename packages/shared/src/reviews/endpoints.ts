import { endpoint } from '../api/endpoint.ts';
import {
  reviewReplyBody,
  reviewReplyParams,
  reviewReplySentResponse,
  userReviewsResponse,
} from './schemas.ts';

/** SPEC §7: getUserReviews answers 201; vendorreviewcomment/{reviewId} takes the one reply. */
export const reviewsApi = {
  list: endpoint({
    method: 'GET',
    path: '/getUserReviews',
    tag: 'reviews',
    audience: 'vendor',
    responses: { 201: userReviewsResponse },
  }),
  /** 404 when the review is not one of the vendor's; 409 once it has its reply. */
  reply: endpoint({
    method: 'POST',
    path: '/vendorreviewcomment/:reviewId',
    tag: 'reviews',
    audience: 'vendor',
    params: reviewReplyParams,
    body: reviewReplyBody,
    responses: { 200: reviewReplySentResponse },
    errors: [404, 409],
  }),
};
