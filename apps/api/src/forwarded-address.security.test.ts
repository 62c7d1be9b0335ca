/**
 * Issue 31: behind a load balancer the client's address comes from X-Forwarded-For, and the
 * client writes whatever it likes at the left of that header. Only entries appended by proxies
 * the operator named may count, or every address-based limit is the client's to choose.
 */
import { ABUSE_LIMITS, MSG } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createTestApp, signUp } from './test/harness.ts';

const BALANCER = '10.0.0.2';
let forged = 0;
/** A fresh made-up address each call, as the audit's client wrote them. */
const forge = () => `203.0.${Math.floor(++forged / 250)}.${forged % 250}`;

const shop = (t: Awaited<ReturnType<typeof createTestApp>>, peer: string, forwardedFor: string) =>
  t.app.inject({
    url: '/api/customer/shop/nobody',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('TRUST_PROXY', () => {
  it('reads off, a number of hops, `true` as one hop, or a list of proxies', () => {
    const read = (value?: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;
    expect([read(), read('0'), read('false')]).toEqual([0, 0, 0]);
    expect([read('1'), read('true'), read('2')]).toEqual([1, 1, 2]);
    expect(read('10.0.0.0/8, 192.168.1.7,loopback')).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback']);
    expect(() => read('everyone')).toThrow(/TRUST_PROXY/);
  });
});

describe('one load balancer (TRUST_PROXY=1)', () => {
  it('counts the address the balancer appended, not a forged left-most entry', async () => {
    const t = await createTestApp({}, { TRUST_PROXY: '1', RATE_LIMIT_MAX: '20' });
    try {
      const answers = [];
      for (let i = 0; i < 30; i++) answers.push(await shop(t, BALANCER, `${forge()}, 102.89.0.1`));
      expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(20);
      expect(answers.slice(20).every((a) => a.statusCode === 429)).toBe(true);
      expect(answers[20]!.json()).toMatchObject({ message: MSG.tooManyRequests });
      // Another client behind the same balancer has its own count.
      expect((await shop(t, BALANCER, `${forge()}, 105.112.0.9`)).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('keeps sign-in guessing limited whatever the client writes in the header', async () => {
    const t = await createTestApp({}, { TRUST_PROXY: '1' });
    try {
      await signUp(t.app);
      const answers = [];
      for (let i = 0; i < 20; i++) {
        answers.push(
          await t.app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { email: 'vendor1@example.ng', password: `Guess@${i}` },
            remoteAddress: BALANCER,
            headers: { 'x-forwarded-for': `${forge()}, 102.89.0.1` },
          }),
        );
      }
      const wrong = answers.filter((a) => a.statusCode === 401);
      expect(wrong).toHaveLength(ABUSE_LIMITS.signIn.pairFreeFailures);
      expect(answers.slice(wrong.length).every((a) => a.statusCode === 429)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('a list of proxies (TRUST_PROXY=10.0.0.0/8)', () => {
  it('ignores the header of a peer not on the list, and reads it from one that is', async () => {
    const t = await createTestApp({}, { TRUST_PROXY: '10.0.0.0/8', RATE_LIMIT_MAX: '5' });
    try {
      // A client reaching the app directly, bypassing the balancer: its header is not believed.
      const direct = [];
      for (let i = 0; i < 8; i++) direct.push(await shop(t, '41.0.0.1', forge()));
      expect(direct.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404, 429, 429, 429]);
      // Through the balancer, the right-most untrusted entry is the client.
      const through = [];
      for (let i = 0; i < 8; i++) through.push(await shop(t, BALANCER, `${forge()}, 102.89.0.1, 10.0.0.9`));
      expect(through.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404, 429, 429, 429]);
      expect((await shop(t, BALANCER, '105.112.0.9')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
