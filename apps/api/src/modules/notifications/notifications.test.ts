import { io, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { book, createTestApp, customer, type TestApp, vendorWithServices } from '../../test/harness.ts';
import { completeOverdue } from '../bookings/use-cases/complete-overdue.ts';
import { vendorChannel } from '../realtime/channels.ts';

/**
 * Alerts are for what others did (a customer, the system, an operator), never for what the vendor
 * just did: the vendor's own changes reach their screens as realtime booking updates only.
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

type Notice = {
  id: number;
  type: string;
  title: string;
  description: string;
  status: string;
  booking_id?: number | null;
};

const vendorCall = (url: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/${url}`,
    headers: vendor.auth,
    ...(payload ? { payload } : {}),
  });
const notices = async () => (await vendorCall('getVendorNotice')).json().bookings as Notice[];
const unread = async () => (await notices()).filter((n) => n.status === 'unread');
/** A booking on Saturday 2026-11-21 (Lagos); the clock starts on Friday 10:00. */
const bookAt = async (time: string, service_id = vendor.fixed) => {
  const res = await book(t, alice, vendor.userId, [{ service_id, date: '2026-11-21', time }]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().bookings[0].id as number;
};
const ok = async (url: string, payload?: object) => {
  const res = await vendorCall(url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
};
const requestCancel = async (id: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/customer/bookings/${id}/cancel-request`,
    headers: alice,
    payload: { comment: 'My flight was moved' },
  });
  expect(res.statusCode, res.body).toBe(200);
};
/** Moves the clock to one minute before Saturday `time` (Lagos, UTC+1). */
const oneMinuteBefore = (time: string) => {
  const target = new Date(`2026-11-21T${time}:00+01:00`).getTime() - 60_000;
  t.clock.advance(target - t.clock.now().getTime());
};

describe("the vendor's own booking actions", () => {
  it('record no alert: accept, reject, start, complete, balance, cancel and answering a cancellation', async () => {
    const [a, b, c, d, e] = [
      await bookAt('10:00'),
      await bookAt('11:00'),
      await bookAt('12:00'),
      await bookAt('14:00'),
      await bookAt('16:00', vendor.startsAt),
    ];
    await ok(`acceptBooking/${a}`);
    await ok(`acceptBooking/${b}`);
    await ok(`rejectBooking/${c}`);
    await ok(`cancelvendorBooking/${b}`, { comment: 'Power outage at the shop' });
    await ok(`acceptBooking/${d}`);
    await requestCancel(d);
    const beforeAnswer = await unread();
    await ok(`acceptrejectvendorcancel/${d}/accept`);
    expect(await unread()).toEqual(beforeAnswer);

    await ok(`acceptBooking/${e}`);
    oneMinuteBefore('10:00');
    await ok(`startBooking/${a}`);
    await ok(`completeBooking/${a}`);
    oneMinuteBefore('16:00');
    await ok(`startBooking/${e}`);
    await ok(`completeBooking/${e}`);
    await ok(`completeBookingbalance/${e}/25000`);

    // Only the customer's five bookings and one cancellation request were alerted.
    const list = await notices();
    expect(list).toHaveLength(6);
    expect(list.every((n) => n.status === 'unread')).toBe(true);
    expect(list.map((n) => n.type).sort()).toEqual(['cancel', ...Array(5).fill('service')]);
    expect(list.some((n) => /^You /.test(n.description))).toBe(false);
  });

  it('records no alert for accepting or rejecting a whole group, nor for completing it', async () => {
    const group = await book(t, alice, vendor.userId, [
      { service_id: vendor.fixed, date: '2026-11-21', time: '10:00' },
      { service_id: vendor.fixed, date: '2026-11-21', time: '11:00' },
    ]);
    const [x, y] = group.json().bookings as { id: number; multiple_id: string }[];
    const other = await bookAt('13:00');
    const other2 = await bookAt('14:00');
    const before = await notices();
    await ok(`acceptBookingall/${x!.id},${y!.id}`);
    await ok(`rejectBookingall/${other},${other2}`);
    await t.app.container.db
      .updateTable('bookings')
      .set({ status: 'ongoing' })
      .where('id', 'in', [x!.id, y!.id])
      .execute();
    await ok(`completeBookingall/${x!.multiple_id}`);
    expect(await notices()).toEqual(before);
  });
});

describe('what others did', () => {
  it("alerts the vendor of a customer's booking and cancellation request, unread until read", async () => {
    const id = await bookAt('10:00');
    const [booked] = await unread();
    expect(booked).toMatchObject({ type: 'service', status: 'unread' });
    await ok(`acceptBooking/${id}`);
    await requestCancel(id);
    const after = await unread();
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ type: 'cancel', status: 'unread' });
    expect(after[0]!.description).toContain('My flight was moved');

    for (const n of after) expect((await vendorCall(`readVendorNotice/${n.id}`)).statusCode).toBe(202);
    expect(await unread()).toEqual([]);
    expect((await notices()).map((n) => n.status)).toEqual(['read', 'read']);
  });

  it('alerts the vendor when the system completes a booking left awaiting review for 48 hours', async () => {
    const id = await bookAt('10:00');
    await ok(`acceptBooking/${id}`);
    await t.app.container.db
      .updateTable('bookings')
      .set({ status: 'awaiting review', updated_at: t.clock.now().toISOString() })
      .where('id', '=', id)
      .execute();
    const before = (await notices()).length;
    t.clock.advance(49 * 3_600_000);
    expect(await completeOverdue(t.app.container.bookings)).toBe(1);
    const list = await notices();
    expect(list).toHaveLength(before + 1);
    expect(list[0]).toMatchObject({ type: 'completed', status: 'unread' });
    expect(list[0]!.description).toContain('Wash & Set');
  });
});

describe('live updates', () => {
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });

  it("still pushes the vendor's own changes to their screens, without an alert", async () => {
    const id = await bookAt('10:00');
    const port = await t.app.container.listenRealtime(0, '127.0.0.1');
    const socket = io(`http://127.0.0.1:${port}`, {
      auth: { token: vendor.token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const channel = vendorChannel(vendor.userId);
    const auth = await t.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: vendor.auth,
      payload: { socket_id: socket.id, channel_name: channel },
    });
    expect(await socket.timeout(2000).emitWithAck('subscribe', { channel, auth: auth.json().auth })).toEqual({
      ok: true,
    });
    const updates: unknown[] = [];
    const alerts: Notice[] = [];
    socket.on('booking.updated', (on: string, payload: unknown) => on === channel && updates.push(payload));
    socket.on('notification.created', (on: string, n: Notice) => on === channel && alerts.push(n));

    await ok(`acceptBooking/${id}`);
    await expect.poll(() => updates.length, { timeout: 5000 }).toBe(1);
    // The customer's request that follows is alerted, and it is the only alert pushed.
    await requestCancel(id);
    await expect.poll(() => updates.length, { timeout: 5000 }).toBe(2);
    await expect.poll(() => alerts.length, { timeout: 5000 }).toBe(1);
    expect(alerts[0]!.title).toBe((await unread())[0]!.title);
    // The pushed alert is the listed one, whole, and names its booking (issue 34): the dashboard
    // patches it into its list and opens the booking from it, with no reload.
    expect(alerts[0]).toEqual((await unread())[0]);
    expect(alerts[0]!.booking_id).toBe(id);
  });
});

describe('an alert about a booking (issue 34)', () => {
  it('names the booking it is about, which the dashboard opens from it', async () => {
    const id = await bookAt('10:00');
    const [request] = await notices();
    expect(request).toMatchObject({ type: 'service', title: 'New booking request', booking_id: id });
    await requestCancel(id);
    expect((await notices())[0]!.booking_id).toBe(id);
  });
});
