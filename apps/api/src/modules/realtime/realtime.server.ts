import { MSG } from '@app/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { VendorAuth } from '../auth/index.ts';
import { channelSignatureValid, vendorChannel } from './channels.ts';

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

/** The token of an `Authorization: Bearer …` header, whatever the case of its name. */
const bearerOf = (headers: unknown) => {
  if (!isFields(headers)) return '';
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'authorization');
  const value = name ? headers[name] : undefined;
  const match = typeof value === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  return match?.[1] ?? '';
};

/**
 * The bearer token of a connection, in the forms our clients send it:
 * - laravel-echo with socket.io-client 3/4: the handshake `auth: { headers: { Authorization } }`
 *   (Echo hands its whole options, `auth` included, to `io()`);
 * - our older clients: `auth: { token }`;
 * - socket.io-client 2 (no handshake `auth`): an `Authorization` header (`extraHeaders`, native
 *   apps and Node) or, where a browser cannot set headers, the `token` query parameter.
 */
const tokenOf = (handshake: Socket['handshake']) => {
  const auth: unknown = handshake.auth;
  if (isFields(auth)) {
    const fromEcho = bearerOf(auth.headers);
    if (fromEcho) return fromEcho;
    if (typeof auth.token === 'string' && auth.token) return auth.token;
  }
  const fromHeader = bearerOf(handshake.headers);
  if (fromHeader) return fromHeader;
  const query = handshake.query.token;
  return typeof query === 'string' ? query : '';
};

/** How often each instance checks that its sockets' tokens are still signed in. */
const RECHECK_MS = 1000;
const CHUNK = 500;
/**
 * A connection without a token has this long to subscribe with one (laravel-echo-server's way:
 * Echo sends its auth headers with each subscription); one that never does is closed.
 */
const ANONYMOUS_GRACE_MS = 30_000;

type Ack = (answer: object) => void;
const REFUSED = { ok: false, message: 'Channel refused' } as const;

/**
 * Whether a handshake may open a socket: clients that name no Origin (native apps, Node) may; a
 * browser page only from the app's own origin or one of CORS_ORIGINS, or from a page of the host
 * realtime itself answers on (the app on another port of it, however the browser names the host).
 * socket.io's `cors` option only writes headers, which a browser's WebSocket never checks, so the
 * handshake itself is refused.
 */
export function originAllowed(
  allowed: readonly string[],
  origin: string | undefined,
  host: string | undefined,
) {
  if (origin === undefined || allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).hostname === new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
}

export interface RealtimeOptions {
  /** The origins whose pages may connect: the app's own (PUBLIC_URL) and CORS_ORIGINS. */
  origins: readonly string[];
  redisUrl?: string;
  /** How long a connection without a token may wait to subscribe with one (default 30 s). */
  anonymousGraceMs?: number;
}

/**
 * socket.io for realtime updates, speaking laravel-echo-server's protocol so laravel-echo clients
 * (ours, the vendor apps, socket.io-client 2 included) can listen:
 * - a connection may carry a bearer token (see tokenOf), which must then be valid; without one it
 *   is accepted as laravel-echo-server did, and must subscribe with a token within
 *   ANONYMOUS_GRACE_MS (socket.io-client 2 in a browser cannot send one when connecting);
 * - `subscribe` / `unsubscribe` with `{ channel, auth: { headers: { Authorization } } }` (Echo's);
 *   only the vendor's own channel is granted. `auth` may instead be the signature from
 *   POST /api/broadcasting/auth (our older clients). An acknowledgement, when asked for, answers
 *   `{ ok }`;
 * - events arrive as `(event, channel, payload)` (events.ts).
 */
export function createRealtimeServer(
  auth: Pick<VendorAuth, 'authenticate'>,
  options: RealtimeOptions,
): Server {
  const { origins, redisUrl, anonymousGraceMs = ANONYMOUS_GRACE_MS } = options;
  const io = new Server({
    cors: { origin: [...origins] },
    allowRequest: (request, callback) =>
      callback(null, originAllowed(origins, request.headers.origin, request.headers.host)),
    serveClient: false,
    allowEIO3: true,
  });
  if (redisUrl) {
    const pub = new Redis(redisUrl);
    io.adapter(createAdapter(pub, pub.duplicate()));
  }
  const signIn = (socket: Socket, vendor: { userId: number; tokenId: number }, token: string) => {
    socket.data.userId = vendor.userId;
    socket.data.tokenId = vendor.tokenId;
    socket.data.token = token;
  };

  io.use(async (socket, next) => {
    const token = tokenOf(socket.handshake);
    if (!token) return next();
    const vendor = await auth.authenticate(token).catch(() => null);
    if (!vendor) return next(new Error(MSG.unauthenticated));
    signIn(socket, vendor, token);
    next();
  });

  /** Whether the subscription request may open `channel`: it must be this vendor's own. */
  async function granted(socket: Socket, channel: string, credentials: unknown) {
    const signedIn = socket.data.userId !== undefined;
    if (typeof credentials === 'string') {
      return (
        signedIn &&
        channel === vendorChannel(socket.data.userId) &&
        channelSignatureValid(socket.data.token, socket.id, channel, credentials)
      );
    }
    // Echo's form: the headers of its auth request. Without a token, the connection's own stands.
    const token = isFields(credentials) ? bearerOf(credentials.headers) : '';
    if (!token || token === socket.data.token)
      return signedIn && channel === vendorChannel(socket.data.userId);
    const vendor = await auth.authenticate(token).catch(() => null);
    if (!vendor || channel !== vendorChannel(vendor.userId)) return false;
    if (!signedIn) signIn(socket, vendor, token);
    return vendor.userId === socket.data.userId;
  }

  io.on('connection', (socket) => {
    if (socket.data.userId === undefined) {
      const grace = setTimeout(() => {
        if (socket.data.userId === undefined) socket.disconnect(true);
      }, anonymousGraceMs);
      socket.once('disconnect', () => clearTimeout(grace));
    }
    socket.on('subscribe', (request: unknown, ack?: Ack) => {
      const { channel, auth: credentials } = isFields(request) ? request : {};
      if (typeof channel !== 'string') return void (typeof ack === 'function' && ack(REFUSED));
      void granted(socket, channel, credentials).then((allowed) => {
        if (allowed && socket.connected) socket.join(channel);
        if (typeof ack === 'function') ack(allowed ? { ok: true } : REFUSED);
      });
    });
    socket.on('unsubscribe', (request: unknown, ack?: Ack) => {
      const channel = isFields(request) ? request.channel : undefined;
      if (typeof channel === 'string') socket.leave(channel);
      if (typeof ack === 'function') ack({ ok: true });
    });
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
    // A socket that has not yet signed in (it has until its first subscription) holds no token.
    const sockets = [...io.of('/').sockets.values()].filter((socket) => socket.data.tokenId !== undefined);
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
