import Echo from 'laravel-echo';
import { io, type Socket } from 'socket.io-client';
// @ts-expect-error socket.io-client 2 ships no type declarations
import io2Untyped from 'socket.io-client-v2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { book, createTestApp, customer, type TestApp, vendorWithServices } from '../../test/harness.ts';
import { vendorChannel } from './channels.ts';

/** The little of socket.io-client 2 these tests use. */
interface SocketV2 {
  connected: boolean;
  on(event: string, listener: (...args: unknown[]) => void): SocketV2;
  once(event: string, listener: (...args: unknown[]) => void): SocketV2;
  emit(event: string, ...args: unknown[]): SocketV2;
  close(): void;
}
const io2 = io2Untyped as (url: string, options: object) => SocketV2;

let t: TestApp;
let url: string;
const closers: (() => void)[] = [];
beforeEach(async () => {
  t = await createTestApp();
  url = `http://127.0.0.1:${await t.app.container.listenRealtime(0, '127.0.0.1')}`;
});
afterEach(async () => {
  for (const close of closers.splice(0)) close();
  await t.close();
});

/** laravel-echo as the vendor apps configure it: socket.io broadcaster, bearer token in auth headers. */
function echoFor(token: string, client: unknown = io, extra: object = {}) {
  const echo = new Echo<'socket.io'>({
    broadcaster: 'socket.io',
    client: client as typeof io,
    host: url,
    auth: { headers: { Authorization: `Bearer ${token}` } },
    transports: ['websocket'],
    reconnection: false,
    ...extra,
  });
  closers.push(() => echo.disconnect());
  return echo;
}

/** The socket.io-client socket under an Echo connection (Echo's own type of it is minimal). */
const socketOf = (echo: Echo<'socket.io'>) => echo.connector.socket as unknown as Socket;

const connected = (socket: { connected: boolean; once(event: string, cb: () => void): unknown }) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject as () => void);
    socket.once('error', reject as () => void);
  });

