import { DISPUTE_REASONS, LIMITS, MSG } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  book,
  createTestApp,
  customer,
  JPG,
  PNG,
  type TestApp,
  vendorWithServices,
} from '../../test/harness.ts';
import { storedNames } from '../../test/stored-files.ts';
import { completeOverdue } from '../bookings/use-cases/complete-overdue.ts';

let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
let other: Awaited<ReturnType<typeof vendorWithServices>>;
let alice: Record<string, string>;
let booking: { id: number; reference: string };
beforeEach(async () => {
  t = await createTestApp();
  vendor = await vendorWithServices(t, 1);
  other = await vendorWithServices(t, 2);
  alice = await customer(t, 'alice');
  booking = await bookOne(vendor);
});
afterEach(() => t.close());

async function bookOne(v: typeof vendor, time = '10:00') {
  const res = await book(t, alice, v.userId, [{ service_id: v.fixed, date: '2026-11-21', time }]);
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().bookings[0] as { id: number; reference: string };
}
const raise = (reference: string, payload: unknown, headers: Record<string, string> = vendor.auth) =>
  t.app.inject({
    method: 'POST',
    url: `/api/addingdisputevendor/${encodeURIComponent(reference)}/user`,
    headers,
    payload: payload as Record<string, unknown>,
  });
const list = (headers: Record<string, string> = vendor.auth) =>
  t.app.inject({ url: '/api/disputes', headers });
const rows = () => t.app.container.db.selectFrom('disputes').selectAll().execute();
const files = () => storedNames(t, 'attachments');

