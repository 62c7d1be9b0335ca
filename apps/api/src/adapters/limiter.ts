import type { Redis } from 'ioredis';
import type { Db } from '../db/database.ts';
import type { Clock } from './clock.ts';

/** Fixed-window counters kept in shared storage (database or Redis), never in process memory. */
export interface Limiter {
  /** Counts one event and answers the count in the current window and when that window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: Date }>;
  /** The count in the current window without adding to it. */
  peek(key: string): Promise<{ count: number; resetAt: Date | null }>;
  reset(key: string): Promise<void>;
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
    async reset(key) {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
  };
}

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
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
