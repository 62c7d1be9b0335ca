import { io } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, signUp } from '../../test/harness.ts';
import { vendorChannel } from './channels.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

describe.runIf(redisUrl)('realtime across instances (Redis adapter)', () => {
  it('delivers an event published by one instance to a socket connected to another', async () => {
    const first = await createTestApp({}, { REDIS_URL: redisUrl });
    closers.push(first.close);
    // A second instance over the same database and Redis, as behind a load balancer.
    const second = await buildApp(first.config);
    closers.push(() => second.close());
    const vendor = await signUp(first.app);
    const port = await first.app.container.listenRealtime(0, '127.0.0.1');
    const socket = io(`http://127.0.0.1:${port}`, {
      auth: { token: vendor.token },
      transports: ['websocket'],
      reconnection: false,
    });
    closers.push(async () => socket.disconnect());
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const channel = vendorChannel(vendor.userId);
    const { auth } = (
      await second.inject({
        method: 'POST',
        url: '/api/broadcasting/auth',
        headers: vendor.auth,
        payload: { socket_id: socket.id, channel_name: channel },
      })
    ).json();
    expect(await socket.emitWithAck('subscribe', { channel, auth })).toEqual({ ok: true });

    const seen: unknown[] = [];
    socket.on('notification.created', (on, n) => on === channel && seen.push(n));
    const { transact, notifications } = second.container;
    await transact((trx) =>
      notifications.record(trx, vendor.userId, 'service', 'From the other instance', 'Hello'),
    );
    await expect.poll(() => seen.length, { timeout: 5000 }).toBe(1);
  });
});
