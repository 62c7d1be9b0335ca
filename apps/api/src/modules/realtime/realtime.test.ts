import { io, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { book, createTestApp, customer, type TestApp, vendorWithServices } from '../../test/harness.ts';
import { vendorChannel } from './channels.ts';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeEach(async () => {
  t = await createTestApp();
  url = `http://127.0.0.1:${await t.app.container.listenRealtime(0, '127.0.0.1')}`;
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.disconnect();
  await t.close();
});

const connect = (token?: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(url, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

/** Authorises through the HTTP endpoint, then joins; answers the HTTP status and the join's answer. */
async function join(socket: Socket, token: string, channel: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/broadcasting/auth',
    headers: { authorization: `Bearer ${token}` },
    payload: { socket_id: socket.id, channel_name: channel },
  });
  const auth = res.statusCode === 200 ? res.json().auth : 'forged';
  const ack = await socket.timeout(2000).emitWithAck('subscribe', { channel, auth });
  return { status: res.statusCode, ack };
}

/** A second sign-in of vendor 1, answering its token. */
async function signIn() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'vendor1@example.ng', password: 'Secret@123' },
  });
  return res.json().token as string;
}

/** The payloads of `event` on `channel`, as laravel-echo-server sends them: (event, channel, payload). */
const received = (socket: Socket, event: string, channel: string) => {
  const seen: unknown[] = [];
  socket.on(event, (on: unknown, payload: unknown) => {
    if (on === channel) seen.push(payload);
    else seen.push({ wrongChannel: on });
  });
  return seen;
};

describe('realtime', () => {
  it('refuses a connection with a bad token; one without a token opens no channel on a signature alone', async () => {
    await expect(connect('not-a-token')).rejects.toThrow('Unauthenticated.');
    const a = await vendorWithServices(t, 1);
    // laravel-echo-server's way: the token may come with the subscription instead.
    const anonymous = await connect();
    expect((await join(anonymous, a.token, vendorChannel(a.userId))).ack).toEqual({
      ok: false,
      message: 'Channel refused',
    });
  });

  it("delivers vendor A's events to A only, and never lets A join B's channel", async () => {
    const a = await vendorWithServices(t, 1);
    const b = await vendorWithServices(t, 2);
    const socketA = await connect(a.token);
    const socketB = await connect(b.token);
    expect(await join(socketA, a.token, vendorChannel(a.userId))).toEqual({ status: 200, ack: { ok: true } });
    expect(await join(socketB, b.token, vendorChannel(b.userId))).toEqual({ status: 200, ack: { ok: true } });

    const intruder = await join(socketA, a.token, vendorChannel(b.userId));
    expect(intruder.status).toBe(403);
    expect(intruder.ack).toEqual({ ok: false, message: 'Channel refused' });
    // A signature made for another socket does not open the channel either.
    const borrowed = await t.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: { authorization: `Bearer ${b.token}` },
      payload: { socket_id: socketB.id, channel_name: vendorChannel(b.userId) },
    });
    const replay = await socketA
      .timeout(2000)
      .emitWithAck('subscribe', { channel: vendorChannel(b.userId), auth: borrowed.json().auth });
    expect(replay.ok).toBe(false);

    const createdA = received(socketA, 'booking.created', vendorChannel(a.userId));
    const alertsA = received(socketA, 'notification.created', vendorChannel(a.userId));
    const createdB = received(socketB, 'booking.created', vendorChannel(b.userId));
    const alice = await customer(t, 'alice');
    const res = await book(t, alice, a.userId, [{ service_id: a.fixed, date: '2026-11-21', time: '10:00' }]);
    expect(res.statusCode).toBe(201);
    await expect.poll(() => createdA.length).toBe(1);
    await expect.poll(() => alertsA.length).toBe(1);
    expect(createdA[0]).toMatchObject({ id: res.json().bookings[0].id, booking_status: 'pending' });

    const updatedA = received(socketA, 'booking.updated', vendorChannel(a.userId));
    await t.app.inject({ url: `/api/acceptBooking/${res.json().bookings[0].id}`, headers: a.auth });
    await expect.poll(() => updatedA.length).toBe(1);
    expect(updatedA[0]).toMatchObject({ booking_status: 'approved' });
    expect(createdB).toHaveLength(0);
  });

  it('closes a socket within a second or so of its token being revoked, however it was revoked', async () => {
    const vendor = await vendorWithServices(t, 1);
    const second = await signIn();
    const kept = await connect(second);
    const socket = await connect(vendor.token);
    await join(socket, vendor.token, vendorChannel(vendor.userId));
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    const started = Date.now();
    expect((await t.app.inject({ url: '/api/logout', headers: vendor.auth })).statusCode).toBe(200);
    await closed;
    expect(Date.now() - started).toBeLessThan(2500);
    // Another sign-in of the same vendor stays connected, until an operator disables the account.
    expect(kept.connected).toBe(true);
    await t.app.container.db
      .updateTable('users')
      .set({ disabled: 1 })
      .where('id', '=', vendor.userId)
      .execute();
    await expect.poll(() => kept.connected, { timeout: 2500 }).toBe(false);
  });

  it('refuses channel authorisation without a bearer token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      payload: { socket_id: 'x', channel_name: vendorChannel(1) },
    });
    expect(res.statusCode).toBe(401);
  });
});
