import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { book, createTestApp, customer, type TestApp, vendorWithServices } from '../../test/harness.ts';
import { vendorChannel } from '../realtime/channels.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('inbox', () => {
  it('exchanges messages in order with unread state, live, and only between the pair', async () => {
    const vendor = await vendorWithServices(t, 1);
    const other = await vendorWithServices(t, 2);
    const alice = await customer(t, 'alice');
    const port = await t.app.container.listenRealtime(0, '127.0.0.1');
    const socket = io(`http://127.0.0.1:${port}`, {
      auth: { token: vendor.token },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const channel = vendorChannel(vendor.userId);
    const { auth } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/broadcasting/auth',
        headers: vendor.auth,
        payload: { socket_id: socket.id, channel_name: channel },
      })
    ).json();
    await socket.emitWithAck('subscribe', { channel, auth });
    const live: unknown[] = [];
    // Echo's protocol: (channel, payload).
    socket.on('chat.message', (on: string, m: unknown) => live.push({ on, m }));

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/customer/chat/${vendor.userId}`,
      headers: alice,
      payload: { message: 'Hello, are you open Saturday?' },
    });
    expect(sent.statusCode).toBe(201);
    await expect.poll(() => live.length).toBe(1);
    expect(live[0]).toMatchObject({
      on: channel,
      m: { message: 'Hello, are you open Saturday?', sender: 'customer' },
    });
    const members = (await t.app.inject({ url: '/api/getchatmembers', headers: vendor.auth })).json().data;
    expect(members).toEqual([
      expect.objectContaining({
        first_name: 'Tolualice',
        read_status: 'unread',
        last_message: 'Hello, are you open Saturday?',
      }),
    ]);
    const customerId = members[0].customer_id;

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${customerId}`,
      headers: vendor.auth,
      payload: { message: 'Yes, 8am to 7pm.' },
    });
    expect(reply.statusCode).toBe(201);
    const thread = (await t.app.inject({ url: `/api/chats/${customerId}`, headers: vendor.auth })).json()
      .data;
    expect(thread.map((m: { sender: string; message: string }) => [m.sender, m.message])).toEqual([
      ['customer', 'Hello, are you open Saturday?'],
      ['vendor', 'Yes, 8am to 7pm.'],
    ]);
    expect(
      (await t.app.inject({ url: '/api/getchatmembers', headers: vendor.auth })).json().data[0].read_status,
    ).toBe('read');
    expect((await t.app.inject({ url: '/api/getchatmembers', headers: other.auth })).json().data).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/chats/${customerId}`,
          headers: other.auth,
          payload: { message: 'Hi' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/chats/${customerId}`,
          headers: vendor.auth,
          payload: { message: ' ' },
        })
      ).statusCode,
    ).toBe(400);
    socket.disconnect();
  });

  it('lets a vendor write first to a customer who booked', async () => {
    const vendor = await vendorWithServices(t, 1);
    const bob = await customer(t, 'bob');
    const res = await book(t, bob, vendor.userId, [
      { service_id: vendor.fixed, date: '2026-11-21', time: '10:00' },
    ]);
    const customerId = (
      await t.app.container.db
        .selectFrom('bookings')
        .select('customer_id')
        .where('id', '=', res.json().bookings[0].id)
        .executeTakeFirstOrThrow()
    ).customer_id!;
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${customerId}`,
      headers: vendor.auth,
      payload: { message: 'See you tomorrow!' },
    });
    expect(first.statusCode).toBe(201);
    const mine = (await t.app.inject({ url: `/api/customer/chat/${vendor.userId}`, headers: bob })).json()
      .data;
    expect(mine[0]).toMatchObject({ sender: 'vendor', message: 'See you tomorrow!' });
  });
});
