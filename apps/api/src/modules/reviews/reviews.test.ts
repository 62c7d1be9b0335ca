import { MSG } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { book, createTestApp, customer, type TestApp, vendorWithServices } from '../../test/harness.ts';

let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
let other: Awaited<ReturnType<typeof vendorWithServices>>;
let alice: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  vendor = await vendorWithServices(t, 1);
  other = await vendorWithServices(t, 2);
  alice = await customer(t, 'alice');
});
afterEach(() => t.close());

/** A booking of `v` made by alice, done and reviewed through the customer API; answers the review id. */
async function reviewed(v: typeof vendor, time: string, rating: number, comment: string) {
  const res = await book(t, alice, v.userId, [{ service_id: v.fixed, date: '2026-11-21', time }]);
  if (res.statusCode !== 201) throw new Error(res.body);
  const id = res.json().bookings[0].id as number;
  await t.app.container.db
    .updateTable('bookings')
    .set({ status: 'awaiting review' })
    .where('id', '=', id)
    .execute();
  const review = await t.app.inject({
    method: 'POST',
    url: `/api/customer/bookings/${id}/review`,
    headers: alice,
    payload: { rating, comment },
  });
  if (review.statusCode !== 201) throw new Error(review.body);
  const row = await t.app.container.db
    .selectFrom('reviews')
    .select('id')
    .where('booking_id', '=', id)
    .executeTakeFirstOrThrow();
  return row.id;
}

const list = (headers: Record<string, string> = vendor.auth) =>
  t.app.inject({ url: '/api/getUserReviews', headers });
const reply = (reviewId: number | string, payload: unknown, headers: Record<string, string> = vendor.auth) =>
  t.app.inject({
    method: 'POST',
    url: `/api/vendorreviewcomment/${reviewId}`,
    headers,
    payload: payload as Record<string, unknown>,
  });
const GOOD = { comment: 'Thank you for coming!', rating: 5 };

describe('GET getUserReviews', () => {
  it('answers 201 with no reviews and a total rating of 0', async () => {
    const res = await list();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ '0': [], 'total-rating': 0, success: true });
  });

  it("lists only the vendor's own reviews, newest first, with the customer, the reply and the average", async () => {
    const first = await reviewed(vendor, '10:00', 5, 'Lovely braids');
    t.clock.advance(60_000);
    const second = await reviewed(vendor, '12:00', 4, 'Good but late');
    t.clock.advance(60_000);
    const third = await reviewed(vendor, '14:00', 4, 'Nice place');
    await reviewed(other, '10:00', 1, 'Not for vendor 1');
    expect((await reply(first, GOOD)).statusCode).toBe(200);

    const res = await list();
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body['total-rating']).toBe(4.3);
    expect(body['0'].map((r: { id: number }) => r.id)).toEqual([third, second, first]);
    expect(body['0'][2]).toEqual({
      id: first,
      comment: 'Lovely braids',
      rating: 5,
      created_at: expect.any(String),
      enduser: { first_name: 'Tolualice', last_name: 'Ade', profile_image: null },
      vendorcommentreview: [{ rating: 5, comment: 'Thank you for coming!' }],
    });
    expect(body['0'][0].vendorcommentreview).toEqual([]);

    const others = (await list(other.auth)).json();
    expect(others['0']).toHaveLength(1);
    expect(others['total-rating']).toBe(1);
  });

  it('shows a removed customer as enduser null', async () => {
    await reviewed(vendor, '10:00', 3, 'Fine');
    await t.app.container.db.deleteFrom('customers').execute();
    expect((await list()).json()['0'][0].enduser).toBeNull();
  });

  it('needs a bearer token', async () => {
    const res = await list({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.unauthenticated });
  });
});

describe('POST vendorreviewcomment/{reviewId}', () => {
  let reviewId: number;
  beforeEach(async () => {
    reviewId = await reviewed(vendor, '10:00', 4, 'Good work');
  });
  const replies = () => t.app.container.db.selectFrom('review_replies').selectAll().execute();

  it('stores the reply and answers Response Sent', async () => {
    const res = await reply(reviewId, { comment: '  Thanks so much, see you soon  ', rating: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.responseSent });
    const [row] = await replies();
    expect(row).toMatchObject({ review_id: reviewId, user_id: vendor.userId, rating: 4 });
    expect(row!.comment).toBe('Thanks so much, see you soon');
  });

  it.each([
    [{ rating: 5 }, 'comment', MSG.reviewCommentRequired],
    [{ comment: '', rating: 5 }, 'comment', MSG.reviewCommentRequired],
    [{ comment: '          ', rating: 5 }, 'comment', MSG.reviewCommentRequired],
    [{ comment: 'Too short', rating: 5 }, 'comment', MSG.reviewCommentMin],
    [{ comment: 'x'.repeat(1001), rating: 5 }, 'comment', MSG.reviewCommentMax],
    [{ comment: 12345678901, rating: 5 }, 'comment', MSG.reviewCommentRequired],
    [{ comment: 'Thank you for coming!' }, 'rating', MSG.ratingMin],
    [{ comment: 'Thank you for coming!', rating: 0 }, 'rating', MSG.ratingMin],
    [{ comment: 'Thank you for coming!', rating: -3 }, 'rating', MSG.ratingMin],
    [{ comment: 'Thank you for coming!', rating: 6 }, 'rating', MSG.ratingMax],
    [{ comment: 'Thank you for coming!', rating: 4.5 }, 'rating', MSG.ratingWhole],
    [{ comment: 'Thank you for coming!', rating: 'five' }, 'rating', MSG.ratingMin],
  ])('refuses %j with the rule message and writes nothing', async (payload, field, message) => {
    const res = await reply(reviewId, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await replies()).toHaveLength(0);
  });

  it('accepts exactly 10 characters', async () => {
    expect((await reply(reviewId, { comment: '0123456789', rating: 1 })).statusCode).toBe(200);
  });

  it('refuses a second reply with 409 and keeps the first', async () => {
    expect((await reply(reviewId, GOOD)).statusCode).toBe(200);
    const again = await reply(reviewId, { comment: 'Changed my mind here', rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: MSG.alreadyReplied });
    const rows = await replies();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.comment).toBe(GOOD.comment);
  });

  it('takes exactly one of many concurrent replies', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => reply(reviewId, { comment: `Concurrent reply ${i}`, rating: 5 })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await replies()).toHaveLength(1);
  });

  it("never lets vendor B answer vendor A's review, nor see it", async () => {
    const res = await reply(reviewId, GOOD, other.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: MSG.reviewNotFound });
    expect(await replies()).toHaveLength(0);
    expect((await list(other.auth)).json()['0']).toEqual([]);
  });

  it('answers 404 for an unknown review, 400 for a malformed id and 401 without a token', async () => {
    expect((await reply(reviewId + 1000, GOOD)).statusCode).toBe(404);
    expect((await reply('abc', GOOD)).statusCode).toBe(400);
    expect((await reply(reviewId, GOOD, {})).statusCode).toBe(401);
    expect(await replies()).toHaveLength(0);
  });
});
