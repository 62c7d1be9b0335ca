import { MSG } from '@app/shared';
import fastifyRateLimit, { type FastifyRateLimitStore, normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../db/database.ts';
import { RateLimited, secondsUntil } from '../lib/errors.ts';
import type { Clock } from './clock.ts';

/** Fixed-window counters kept in shared storage (database or Redis), never in process memory. */
export interface Limiter {
  /** Counts one event and answers the count in the current window and when that window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: Date }>;
  /** The count in the current window without adding to it. */
  peek(key: string): Promise<{ count: number; resetAt: Date | null }>;
  /** Takes one event back from a live window (an attempt that was refused or turned out fine). */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Deletes ended windows (the database keeps them until then; Redis expires its keys itself). */
  purgeExpired(): Promise<void>;
}

export function createDbLimiter(db: Db, clock: Clock): Limiter {
  return {
    async hit(key, windowMs) {
      const now = clock.now();
      const nowIso = now.toISOString();
      const expires = new Date(now.getTime() + windowMs).toISOString();
      // One atomic upsert: a fresh window when the old one has expired, else one more in it.
      const row = await db
        .insertInto('rate_limits')
        .values({ key, count: 1, expires_at: expires })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({
            count: eb
              .case()
              .when('rate_limits.expires_at', '<=', nowIso)
              .then(1)
              .else(eb('rate_limits.count', '+', 1))
              .end(),
            expires_at: eb
              .case()
              .when('rate_limits.expires_at', '<=', nowIso)
              .then(expires)
              .else(eb.ref('rate_limits.expires_at'))
              .end(),
          })),
        )
        .returning(['count', 'expires_at'])
        .executeTakeFirstOrThrow();
      return { count: row.count, resetAt: new Date(row.expires_at) };
    },
    async peek(key) {
      const row = await db
        .selectFrom('rate_limits')
        .select(['count', 'expires_at'])
        .where('key', '=', key)
        .where('expires_at', '>', clock.now().toISOString())
        .executeTakeFirst();
      return row ? { count: row.count, resetAt: new Date(row.expires_at) } : { count: 0, resetAt: null };
    },
    async undo(key) {
      await db
        .updateTable('rate_limits')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('key', '=', key)
        .where('count', '>', 0)
        .where('expires_at', '>', clock.now().toISOString())
        .execute();
    },
    async reset(key) {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
    async purgeExpired() {
      await db.deleteFrom('rate_limits').where('expires_at', '<=', clock.now().toISOString()).execute();
    },
  };
}

/** Decrements only a live count above zero: an expired window is not brought back, nothing turns negative. */
const UNDO_SCRIPT =
  "local n = tonumber(redis.call('GET', KEYS[1])) if n and n > 0 then return redis.call('DECR', KEYS[1]) end return 0";

export function createRedisLimiter(redis: Redis, clock: Clock): Limiter {
  const prefix = 'limit:';
  return {
    async hit(key, windowMs) {
      const result = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetAt: new Date(clock.now().getTime() + Math.max(ttl, 0)) };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      if (!count || ttl <= 0) return { count: 0, resetAt: null };
      return { count: Number(count), resetAt: new Date(clock.now().getTime() + ttl) };
    },
    async undo(key) {
      await redis.eval(UNDO_SCRIPT, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async purgeExpired() {},
  };
}

export interface Quota {
  key: string;
  max: number;
  windowMs: number;
  /** What to show when this quota is spent; a function gets the seconds to wait. */
  message: string | ((seconds: number) => string);
}

/**
 * Counts one use against every quota at once. When any is spent, every count is given back (a
 * refused request uses nothing) and a 429 tells the longest wait. Atomic: of requests racing for
 * the last use, one gets it.
 */
export async function spend(limiter: Limiter, clock: Clock, quotas: Quota[]) {
  const hits = await Promise.all(quotas.map((q) => limiter.hit(q.key, q.windowMs)));
  const giveBack = () => Promise.all(quotas.map((q) => limiter.undo(q.key))).then(() => undefined);
  const spent = quotas.flatMap((quota, i) => (hits[i]!.count > quota.max ? [{ quota, hit: hits[i]! }] : []));
  if (spent.length === 0) return { giveBack };
  await giveBack();
  const worst = spent.reduce((a, b) => (b.hit.resetAt > a.hit.resetAt ? b : a));
  const seconds = secondsUntil(clock, worst.hit.resetAt);
  const { message } = worst.quota;
  throw new RateLimited(typeof message === 'function' ? message(seconds) : message, seconds);
}

/** @fastify/rate-limit's store on our limiter: the per-address ceiling counted in the database. */
function limiterStore(limiter: Limiter, clock: Clock) {
  return class LimiterStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(_options?: unknown, prefix = 'ip:') {
      this.prefix = prefix;
    }
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      limiter.hit(this.prefix + key, timeWindow).then(
        ({ count, resetAt }) =>
          callback(null, { current: count, ttl: Math.max(0, resetAt.getTime() - clock.now().getTime()) }),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: unknown) {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new LimiterStore(undefined, `ip:${String(route?.method)}${String(route?.url)}:`);
    }
  };
}

/** Only the API is counted; Paystack's signed webhooks come from a few addresses and must get through. */
const notCounted = (url: string | undefined) =>
  !url?.startsWith('/api/') || url === '/api/payments/paystack/webhook';

/** A bearer token of the shape we issue (32 random bytes, base64url); anything else is not looked up. */
const ISSUED_TOKEN = /^Bearer ([\w-]{43})$/;

/** 'vendor:1', 'customer:2': who holds a live session with the request's bearer token, or null. */
type SessionOwner = (request: FastifyRequest, token: string) => Promise<string | null>;

/**
 * Whom the ceiling counts: a request with a live session by the account that owns it, so one
 * client spending its ceiling does not refuse everyone behind its carrier NAT address; any other
 * request (no token, an invented or revoked one) by its address, IPv6 as its /64.
 */
async function ceilingKey(request: FastifyRequest, sessionOwner: SessionOwner) {
  const token = ISSUED_TOKEN.exec(request.headers.authorization ?? '')?.[1];
  const owner =
    token && !notCounted(request.routeOptions.url)
      ? await sessionOwner(request, token).catch(() => null)
      : null;
  return owner ?? normalizeIP(request.ip);
}

/**
 * The general ceiling on the API (@fastify/rate-limit), per session owner or per address, in
 * Redis when there is one, else in the database, and the Retry-After header of every 429 the
 * services throw. A `max` of 0 turns the ceiling off (the per-account limits stay).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  deps: {
    config: { RATE_LIMIT_MAX: number; RATE_LIMIT_WINDOW_MS: number };
    limiter: Limiter;
    redis: Redis | null;
    clock: Clock;
    sessionOwner: SessionOwner;
  },
) {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimited) reply.header('retry-after', String(error.retryAfter));
  });
  if (deps.config.RATE_LIMIT_MAX <= 0) return;
  await app.register(fastifyRateLimit, {
    max: deps.config.RATE_LIMIT_MAX,
    timeWindow: deps.config.RATE_LIMIT_WINDOW_MS,
    ...(deps.redis
      ? { redis: deps.redis, nameSpace: 'rate-limit:' }
      : { store: limiterStore(deps.limiter, deps.clock) }),
    // A storage hiccup must not take the whole API down with it.
    skipOnError: true,
    keyGenerator: (request) => ceilingKey(request, deps.sessionOwner),
    allowList: (request) => notCounted(request.routeOptions.url),
    errorResponseBuilder: (_request, context) =>
      new RateLimited(MSG.tooManyRequests, Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
