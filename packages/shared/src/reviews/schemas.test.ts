/** The review reply beyond SPEC §5 (spec-messages.test.ts): the longest reply the database holds, and the path. */
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { REVIEW_REPLY_MAX, reviewReplyBody, reviewReplyParams } from './schemas.ts';

describe('review reply', () => {
  it('holds at most 1000 characters, trimmed', () => {
    expect(REVIEW_REPLY_MAX).toBe(1000);
    expect(reviewReplyBody.parse({ comment: ` ${'r'.repeat(1000)} `, rating: 5 }).comment).toBe(
      'r'.repeat(1000),
    );
    expect(
      reviewReplyBody.safeParse({ comment: 'r'.repeat(1001), rating: 5 }).error?.issues[0]?.message,
    ).toBe(MSG.reviewCommentMax);
  });

  it('answers the review named in the path', () => {
    expect(reviewReplyParams.parse({ reviewId: '12' })).toEqual({ reviewId: 12 });
    expect(reviewReplyParams.safeParse({ reviewId: 'x' }).success).toBe(false);
  });
});
