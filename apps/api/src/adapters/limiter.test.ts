import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClock } from '../test/harness.ts';
import { createDbLimiter, createRedisLimiter, type Limiter } from './limiter.ts';

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
    await t.close();
  });
});

if (redis) {
  behaves('redis limiter', async () => ({ limiter: createRedisLimiter(redis, clock), done: async () => {} }));
}
