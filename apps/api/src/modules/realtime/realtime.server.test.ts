import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createRealtimeServer, originAllowed } from './realtime.server.ts';

/** A realtime server whose only valid token is 'good' (vendor 7), on a free port. */
async function serve(anonymousGraceMs?: number) {
  const realtime = createRealtimeServer(
    { authenticate: async (token) => (token === 'good' ? ({ userId: 7, tokenId: 1 } as never) : null) },
    { origins: ['https://app.example.ng'], anonymousGraceMs },
  );
  const http = createServer();
  realtime.attach(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => realtime.close(() => resolve())));
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const open = (url: string, options: object = {}) => {
  const socket = io(url, { transports: ['websocket'], reconnection: false, ...options });
  closers.push(async () => void socket.disconnect());
  return socket;
};
const outcome = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(`refused: ${error.message}`));
  });

describe('realtime handshake', () => {
  it('lets in pages of the configured origins and of its own host, and clients naming no origin; refuses other pages', async () => {
    const url = await serve();
    const from = (origin?: string) => outcome(open(url, origin ? { extraHeaders: { origin } } : {}));
    expect(await from('https://app.example.ng')).toBe('connected');
    expect(await from('http://127.0.0.1:8080')).toBe('connected');
    expect(await from()).toBe('connected');
    expect(await from('https://evil.example')).toMatch(/^refused/);
    expect(await from('https://app.example.ng.evil.example')).toMatch(/^refused/);
  });

  it('answers a same-host rule that never throws on a malformed origin', () => {
    expect(originAllowed([], 'not a url', '127.0.0.1:6001')).toBe(false);
    expect(originAllowed([], 'http://localhost:8080', 'localhost:6001')).toBe(true);
    expect(originAllowed([], 'http://localhost:8080', undefined)).toBe(false);
  });

  it('refuses a bad token at connection, and closes a connection that never subscribes with a good one', async () => {
    const url = await serve(300);
    expect(await outcome(open(url, { auth: { token: 'bad' } }))).toBe('refused: Unauthenticated.');
    const idle = open(url);
    expect(await outcome(idle)).toBe('connected');
    const started = Date.now();
    await new Promise((resolve) => idle.once('disconnect', resolve));
    expect(Date.now() - started).toBeLessThan(2000);

    const subscribed = open(url);
    expect(await outcome(subscribed)).toBe('connected');
    const channel = 'private-vendor.7';
    const refused = { channel, auth: { headers: { Authorization: 'Bearer bad' } } };
    expect(await subscribed.emitWithAck('subscribe', refused)).toEqual({
      ok: false,
      message: 'Channel refused',
    });
    const good = { channel, auth: { headers: { Authorization: 'Bearer good' } } };
    expect(await subscribed.emitWithAck('subscribe', good)).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(subscribed.connected).toBe(true);
  });
});
