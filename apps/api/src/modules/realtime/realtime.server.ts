import { MSG } from '@app/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { AuthService } from '../auth/auth.service.ts';
import { channelSignatureValid, vendorChannel } from './channels.ts';

const tokenOf = (handshake: { auth: Record<string, unknown>; headers: Record<string, unknown> }) => {
  if (typeof handshake.auth.token === 'string') return handshake.auth.token;
  const header = handshake.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
};

/** How often each instance checks that its sockets' tokens are still signed in. */
const RECHECK_MS = 1000;
const CHUNK = 500;

/**
 * socket.io for realtime updates: a connection needs a valid bearer token; joining a channel
 * needs the signature from POST /api/broadcasting/auth, and only the vendor's own channel is signed.
 */
export function createRealtimeServer(auth: Pick<AuthService, 'authenticate'>, redisUrl?: string): Server {
  const io = new Server({ cors: { origin: true, credentials: true }, serveClient: false });
  if (redisUrl) {
    const pub = new Redis(redisUrl);
    io.adapter(createAdapter(pub, pub.duplicate()));
  }
  io.use(async (socket, next) => {
    const token = tokenOf(socket.handshake);
    const vendor = token ? await auth.authenticate(token).catch(() => null) : null;
    if (!vendor) return next(new Error(MSG.unauthenticated));
    socket.data.userId = vendor.userId;
    socket.data.tokenId = vendor.tokenId;
    socket.data.token = token;
    next();
  });

  io.on('connection', (socket) => {
    socket.on(
      'subscribe',
      (request: { channel?: unknown; auth?: unknown }, ack?: (answer: object) => void) => {
        const { channel, auth: signature } = request ?? {};
        const allowed =
          typeof channel === 'string' &&
          typeof signature === 'string' &&
          channel === vendorChannel(socket.data.userId) &&
          channelSignatureValid(socket.data.token, socket.id, channel, signature);
        if (allowed) socket.join(channel);
        ack?.(allowed ? { ok: true } : { ok: false, message: 'Channel refused' });
      },
    );
  });
  return io;
}

/**
 * A socket lives no longer than its token: every second the tokens of this instance's sockets
 * are checked in one query, so a logout, password reset or disabled account (from any instance,
 * or the operator's command line) closes them. Answers the function that stops the checks.
 */
export function closeRevokedSockets(io: Server, liveTokenIds: (tokenIds: number[]) => Promise<Set<number>>) {
  let checking = false;
  async function check() {
    const sockets = [...io.of('/').sockets.values()];
    const ids = [...new Set(sockets.map((socket) => socket.data.tokenId as number))];
    const live = new Set<number>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      for (const id of await liveTokenIds(ids.slice(i, i + CHUNK))) live.add(id);
    }
    for (const socket of sockets) if (!live.has(socket.data.tokenId)) socket.disconnect(true);
  }
  const timer = setInterval(() => {
    if (checking || io.of('/').sockets.size === 0) return;
    checking = true;
    check()
      .catch(() => {
        // The database is unreachable: keep the sockets until a check can decide.
      })
      .finally(() => {
        checking = false;
      });
  }, RECHECK_MS);
  return () => clearInterval(timer);
}
