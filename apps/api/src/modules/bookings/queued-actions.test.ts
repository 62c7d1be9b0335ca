import { randomUUID } from 'node:crypto';
import { MSG } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { book, createTestApp, customer, type TestApp, vendorWithServices } from '../../test/harness.ts';

/**
 * Issue 16: the web app queues booking actions and chat messages while offline and sends them,
 * each with its Idempotency-Key, when the connection returns. A request sent again with its key
 * (its answer was lost) takes effect once; the server's state machine still decides.
 */
let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
let alice: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  vendor = await vendorWithServices(t);
  alice = await customer(t, 'alice');
});
afterEach(() => t.close());

const get = (url: string, key?: string) =>
  t.app.inject({
    url: `/api/${url}`,
    headers: key ? { ...vendor.auth, 'idempotency-key': key } : vendor.auth,
  });
/** Saturday 2026-11-21 in Lagos; the clock starts Friday 10:00. */
const bookOne = async (time: string, service_id = vendor.fixed) => {
  const res = await book(t, alice, vendor.userId, [{ service_id, date: '2026-11-21', time }]);
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().bookings[0] as { id: number };
};
const booking = (id: number) =>
  t.app.container.db
    .selectFrom('bookings')
    .select(['status', 'balance_received', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const keysStored = async () =>
  (await t.app.container.db.selectFrom('idempotency_keys').select('key').execute()).length;
const toSaturday = (time: string) =>
  t.clock.advance(new Date(`2026-11-21T${time}:00+01:00`).getTime() - t.clock.now().getTime());

describe('booking actions sent again with their Idempotency-Key', () => {
  it('accepts once: the replay answers the first answer and changes nothing', async () => {
    const b = await bookOne('10:00');
    const key = randomUUID();
    const first = await get(`acceptBooking/${b.id}`, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: 'Booking Accepted' });
    const after = await booking(b.id);
    t.clock.advance(60_000);

    const again = await get(`acceptBooking/${b.id}`, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await booking(b.id)).toEqual(after);
    // Without the key, the same request meets the state machine: the booking is approved already.
    const plain = await get(`acceptBooking/${b.id}`);
    expect(plain.statusCode).toBe(409);
    expect(plain.json().message).toBe('This booking is approved, so it cannot be accepted');
  });

  it('answers every racing twin of one key with the one answer, applied once', async () => {
    const b = await bookOne('10:00');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(`acceptBooking/${b.id}`, key)));
    expect(answers.map((a) => [a.statusCode, a.json().message])).toEqual(
      Array.from({ length: 6 }, () => [200, 'Booking Accepted']),
    );
    expect((await booking(b.id)).status).toBe('approved');
    expect(await keysStored()).toBe(1);
  });

  it('starts and completes with the balance once each', async () => {
    const b = await bookOne('10:00', vendor.startsAt);
    await get(`acceptBooking/${b.id}`);
    toSaturday('10:00');
    const start = randomUUID();
    expect((await get(`startBooking/${b.id}`, start)).json().message).toBe('Booking updated');
    expect((await get(`startBooking/${b.id}`, start)).json().message).toBe('Booking updated');
    expect((await booking(b.id)).status).toBe('ongoing');

    // 'Starts at' asks for the balance first; that answer changes nothing and is not kept.
    const ask = randomUUID();
    expect((await get(`completeBooking/${b.id}`, ask)).json()).toMatchObject({
      type: 'starts at',
      message: 'Enter Booking Balance',
    });
    expect(await keysStored()).toBe(1);
    const balance = randomUUID();
    const done = await get(`completeBookingbalance/${b.id}/100000`, balance);
    expect(done.json()).toEqual({ success: true, message: 'Booking updated' });
    const completed = await booking(b.id);
    expect(completed.status).toBe('awaiting review');
    expect(await get(`completeBookingbalance/${b.id}/100000`, balance)).toMatchObject({ statusCode: 200 });
    expect(await booking(b.id)).toEqual(completed);
  });

  it('refuses a key sent with another request, with a clear message, changing nothing', async () => {
    const a = await bookOne('10:00');
    const b = await bookOne('12:00');
    const key = randomUUID();
    await get(`acceptBooking/${a.id}`, key);
    for (const url of [`acceptBooking/${b.id}`, `rejectBooking/${a.id}`]) {
      const reused = await get(url, key);
      expect(reused.statusCode).toBe(422);
      expect(reused.json().message).toBe('This Idempotency-Key was used for a different request');
    }
    expect((await booking(b.id)).status).toBe('pending');
    expect((await booking(a.id)).status).toBe('approved');
  });

  it("answers an action the customer's cancellation made stale with the state machine's message", async () => {
    const b = await bookOne('10:00');
    // Queued offline; meanwhile the customer withdrew the pending booking.
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/customer/bookings/${b.id}/cancel-request`,
      headers: alice,
      payload: { comment: 'Something came up' },
    });
    expect(withdrawn.statusCode).toBe(200);
    const key = randomUUID();
    for (let i = 0; i < 2; i++) {
      const stale = await get(`acceptBooking/${b.id}`, key);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe('This booking is cancelled, so it cannot be accepted');
    }
    expect((await booking(b.id)).status).toBe('cancelled');
    expect(await keysStored()).toBe(0);
  });

  it('checks the token before the key, and the key’s length', async () => {
    const b = await bookOne('10:00');
    const anonymous = await t.app.inject({
      url: `/api/acceptBooking/${b.id}`,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(`acceptBooking/${b.id}`, 'short')).statusCode).toBe(400);
    expect((await booking(b.id)).status).toBe('pending');
  });
});

describe('a chat message sent again with its Idempotency-Key', () => {
  it('is kept once, and the replay answers the first message', async () => {
    await bookOne('10:00');
    const members = await t.app.inject({ url: '/api/getchatmembers', headers: vendor.auth });
    expect(members.json().data).toEqual([]);
    const customerId = (
      await t.app.container.db.selectFrom('customers').select('id').executeTakeFirstOrThrow()
    ).id;
    const key = randomUUID();
    const send = (message: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/chats/${customerId}`,
        headers: { ...vendor.auth, 'idempotency-key': key },
        payload: { message },
      });
    const first = await send('Your appointment is confirmed');
    expect(first.statusCode).toBe(201);
    const again = await send('Your appointment is confirmed');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const thread = await t.app.inject({ url: `/api/chats/${customerId}`, headers: vendor.auth });
    expect(thread.json().data.map((m: { message: string }) => m.message)).toEqual([
      'Your appointment is confirmed',
    ]);
    const other = await send('Another message');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(MSG.idempotencyKeyReused);
  });
});