/** Lets the server handle what the clients sent (subscriptions have no answer in Echo's protocol). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

let customers = 0;
async function aBooking(vendor: Awaited<ReturnType<typeof vendorWithServices>>) {
  const someone = await customer(t, `c${++customers}`);
  const res = await book(t, someone, vendor.userId, [
    { service_id: vendor.fixed, date: '2026-11-21', time: '10:00' },
  ]);
  expect(res.statusCode).toBe(201);
  return res.json().bookings[0].id as number;
}

describe('laravel-echo clients (laravel-echo-server protocol)', () => {
  it("laravel-echo with socket.io-client 4 receives its vendor's events, never another vendor's", async () => {
    const a = await vendorWithServices(t, 1);
    const b = await vendorWithServices(t, 2);
    const echoA = echoFor(a.token);
    const created: unknown[] = [];
    const alerts: unknown[] = [];
    echoA
      .private(`vendor.${a.userId}`)
      .listen('.booking.created', (booking: unknown) => created.push(booking))
      .listen('.notification.created', (alert: unknown) => alerts.push(alert));
    // The intruder: vendor A's token asking for vendor B's channel.
    const intruded: unknown[] = [];
    echoA
      .private(`vendor.${b.userId}`)
      .listen('.booking.created', (booking: unknown) => intruded.push(booking));
    await connected(socketOf(echoA));
    await settle();

    const id = await aBooking(a);
    await expect.poll(() => created.length).toBe(1);
    await expect.poll(() => alerts.length).toBe(1);
    expect(created[0]).toMatchObject({ id, booking_status: 'pending' });

    await aBooking(b);
    await settle();
    expect(intruded).toHaveLength(0);
    expect(created).toHaveLength(1);
  });

  it("refuses a channel whose auth headers carry another vendor's token", async () => {
    const a = await vendorWithServices(t, 1);
    const b = await vendorWithServices(t, 2);
    const socket = io(url, {
      auth: { headers: { Authorization: `Bearer ${a.token}` } },
      transports: ['websocket'],
      reconnection: false,
    });
    closers.push(() => socket.disconnect());
    await connected(socket);
    const channel = vendorChannel(a.userId);
    const asB = { headers: { Authorization: `Bearer ${b.token}` } };
    expect(await socket.timeout(2000).emitWithAck('subscribe', { channel, auth: asB })).toEqual({
      ok: false,
      message: 'Channel refused',
    });
    const asA = { headers: { Authorization: `Bearer ${a.token}` } };
    expect(await socket.timeout(2000).emitWithAck('subscribe', { channel, auth: asA })).toEqual({ ok: true });
    expect(await socket.timeout(2000).emitWithAck('unsubscribe', { channel, auth: asA })).toEqual({
      ok: true,
    });
    const seen: unknown[] = [];
    socket.on('booking.created', (...args) => seen.push(args));
    await aBooking(a);
    await settle();
    expect(seen).toHaveLength(0);
  });

  it('laravel-echo with socket.io-client 2 (token in an Authorization header) receives the event', async () => {
    const vendor = await vendorWithServices(t, 1);
    const echo = echoFor(vendor.token, io2, { extraHeaders: { Authorization: `Bearer ${vendor.token}` } });
    const created: unknown[] = [];
    echo
      .private(`vendor.${vendor.userId}`)
      .listen('.booking.created', (booking: unknown) => created.push(booking));
    await connected(socketOf(echo));
    await settle();
    const id = await aBooking(vendor);
    await expect.poll(() => created.length).toBe(1);
    expect(created[0]).toMatchObject({ id, booking_status: 'pending' });
  });

  it("laravel-echo with socket.io-client 2 and only SPEC §7's options (token at subscribe) receives the event", async () => {
    const vendor = await vendorWithServices(t, 1);
    const other = await vendorWithServices(t, 2);
    // No extraHeaders, no query: socket.io-client 2 sends no token when connecting, and Echo
    // sends its auth headers with each subscription, as laravel-echo-server expected.
    const echo = echoFor(vendor.token, io2);
    const created: unknown[] = [];
    const intruded: unknown[] = [];
    echo
      .private(`vendor.${vendor.userId}`)
      .listen('.booking.created', (booking: unknown) => created.push(booking));
    echo
      .private(`vendor.${other.userId}`)
      .listen('.booking.created', (booking: unknown) => intruded.push(booking));
    await connected(socketOf(echo));
    await settle();
    const id = await aBooking(vendor);
    await aBooking(other);
    await expect.poll(() => created.length).toBe(1);
    await settle();
    expect(created[0]).toMatchObject({ id, booking_status: 'pending' });
    expect(intruded).toHaveLength(0);
  });

  it("socket.io-client 2 (token in the query) subscribes with Echo's message and receives (event, channel, payload)", async () => {
    const vendor = await vendorWithServices(t, 1);
    const other = await vendorWithServices(t, 2);
    const socket = io2(url, {
      query: { token: vendor.token },
      transports: ['websocket'],
      reconnection: false,
    });
    closers.push(() => socket.close());
    await connected(socket);
    const channel = vendorChannel(vendor.userId);
    const auth = { headers: { Authorization: `Bearer ${vendor.token}` } };
    socket.emit('subscribe', { channel, auth });
    socket.emit('subscribe', { channel: vendorChannel(other.userId), auth });
    await settle();
    const seen: unknown[][] = [];
    socket.on('booking.created', (...args) => seen.push(args));
    const id = await aBooking(vendor);
    await aBooking(other);
    await expect.poll(() => seen.length).toBe(1);
    await settle();
    expect(seen).toHaveLength(1);
    expect(seen[0]![0]).toBe(channel);
    expect(seen[0]![1]).toMatchObject({ id, booking_status: 'pending' });
  });

  it('closes an Echo connection within a second or so of its token being revoked', async () => {
    const vendor = await vendorWithServices(t, 1);
    const echo = echoFor(vendor.token);
    echo.private(`vendor.${vendor.userId}`).listen('.booking.created', () => undefined);
    const socket = socketOf(echo);
    await connected(socket);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    const started = Date.now();
    expect((await t.app.inject({ url: '/api/logout', headers: vendor.auth })).statusCode).toBe(200);
    await closed;
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('refuses socket.io-client 2 without a valid token', async () => {
    const socket = io2(url, {
      query: { token: 'not-a-token' },
      transports: ['websocket'],
      reconnection: false,
    });
    closers.push(() => socket.close());
    await expect(connected(socket)).rejects.toBeDefined();
  });
});
