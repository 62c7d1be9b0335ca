/**
 * Issue 10: abuse limits that stop the audit's attacks and stay fair to honest users sharing one
 * carrier NAT address. Each test replays an attack, shows it stops, and that honest use still works.
 */
import { ABUSE_LIMITS, MSG, SECURITY } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, lastCode, signUp, type TestApp } from '../../test/harness.ts';

const L = ABUSE_LIMITS.signIn;
const C = ABUSE_LIMITS.codes;
const NAT = '102.89.0.1';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const post = (
  url: string,
  payload: object,
  options: { ip?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({ method: 'POST', url, payload, headers: options.headers, remoteAddress: options.ip ?? NAT });
const login = (n: number | string, password: string, ip = NAT) =>
  post('/api/login', { email: `vendor${n}@example.ng`, password }, { ip });
const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

/** A 429 with a message and a Retry-After of whole seconds. */
function expectLimited(res: Awaited<ReturnType<typeof post>>, message: string) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ success: false, message });
  expect(retryAfter(res)).toBeGreaterThan(0);
  expect(Number.isInteger(retryAfter(res))).toBe(true);
}

describe('vendor sign-in behind one carrier NAT address', () => {
  it('lets 50 vendors behind the address sign in while one of them is being guessed at from it', async () => {
    for (let n = 1; n <= 50; n++) await signUp(t.app, n);
    // Someone on the same address guesses at vendor 7, well past the free tries.
    for (let i = 0; i < 30; i++) {
      const res = await login(7, `Guess@${i}`);
      expect([401, 429]).toContain(res.statusCode);
    }
    for (let n = 1; n <= 50; n++) {
      if (n === 7) continue;
      expect((await login(n, 'Secret@123')).statusCode).toBe(200);
    }
    // The guessed account is slowed on that address, whatever password comes…
    expectLimited(await login(7, 'Secret@123'), MSG.tooManySignIns);
    // …but its owner elsewhere is not blocked by it.
    expect((await login(7, 'Secret@123', '105.112.0.9')).statusCode).toBe(200);
  });

  it('stops a burst of parallel guesses after the free ones (counted before the password is checked)', async () => {
    await signUp(t.app);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(1, `Guess@${i}`)));
    const wrong = answers.filter((a) => a.statusCode === 401).length;
    expect(wrong).toBeGreaterThanOrEqual(L.pairFreeFailures);
    expect(wrong).toBeLessThanOrEqual(L.pairFreeFailures + 1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(30 - wrong);
    expect(retryAfter(answers.find((a) => a.statusCode === 429)!)).toBeGreaterThan(0);
  });

  it('slows guessing at one account from many addresses, but not its owner on an address it signed in from', async () => {
    await signUp(t.app);
    const home = '197.210.0.5';
    expect((await login(1, 'Secret@123', home)).statusCode).toBe(200);
    // A botnet: a few guesses from each of many addresses, under every per-address limit.
    for (let i = 0; i < L.accountFreeFailures; i++) {
      expect((await login(1, `Guess@${i}`, `41.0.${i}.1`)).statusCode).toBe(401);
    }
    expectLimited(await login(1, 'Guess@x', '41.1.0.1'), MSG.tooManySignIns);
    expect((await login(1, 'Secret@123', home)).statusCode).toBe(200);
    // The account's lock grows, and opens again.
    t.clock.advance(L.accountLockBaseMs);
    expect((await login(1, 'Guess@y', '41.1.0.2')).statusCode).toBe(401);
    const longer = await login(1, 'Guess@z', '41.1.0.3');
    expectLimited(longer, MSG.tooManySignIns);
    expect(retryAfter(longer)).toBe((2 * L.accountLockBaseMs) / 1000);
    // Other accounts are untouched.
    await signUp(t.app, 2);
    expect((await login(2, 'Secret@123', '41.1.0.4')).statusCode).toBe(200);
  });

  it('clears the locks of an account whose owner resets the password by e-mail code', async () => {
    await signUp(t.app);
    for (let i = 0; i < L.pairFreeFailures; i++) await login(1, `Guess@${i}`);
    expectLimited(await login(1, 'Secret@123'), MSG.tooManySignIns);
    await post('/api/checkforgetemail', { email: 'vendor1@example.ng' });
    const ok = await post('/api/checktoken', {
      userid: 'vendor1@example.ng',
      token: lastCode(t.mails, 'vendor1@example.ng'),
    });
    const reset = await post('/api/resetpassword', {
      reset_token: ok.json().reset_token,
      password: 'Newpass@1',
      c_password: 'Newpass@1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(1, 'Newpass@1')).statusCode).toBe(200);
  });
});

describe('a stranger spending the shared address’s failures (issue 31)', () => {
  it('counts wrong passwords for made-up e-mails apart: the vendors behind the address still sign in', async () => {
    await signUp(t.app);
    // The audit: 105 wrong passwords for e-mails with no account, from the carrier address.
    const answers = [];
    for (let i = 0; i < 105; i++)
      answers.push(await post('/api/login', { email: `made-up${i}@example.ng`, password: 'Guess@1' }));
    // A vendor who never signed in from this address before is not locked out by it…
    expect((await login(1, 'Secret@123')).statusCode).toBe(200);
    // …and the stranger is stopped sooner than before (100).
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(L.unknownIpMaxFailures);
    for (const a of answers.slice(L.unknownIpMaxFailures)) expectLimited(a, MSG.tooManySignIns);
  });

  it('lets a vendor in from an address it signed in from, after real accounts spent its ceiling', async () => {
    await signUp(t.app, 100);
    expect((await login(100, 'Secret@123')).statusCode).toBe(200);
    const victims = Math.ceil(L.ipMaxFailures / L.pairFreeFailures) + 1;
    for (let n = 1; n <= victims; n++) await signUp(t.app, n);
    // Guessing at real accounts, each up to its free tries, until the address's ceiling is spent.
    for (let n = 1; n <= victims; n++)
      for (let i = 0; i < L.pairFreeFailures; i++) await login(n, `Guess@${i}`);
    // Still firm for an account new to the address…
    expectLimited(await login(victims, 'Secret@123'), MSG.tooManySignIns);
    // …but the owner, who signs in from here, is let in.
    expect((await login(100, 'Secret@123')).statusCode).toBe(200);
  });
});

describe('current password on a password change', () => {
  const change = (auth: Record<string, string>, current: string, ip = NAT) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/settings/password',
      headers: auth,
      remoteAddress: ip,
      payload: { current_password: current, password: 'Newpass@1', c_password: 'Newpass@1' },
    });

  it('is limited like sign-in: a stolen session cannot guess the password', async () => {
    const { auth } = await signUp(t.app);
    const answers = [];
    for (let i = 0; i < 15; i++) answers.push(await change(auth, `Guess@${i}`));
    expect(answers.slice(0, L.pairFreeFailures).map((a) => a.statusCode)).toEqual(
      Array(L.pairFreeFailures).fill(422),
    );
    for (const a of answers.slice(L.pairFreeFailures)) expectLimited(a, MSG.tooManyPasswordTries);
    // Even the right one waits for the lock…
    expectLimited(await change(auth, 'Secret@123'), MSG.tooManyPasswordTries);
    // …and works once it has passed.
    t.clock.advance(L.pairLockBaseMs);
    expect((await change(auth, 'Secret@123')).statusCode).toBe(200);
  });
});