describe('POST addingdisputevendor/{reference}/user', () => {
  it('records a dispute with a reason, alerts the vendor and lists it', async () => {
    const res = await raise(booking.reference, { comment: DISPUTE_REASONS[0] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.disputeSubmitted });
    const [row] = await rows();
    expect(row).toMatchObject({
      user_id: vendor.userId,
      booking_id: booking.id,
      reference: booking.reference,
      comment: "Customer's satisfaction",
      attachment: null,
      status: 'open',
      resolution: null,
    });
    // The vendor raised it: no alert about their own action (alerts are for what others did).
    const notices = (await t.app.inject({ url: '/api/getVendorNotice', headers: vendor.auth })).json();
    expect(notices.bookings.map((n: { title: string }) => n.title)).not.toContain('Dispute raised');
    expect((await list()).json()).toEqual({
      success: true,
      data: [
        {
          id: row!.id,
          reference: booking.reference,
          comment: "Customer's satisfaction",
          status: 'open',
          resolution: null,
          attachment: null,
          created_at: t.clock.now().toISOString(),
        },
      ],
    });
  });

  it('takes free text for Other, trimmed, and a PNG or JPG attachment stored privately', async () => {
    expect(
      (await raise(booking.reference, { comment: '  The client never showed up  ', attachment: PNG }))
        .statusCode,
    ).toBe(200);
    t.clock.advance(1000);
    const second = await bookOne(vendor, '12:00');
    expect((await raise(second.reference, { comment: 'Change of Price', attachment: JPG })).statusCode).toBe(
      200,
    );
    const data = (await list()).json().data as { comment: string; attachment: string }[];
    expect(data.map((d) => d.comment)).toEqual(['Change of Price', 'The client never showed up']);
    expect(data[0]!.attachment).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(data[1]!.attachment).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(await files()).toEqual(data.map((d) => d.attachment).sort());
    // Nothing under the public uploads.
    expect(await storedNames(t, 'uploads')).toEqual([]);
  });

  it('treats an empty or null attachment as none', async () => {
    expect((await raise(booking.reference, { comment: 'Abusive Client', attachment: '' })).statusCode).toBe(
      200,
    );
    const second = await bookOne(vendor, '12:00');
    expect((await raise(second.reference, { comment: 'Abusive Client', attachment: null })).statusCode).toBe(
      200,
    );
    expect((await rows()).map((r) => r.attachment)).toEqual([null, null]);
  });

  it('keeps one open dispute per booking, storing no second attachment, even when two race', async () => {
    const racing = await Promise.all(
      [PNG, JPG].map((attachment) => raise(booking.reference, { comment: 'Abusive Client', attachment })),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const again = await raise(booking.reference, { comment: 'Change of Price', attachment: PNG });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: true, success: false, message: MSG.disputeAlreadyOpen });
    expect(await rows()).toHaveLength(1);
    expect(await files()).toHaveLength(1);
    // Once an operator resolves it, the vendor can raise another.
    const [open] = await rows();
    await t.app.container.disputes.resolve(open!.id, 'Refunded the client');
    expect((await raise(booking.reference, { comment: 'Change of Price' })).statusCode).toBe(200);
  });

  it.each([
    ['a missing comment', {}, MSG.disputeReasonRequired],
    ['a blank comment', { comment: '   ' }, MSG.disputeReasonRequired],
    ['a comment that is not text', { comment: ['Abusive Client'] }, MSG.disputeReasonRequired],
    ['a comment over 1000 characters', { comment: 'x'.repeat(1001) }, MSG.disputeCommentMax],
    ['an attachment that is not text', { comment: 'Abusive Client', attachment: 42 }, MSG.badImage],
  ])('refuses %s with error: true and writes nothing', async (_, payload, message) => {
    const res = await raise(booking.reference, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, success: false, message });
    expect(await rows()).toHaveLength(0);
  });

  it.each([
    [
      'text posing as a PNG',
      `data:image/png;base64,${Buffer.from('hello, not an image').toString('base64')}`,
    ],
    ['a GIF', `data:image/gif;base64,${Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64')}`],
    ['garbage', 'not base64 at all'],
    [
      'a PNG over 2 MB',
      `data:image/png;base64,${Buffer.concat([
        Buffer.from(PNG.split(',')[1]!, 'base64'),
        Buffer.alloc(LIMITS.imageMaxBytes),
      ]).toString('base64')}`,
    ],
  ])('refuses %s as an image with MSG.badImage, storing no file and no row', async (_, attachment) => {
    const res = await raise(booking.reference, { comment: 'Abusive Client', attachment });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, message: MSG.badImage });
    expect(await rows()).toHaveLength(0);
    expect(await files()).toEqual([]);
  });

  it('refuses a body far over the image limit', async () => {
    const res = await raise(booking.reference, {
      comment: 'Abusive Client',
      attachment: 'A'.repeat(4_000_000),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: true, success: false });
    expect(await rows()).toHaveLength(0);
  });

  it("answers 404 for an unknown reference and for another vendor's booking, writing nothing", async () => {
    const theirs = await bookOne(other, '12:00');
    for (const reference of ['BK-NOPE', theirs.reference]) {
      const res = await raise(reference, { comment: 'Abusive Client', attachment: PNG });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: true, success: false, message: MSG.noBookingWithReference });
    }
    expect(await rows()).toHaveLength(0);
    expect(await files()).toEqual([]);
  });

  it('needs a bearer token', async () => {
    const res = await raise(booking.reference, { comment: 'Abusive Client' }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.unauthenticated });
  });

  it('keeps the booking from completing on its own after 48 hours', async () => {
    await t.app.container.db
      .updateTable('bookings')
      .set({ status: 'awaiting review', updated_at: t.clock.now().toISOString() })
      .where('id', '=', booking.id)
      .execute();
    await raise(booking.reference, { comment: 'Change of Price' });
    t.clock.advance(49 * 60 * 60 * 1000);
    expect(await completeOverdue(t.app.container.bookings)).toBe(0);
  });
});

describe('GET disputes', () => {
  it("lists only the vendor's own disputes, newest first", async () => {
    const theirs = await bookOne(other, '12:00');
    await raise(booking.reference, { comment: 'Change of Location' });
    t.clock.advance(1000);
    await raise((await bookOne(vendor, '14:00')).reference, { comment: 'Change of Price' });
    await raise(theirs.reference, { comment: 'Abusive Client' }, other.auth);
    const mine = (await list()).json().data as { comment: string }[];
    expect(mine.map((d) => d.comment)).toEqual(['Change of Price', 'Change of Location']);
    const theirsList = (await list(other.auth)).json().data as { comment: string }[];
    expect(theirsList.map((d) => d.comment)).toEqual(['Abusive Client']);
    expect((await list({})).statusCode).toBe(401);
  });

  it('shows the resolution once an operator resolves it', async () => {
    await raise(booking.reference, { comment: 'Change of Price' });
    const [row] = await rows();
    await t.app.container.disputes.resolve(row!.id, 'Refunded the difference');
    expect((await list()).json().data[0]).toMatchObject({
      status: 'resolved',
      resolution: 'Refunded the difference',
    });
  });
});
