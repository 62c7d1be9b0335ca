import { randomBytes } from 'node:crypto';
import { MSG } from '@app/shared';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { RateLimited } from '../lib/errors.ts';
import { createTestApp, signUp, TestClock } from '../test/harness.ts';
import { createDbLimiter, createRedisLimiter, type Limiter, spend } from './limiter.ts';

const clock = new TestClock();
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : null;
afterAll(() => redis?.disconnect());

const behaves = (name: string, make: () => Promise<{ limiter: Limiter; done: () => Promise<void> }>) =>
  describe(name, () => {
    it('counts hits in a window, atomically, and resets', async () => {
      const { limiter, done } = await make();
      const key = `k-${Math.random()}`;
      const counts = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(key, 60_000)));
      expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      expect((await limiter.peek(key)).count).toBe(20);
      await limiter.reset(key);
      expect((await limiter.peek(key)).count).toBe(0);
      await done();
    });

    it('gives one back, never below zero nor into a new window', async () => {
      const { limiter, done } = await make();
      const key = `u-${Math.random()}`;
      await limiter.undo(key);
      expect((await limiter.peek(key)).count).toBe(0);
      await limiter.hit(key, 60_000);
      await limiter.hit(key, 60_000);
      await Promise.all([limiter.undo(key), limiter.undo(key), limiter.undo(key)]);
      expect((await limiter.peek(key)).count).toBe(0);
      expect((await limiter.hit(key, 60_000)).count).toBe(1);
      await done();
    });

    it('spends quotas atomically: of racers for the last use one gets it, the refused use nothing', async () => {
      const { limiter, done } = await make();
      const key = `s-${Math.random()}`;
      const other = `o-${Math.random()}`;
      const quotas = [
        { key, max: 3, windowMs: 60_000, message: 'spent' },
        { key: other, max: 100, windowMs: 60_000, message: (s: number) => `wait ${s}` },
      ];
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => spend(limiter, clock, quotas)),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(RateLimited);
      expect(refused.reason).toMatchObject({ code: 'rate_limited', message: 'spent' });
      expect(refused.reason.retryAfter).toBeGreaterThan(0);
      expect(refused.reason.retryAfter).toBeLessThanOrEqual(60);
      expect((await limiter.peek(key)).count).toBe(3);
      expect((await limiter.peek(other)).count).toBe(3);
      await done();
    });
  });

behaves('database limiter', async () => {
  const t = await createTestApp();
  return { limiter: createDbLimiter(t.app.container.db, clock), done: t.close };
});

describe('database limiter window', () => {
  it('starts a fresh window once the old one has ended', async () => {
    const t = await createTestApp();
    const limiter = createDbLimiter(t.app.container.db, t.clock);
    await limiter.hit('w', 1000);
    await limiter.hit('w', 1000);
    t.clock.advance(1000);
    expect((await limiter.peek('w')).count).toBe(0);
    expect((await limiter.hit('w', 1000)).count).toBe(1);
    await limiter.hit('old', 500);
    t.clock.advance(500);
    await limiter.purgeExpired();
    const keys = await t.app.container.db.selectFrom('rate_limits').select('key').execute();
    expect(keys.map((k) => k.key)).not.toContain('old');
    expect(keys.map((k) => k.key)).toContain('w');
    await t.close();
  });
});

describe('the general ceiling behind one carrier NAT address (issue 31)', () => {
  it('counts a signed-in client by its account, so spending its ceiling refuses no one else', async () => {
    const t = await createTestApp({}, { RATE_LIMIT_MAX: '20' });
    try {
      const NAT = '102.89.0.1';
      const [one, two] = [await signUp(t.app, 1), await signUp(t.app, 2)];
      const details = (vendor: typeof one) =>
        t.app.inject({
          url: `/api/getuserdetails/${vendor.userId}`,
          headers: vendor.auth,
          remoteAddress: NAT,
        });
      for (let i = 0; i < 20; i++) expect((await details(one)).statusCode).toBe(200);
      const refused = await details(one);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: MSG.tooManyRequests });
      // Everyone else behind the address goes on: another vendor, and a visitor without a session.
      expect((await details(two)).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/customer/shop/nobody', remoteAddress: NAT })).statusCode).toBe(
        404,
      );
      // Counted under the account: the token itself is stored nowhere.
      const keys = (await t.app.container.db.selectFrom('rate_limits').select('key').execute()).map(
        (k) => k.key,
      );
      expect(keys.some((key) => key.endsWith(`vendor:${one.userId}`))).toBe(true);
      expect(keys.some((key) => key.includes(one.token))).toBe(false);
    } finally {
      await t.close();
    }
  });

  it("looks a vendor's token up once per request, for the ceiling and the sign-in together", async () => {
    const t = await createTestApp({}, { RATE_LIMIT_MAX: '20' });
    try {
      const vendor = await signUp(t.app, 1);
      const lookups = vi.spyOn(t.app.container.auth, 'findSession');
      const answer = await t.app.inject({
        url: `/api/getuserdetails/${vendor.userId}`,
        headers: vendor.auth,
      });
      expect(answer.statusCode).toBe(200);
      expect(lookups).toHaveBeenCalledTimes(1);
      // The ceiling counted the account the sign-in admitted.
      const keys = (await t.app.container.db.selectFrom('rate_limits').select('key').execute()).map(
        (k) => k.key,
      );
      expect(keys.some((key) => key.endsWith(`vendor:${vendor.userId}`))).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('counts invented tokens by the address: a made-up session escapes nothing', async () => {
    const t = await createTestApp({}, { RATE_LIMIT_MAX: '20' });
    try {
      const answers = [];
      for (let i = 0; i < 25; i++) {
        const authorization = `Bearer ${randomBytes(32).toString('base64url')}`;
        answers.push(
          await t.app.inject({
            url: '/api/customer/shop/nobody',
            headers: { authorization },
            remoteAddress: '41.0.0.1',
          }),
        );
      }
      expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(20);
      expect(answers.slice(20).every((a) => a.statusCode === 429)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

if (redis) {
  behaves('redis limiter', async () => ({ limiter: createRedisLimiter(redis, clock), done: async () => {} }));
}