describe('SMS and e-mail pumping', () => {
  /** Puts `phone` on the account and asks for a code to it. */
  const textCode = async (auth: Record<string, string>, phone: string, ip = NAT) => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/personal',
      headers: auth,
      payload: { full_name: 'Chioma Eze', gender: 'Female', phone_number: phone },
    });
    expect(set.statusCode).toBe(200);
    return post('/api/sendoptphone', { phone_number: phone }, { headers: auth, ip });
  };
  const phone = (n: number) => `0809${String(n).padStart(7, '0')}`;

  it('stops one account texting code after code to number after number', async () => {
    const { auth } = await signUp(t.app);
    t.clock.advance(C.newAccountMs);
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await textCode(auth, phone(i)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(C.smsPerAccountPerDay);
    for (const a of answers.slice(C.smsPerAccountPerDay)) expectLimited(a, MSG.tooManyCodeSends);
    expect(t.smses).toHaveLength(C.smsPerAccountPerDay);
    // A day later the account may verify its number again.
    t.clock.advance(ABUSE_LIMITS.dayMs);
    expect((await textCode(auth, phone(19))).statusCode).toBe(200);
  });

  it('gives fresh accounts a small allowance of texts (issue 31: 4 new accounts sent 20)', async () => {
    const answers = [];
    for (let n = 1; n <= 4; n++) {
      const { auth } = await signUp(t.app, n);
      for (let i = 0; i < 5; i++) answers.push(await textCode(auth, phone(n * 10 + i), `41.0.0.${n}`));
    }
    expect(t.smses).toHaveLength(4 * C.smsPerNewAccountPerDay);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(4 * (5 - C.smsPerNewAccountPerDay));
  });

  it('caps the texts a burst of fresh accounts asks for from one address', async () => {
    const accounts = C.newAccountSmsPerAddressPerHour / C.smsPerNewAccountPerDay + 1;
    for (let n = 1; n <= accounts; n++) {
      const { auth } = await signUp(t.app, n);
      for (let i = 0; i < C.smsPerNewAccountPerDay; i++) {
        const res = await textCode(auth, phone(n * 10 + i));
        if (n < accounts) expect(res.statusCode).toBe(200);
        else expectLimited(res, MSG.tooManyCodeSends);
      }
    }
    expect(t.smses).toHaveLength(C.newAccountSmsPerAddressPerHour);
  });

  it('caps the codes for one account in a day, by either channel', async () => {
    const { auth } = await signUp(t.app);
    t.clock.advance(C.newAccountMs);
    for (let i = 0; i < C.perTargetPerDay; i++) {
      expect((await post('/api/checkforgetemail', { email: 'vendor1@example.ng' })).statusCode).toBe(200);
      t.clock.advance(SECURITY.codeResendMs);
    }
    const texts = C.perAccountPerDay - C.perTargetPerDay;
    for (let i = 0; i < texts; i++) expect((await textCode(auth, phone(i))).statusCode).toBe(200);
    expectLimited(await textCode(auth, phone(texts)), MSG.tooManyCodeSends);
  });

  it('sends reset codes to everyone behind one carrier address (the 11th was refused), up to a ceiling', async () => {
    const people = 30;
    for (let n = 1; n <= people; n++) await signUp(t.app, n);
    for (let n = 1; n <= people; n++)
      expect((await post('/api/checkforgetemail', { email: `vendor${n}@example.ng` })).statusCode).toBe(200);
    expect(t.mails).toHaveLength(people);
    // Unknown addresses count the same: the limit does not tell which accounts exist.
    for (let i = people; i < C.perAddressPerHour; i++)
      expect((await post('/api/checkforgetemail', { email: `nobody${i}@example.ng` })).statusCode).toBe(200);
    expectLimited(await post('/api/checkforgetemail', { email: 'vendor1@example.ng' }), MSG.tooManyCodeSends);
    expectLimited(await post('/api/checkforgetemail', { email: 'nobody@example.ng' }), MSG.tooManyCodeSends);
    t.clock.advance(SECURITY.codeResendMs);
    const elsewhere = await post(
      '/api/checkforgetemail',
      { email: 'vendor20@example.ng' },
      { ip: '105.112.0.9' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('caps the codes one e-mail address receives in a day, from however many addresses', async () => {
    await signUp(t.app);
    for (let i = 0; i < C.perTargetPerDay; i++) {
      const res = await post('/api/checkforgetemail', { email: 'vendor1@example.ng' }, { ip: `41.0.0.${i}` });
      expect(res.statusCode).toBe(200);
      t.clock.advance(SECURITY.codeResendMs);
    }
    expectLimited(
      await post('/api/checkforgetemail', { email: 'vendor1@example.ng' }, { ip: '41.0.1.1' }),
      MSG.tooManyCodeSends,
    );
  });
});

describe('code guessing', () => {
  it('does not give more wrong tries for asking for a new code', async () => {
    const { userId } = await signUp(t.app);
    const email = 'vendor1@example.ng';
    const guess = (token: string) => post('/api/checktoken', { userid: String(userId), token });
    let code = '';
    let wrong = 0;
    // The old attack: 5 guesses, a new code, 5 guesses, … forever.
    for (let round = 0; round < 4; round++) {
      expect((await post('/api/checkforgetemail', { email })).statusCode).toBe(200);
      code = lastCode(t.mails, email);
      for (let i = 0; i < SECURITY.codeMaxWrongTries; i++) {
        const res = await guess(code === '000000' ? '111111' : '000000');
        if (res.statusCode === 400) wrong++;
        else expectLimited(res, MSG.tooManyCodeTries);
      }
      t.clock.advance(SECURITY.codeResendMs);
    }
    expect(wrong).toBe(C.wrongTriesPerDay);
    // The day's budget is spent: not even the right code gets through today.
    expectLimited(await guess(code), MSG.tooManyCodeTries);
  });

  it('lets an honest user mistype a few times and then use the right code', async () => {
    const { userId } = await signUp(t.app);
    const email = 'vendor1@example.ng';
    await post('/api/checkforgetemail', { email });
    const code = lastCode(t.mails, email);
    for (const typo of ['123456', '654321']) {
      if (typo === code) continue;
      expect((await post('/api/checktoken', { userid: String(userId), token: typo })).statusCode).toBe(400);
    }
    expect((await post('/api/checktoken', { userid: String(userId), token: code })).statusCode).toBe(202);
  });
});

describe('the general per-address ceiling', () => {
  it('answers 429 with Retry-After past the ceiling, for that address only, and again after the window', async () => {
    const small = await createTestApp({}, { RATE_LIMIT_MAX: '20', RATE_LIMIT_WINDOW_MS: '60000' });
    try {
      const ask = (ip: string) =>
        small.app.inject({ method: 'POST', url: '/api/customer/login', payload: {}, remoteAddress: ip });
      for (let i = 0; i < 20; i++) expect((await ask(NAT)).statusCode).toBe(400);
      const refused = await ask(NAT);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, message: MSG.tooManyRequests });
      expect(retryAfter(refused)).toBe(60);
      expect((await ask('105.112.0.9')).statusCode).toBe(400);
      small.clock.advance(60_000);
      expect((await ask(NAT)).statusCode).toBe(400);
    } finally {
      await small.close();
    }
  });

  it('is generous by default: hundreds of requests a minute from one address go through', async () => {
    expect(t.config.RATE_LIMIT_MAX).toBeGreaterThanOrEqual(300);
    const answers = await Promise.all(
      Array.from({ length: 300 }, () =>
        t.app.inject({ url: '/api/customer/shop/nobody', remoteAddress: NAT }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 404)).toBe(true);
  });

  it('holds checkemail, which tells whether an account exists, to a tighter ceiling', async () => {
    const answers = [];
    for (let i = 0; i < 100; i++)
      answers.push(await post('/api/checkemail', { email: `probe${i}@example.ng` }));
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(
      ABUSE_LIMITS.checkEmailPerAddressPerMinute,
    );
    const refused = answers.at(-1)!;
    expectLimited(refused, MSG.tooManyRequests);
    expect(
      (await post('/api/checkemail', { email: 'new@example.ng' }, { ip: '105.112.0.9' })).statusCode,
    ).toBe(401);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('the limits on Redis', () => {
  it('counts the per-address ceiling and sign-in failures in Redis', async () => {
    const onRedis = await createTestApp({}, { REDIS_URL: redisUrl, RATE_LIMIT_MAX: '15' });
    // Keys outlive the test in Redis: an address and an account of this run only.
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    try {
      const { app } = onRedis;
      const res = await app.inject({
        method: 'POST',
        url: '/api/registerpartone',
        payload: {
          email: `redis-${ip}@example.ng`,
          full_name: 'Chioma Eze',
          business_name: `Redis ${ip}`,
          phone_number: `0803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
          gender: 'Female',
          password: 'Secret@123',
          c_password: 'Secret@123',
        },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(201);
      const tries = [];
      for (let i = 0; i < 6; i++) {
        tries.push(
          await app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { email: `redis-${ip}@example.ng`, password: `Guess@${i}` },
            remoteAddress: ip,
          }),
        );
      }
      expect(tries.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 429]);
      expect(retryAfter(tries[5]!)).toBeGreaterThan(0);
      const more = [];
      for (let i = 0; i < 10; i++)
        more.push(await app.inject({ url: '/api/customer/shop/nobody', remoteAddress: ip }));
      expect(more.filter((r) => r.statusCode === 429).length).toBeGreaterThan(0);
      expect(retryAfter(more.find((r) => r.statusCode === 429)!)).toBeGreaterThan(0);
    } finally {
      await onRedis.close();
    }
  });
});
