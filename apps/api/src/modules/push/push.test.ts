import {
  appBookingLink,
  appConversationLink,
  bookingLink,
  conversationLink,
  formatDetails,
} from '@app/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakePushService, startFakePushService } from '../../test/fake-push-service.ts';
import {
  book,
  bookPaid,
  createTestApp,
  customer,
  type TestApp,
  vendorWithServices,
} from '../../test/harness.ts';

let fake: FakePushService;
let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
let alice: Record<string, string>;

beforeAll(async () => {
  fake = await startFakePushService();
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.received.length = 0;
  fake.refused.length = 0;
  fake.state.down = false;
  t = await createTestApp({}, { PUSH_SERVICE_ORIGINS: fake.origin });
  vendor = await vendorWithServices(t);
  alice = await customer(t, 'alice');
});
afterEach(() => t.close());

const subscribe = (body: unknown, headers = vendor.auth) =>
  t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers, payload: body as object });
const unsubscribe = (endpoint: string, headers = vendor.auth) =>
  t.app.inject({ method: 'DELETE', url: '/api/push/subscriptions', headers, payload: { endpoint } });
/** A new browser subscribed at the fake service and saved for the vendor. */
async function device(name: string, headers = vendor.auth) {
  const subscription = fake.device(`${name}-${Math.random().toString(36).slice(2)}`);
  const saved = await subscribe({ endpoint: subscription.endpoint, keys: subscription.keys }, headers);
  expect(saved.statusCode, saved.body).toBe(201);
  return subscription;
}
/** Everything after commit has been tried (pushes go out beside the request, never awaited by it). */
const sent = async () => {
  await t.app.container.outbox.flush();
  await t.app.container.outbox.settled();
};
const bookSaturday = async (time = '10:00') => {
  const res = await book(t, alice, vendor.userId, [{ service_id: vendor.fixed, date: '2026-11-21', time }]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().bookings[0] as { id: number; starts_at: string };
};
const subscriptions = () => t.app.container.db.selectFrom('push_subscriptions').selectAll().execute();

describe('push subscriptions', () => {
  it('asks for a signed-in vendor before anything else', async () => {
    expect((await t.app.inject({ url: '/api/push/key' })).statusCode).toBe(401);
    expect((await subscribe({ nonsense: true }, { authorization: '' })).statusCode).toBe(401);
    expect((await unsubscribe('not a url', { authorization: 'Bearer nope' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/push/key', headers: alice })).statusCode).toBe(401);
  });

  it('answers the VAPID public key browsers subscribe with, the same on every call', async () => {
    const first = await t.app.inject({ url: '/api/push/key', headers: vendor.auth });
    expect(first.statusCode).toBe(200);
    const key = first.json().public_key as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect((await t.app.inject({ url: '/api/push/key', headers: vendor.auth })).json().public_key).toBe(key);
  });

  it('refuses keys that are not a browser subscription, and push services we do not send to', async () => {
    const good = fake.device('checks');
    const badKey = await subscribe({ endpoint: good.endpoint, keys: { ...good.keys, p256dh: 'abc' } });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().errors).toHaveProperty(['keys.p256dh']);
    expect((await subscribe({ endpoint: 'javascript:alert(1)', keys: good.keys })).statusCode).toBe(400);
    const elsewhere = await subscribe({ endpoint: 'https://intranet.example/push/1', keys: good.keys });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().message).toBe("This browser's push service is not supported.");
    // Plain http to a browser's push service host is refused too.
    expect(
      (await subscribe({ endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys: good.keys })).statusCode,
    ).toBe(422);
    expect(await subscriptions()).toEqual([]);
  });

  it("keeps one row per device, moved to the vendor who signed in on it last, and forgets it on 'off'", async () => {
    const phone = await device('phone');
    const other = await vendorWithServices(t, 2);
    expect((await subscribe({ endpoint: phone.endpoint, keys: phone.keys }, other.auth)).statusCode).toBe(
      201,
    );
    expect((await subscriptions()).map((s) => s.user_id)).toEqual([other.userId]);
    // The first vendor cannot remove what is no longer theirs.
    expect((await unsubscribe(phone.endpoint)).statusCode).toBe(200);
    expect(await subscriptions()).toHaveLength(1);
    const off = await unsubscribe(phone.endpoint, other.auth);
    expect(off.json()).toEqual({ success: true, message: 'Push notifications are off for this device.' });
    expect(await subscriptions()).toEqual([]);
  });
});

describe('pushes to the vendor', () => {
  it('sends a new booking request to every device, encrypted to each, signed with the published key', async () => {
    const phone = await device('phone');
    const laptop = await device('laptop');
    const key = (await t.app.inject({ url: '/api/push/key', headers: vendor.auth })).json().public_key;
    const booking = await bookSaturday();
    await sent();
    expect(fake.refused).toEqual([]);
    expect(fake.received.map((r) => r.device).sort()).toEqual(
      [phone.endpoint, laptop.endpoint].map((e) => e.split('/').pop()).sort(),
    );
    for (const push of fake.received) {
      expect(push.k).toBe(key);
      expect(push.urgency).toBe('high');
      expect(push.payload).toEqual({
        title: 'New booking request',
        body: `Tolualice · Wash & Set · ${formatDetails(booking.starts_at)}`,
        url: bookingLink(booking.id),
        app_url: appBookingLink(booking.id),
        tag: `booking-${booking.id}`,
      });
    }
  });

  it('never holds up the request: the booking is answered while the push service is down, and sent later', async () => {
    await device('phone');
    fake.state.down = true;
    await bookSaturday();
    await sent();
    expect(fake.received).toEqual([]);
    const [waiting] = await t.app.container.db
      .selectFrom('outbox')
      .selectAll()
      .where('topic', '=', 'push')
      .execute();
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'The push service answered 503',
    });
    fake.state.down = false;
    t.clock.advance(60_000);
    await sent();
    expect(fake.received).toHaveLength(1);
  });

  it("honours SPEC's push_notification: off, nothing is pushed", async () => {
    await device('phone');
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/notifications',
      headers: vendor.auth,
      payload: { email_notification: true, push_notification: false, search_visibility: true },
    });
    expect(off.statusCode).toBe(200);
    await bookSaturday();
    await sent();
    expect(fake.received).toEqual([]);
    expect(await t.app.container.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('forgets a device its push service no longer knows (410), and sends to the others', async () => {
    const gone = await device('old-phone');
    const phone = await device('phone');
    fake.unsubscribe(gone.endpoint.split('/').pop()!);
    await bookSaturday();
    await sent();
    expect(fake.received.map((r) => r.device)).toEqual([phone.endpoint.split('/').pop()]);
    expect((await subscriptions()).map((s) => s.endpoint)).toEqual([phone.endpoint]);
    expect(await t.app.container.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it("pushes a client's cancellation request, a paid deposit, a reschedule answer and a chat message", async () => {
    await device('phone');
    const booking = await bookSaturday('10:00');
    const accepted = await t.app.inject({ url: `/api/acceptBooking/${booking.id}`, headers: vendor.auth });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/customer/bookings/${booking.id}/cancel-request`,
      headers: alice,
      payload: { comment: 'Travelling' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const paid = await bookPaid(
      t,
      alice,
      vendor.userId,
      [{ service_id: vendor.fixed, date: '2026-11-21', time: '14:00' }],
      2000,
    );

    const moved = await bookSaturday('16:00');
    await t.app.inject({ url: `/api/acceptBooking/${moved.id}`, headers: vendor.auth });
    const proposed = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/bookings/${moved.id}/reschedule`,
      headers: vendor.auth,
      payload: { date: '2026-11-23', time: '09:00' },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/customer/bookings/${moved.id}/reschedule-proposal`,
      headers: alice,
      payload: { accept: true },
    });
    expect(answered.statusCode, answered.body).toBe(200);

    const chat = await t.app.inject({
      method: 'POST',
      url: `/api/customer/chat/${vendor.userId}`,
      headers: alice,
      payload: { message: 'Hello, are you open Saturday?' },
    });
    expect(chat.statusCode).toBe(201);
    // The vendor's own message is no news to them.
    const { id: customerId } = await t.app.container.db
      .selectFrom('customers')
      .select('id')
      .where('first_name', '=', 'Tolualice')
      .executeTakeFirstOrThrow();
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${customerId}`,
      headers: vendor.auth,
      payload: { message: 'Yes, from 9' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await sent();

    expect(fake.refused).toEqual([]);
    const pushes = fake.received.map(
      (r) => r.payload as { title: string; url: string; app_url: string; body: string },
    );
    expect(pushes.map((p) => [p.title, p.url])).toEqual([
      ['New booking request', bookingLink(booking.id)],
      ['Cancellation requested', bookingLink(booking.id)],
      ['New booking request', bookingLink(paid.bookings[0]!.id)],
      ['New booking request', bookingLink(moved.id)],
      ['New time accepted', bookingLink(moved.id)],
      ['Message from Tolualice', conversationLink(customerId)],
    ]);
    // Each carries the phone app's page too; the service worker picks (public/push-sw.js).
    expect(pushes.at(-1)!.app_url).toBe(appConversationLink(customerId));
    // A booking's push tells it as it stands when sent: the accepted new time.
    expect(pushes[4]!.body).toBe(`Tolualice · Wash & Set · ${formatDetails('2026-11-23T08:00:00.000Z')}`);
    expect(pushes[5]!.body).toBe('Hello, are you open Saturday?');
  });
});
