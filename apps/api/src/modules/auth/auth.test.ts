import { ABUSE_LIMITS, MSG, SECURITY } from '@app/shared';

const L = ABUSE_LIMITS.signIn;

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp, validSignUp } from '../../test/harness.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const emailIsNew = async (email: string) => (await post('/api/checkemail', { email })).statusCode === 401;

describe('checkemail', () => {
  it('answers 401 for a new e-mail and 200 for an existing one', async () => {
    expect((await post('/api/checkemail', { email: 'new@example.ng' })).statusCode).toBe(401);
    await signUp(t.app);
    const res = await post('/api/checkemail', { email: 'VENDOR1@example.ng' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.accountExists });
  });

  it('refuses an invalid e-mail with the spec message', async () => {
    const res = await post('/api/checkemail', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.invalidEmail);
  });
});

describe('registerpartone', () => {
  it('creates the vendor and answers 201 with a token', async () => {
    const res = await post('/api/registerpartone', { ...validSignUp(), referralCode: '' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: MSG.signUpSuccess, registerStatus: false });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(typeof body.userId).toBe('number');
  });

  it('takes the null referral code PHP and mobile clients send for none', async () => {
    const res = await post('/api/registerpartone', { ...validSignUp(), referralCode: null });
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each([
    ['email', { email: 'x@' }, MSG.invalidEmail],
    ['full_name', { full_name: 'A'.repeat(41) }, MSG.fullNameMax],
    ['full_name', { full_name: '  ' }, MSG.required],
    ['business_name', { business_name: '' }, MSG.required],
    ['phone_number', { phone_number: '080123' }, MSG.phoneMin],
    ['gender', { gender: undefined }, MSG.required],
    ['password', { password: 'Ab1!', c_password: 'Ab1!' }, MSG.passwordMin],
    ['password', { password: 'secret@123', c_password: 'secret@123' }, MSG.passwordUpper],
    ['password', { password: 'SECRET@123', c_password: 'SECRET@123' }, MSG.passwordLower],
    ['password', { password: 'Secret@abc', c_password: 'Secret@abc' }, MSG.passwordDigit],
    ['password', { password: 'Secret1234', c_password: 'Secret1234' }, MSG.passwordSpecial],
    ['c_password', { c_password: 'Other@123' }, MSG.passwordsDiffer],
  ])('refuses a bad %s with its message and writes nothing', async (field, change, message) => {
    const res = await post('/api/registerpartone', { ...validSignUp(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await emailIsNew(validSignUp().email)).toBe(true);
  });

  it('refuses a duplicate e-mail or phone with 422', async () => {
    await signUp(t.app, 1);
    const again = await post('/api/registerpartone', { ...validSignUp(1), phone_number: '09099999999' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toBe(MSG.accountExists);
    const phone = await post('/api/registerpartone', {
      ...validSignUp(2),
      phone_number: validSignUp(1).phone_number,
    });
    expect(phone.statusCode).toBe(422);
    expect(phone.json().errors.phone_number).toBe(MSG.phoneInUse);
  });

  it('gives concurrent sign-ups with one e-mail exactly one account', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post('/api/registerpartone', { ...validSignUp(1), phone_number: `0907000000${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 422)).toBe(true);
  });

  it('answers malformed, wrongly typed and oversized bodies with 4xx and no stack', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/registerpartone',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).not.toMatch(/at .*\.ts|node_modules/);
    const typed = await post('/api/registerpartone', { ...validSignUp(), full_name: 42 });
    expect(typed.statusCode).toBe(400);
    const huge = await post('/api/registerpartone', {
      ...validSignUp(),
      full_name: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect(await emailIsNew(validSignUp().email)).toBe(true);
  });

  it('keeps a valid referral code and ignores an unknown one', async () => {
    const first = await signUp(t.app, 1);
    const details = await t.app.inject({ url: `/api/getuserdetails/${first.userId}`, headers: first.auth });
    const code = details.json()[0][0].referral_code as string;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const res = await post('/api/registerpartone', { ...validSignUp(2), referralCode: code.toLowerCase() });
    expect(res.statusCode).toBe(201);
    const unknown = await post('/api/registerpartone', { ...validSignUp(3), referralCode: 'NOPE' });
    expect(unknown.statusCode).toBe(201);
  });
});

describe('login and tokens', () => {
  const login = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

  it('signs in with the right password and answers the register status', async () => {
    await signUp(t.app);
    const res = await login('vendor1@example.ng', 'Secret@123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, registerStatus: false, message: MSG.signInSuccess });
  });

  it("answers 'email/password incorrect' alike for a wrong password and an unknown e-mail", async () => {
    await signUp(t.app);
    const wrong = await login('vendor1@example.ng', 'Wrong@123');
    const unknown = await login('nobody@example.ng', 'Wrong@123');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: MSG.loginIncorrect });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('reports a disabled account', async () => {
    const { userId } = await signUp(t.app);
    await t.app.container.db.updateTable('users').set({ disabled: 1 }).where('id', '=', userId).execute();
    const res = await login('vendor1@example.ng', 'Secret@123');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, disabled: true, message: MSG.accountDisabled });
  });

  it('locks an account and address pair after 5 failures, for longer each time; the right password elsewhere works', async () => {
    await signUp(t.app);
    for (let i = 0; i < L.pairFreeFailures; i++) {
      expect((await login('vendor1@example.ng', 'Wrong@123', '10.0.1.1')).statusCode).toBe(401);
    }
    const locked = await login('vendor1@example.ng', 'Secret@123', '10.0.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MSG.tooManySignIns);
    expect(Number(locked.headers['retry-after'])).toBe(L.pairLockBaseMs / 1000);
    // The owner elsewhere is not blocked by someone guessing from 10.0.1.1.
    expect((await login('vendor1@example.ng', 'Secret@123', '10.0.2.1')).statusCode).toBe(200);

    t.clock.advance(L.pairLockBaseMs);
    expect((await login('vendor1@example.ng', 'Wrong@123', '10.0.1.1')).statusCode).toBe(401);
    const longer = await login('vendor1@example.ng', 'Secret@123', '10.0.1.1');
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe((2 * L.pairLockBaseMs) / 1000);
    t.clock.advance(2 * L.pairLockBaseMs);
    expect((await login('vendor1@example.ng', 'Secret@123', '10.0.1.1')).statusCode).toBe(200);
  });

  it('limits one IP trying e-mails with no account at their own ceiling, for a window', async () => {
    await signUp(t.app);
    for (let i = 0; i < L.unknownIpMaxFailures; i++) {
      expect((await login(`guess${i}@example.ng`, 'Wrong@123', '10.9.9.9')).statusCode).toBe(401);
    }
    const blocked = await login('guess@example.ng', 'Wrong@123', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('guess@example.ng', 'Wrong@123', '10.9.9.8')).statusCode).toBe(401);
    expect((await login('vendor1@example.ng', 'Secret@123', '10.9.9.9')).statusCode).toBe(200);
    t.clock.advance(L.ipWindowMs);
    expect((await login('guess@example.ng', 'Wrong@123', '10.9.9.9')).statusCode).toBe(401);
  });

  it('answers a missing, unknown or revoked token with exactly {"message":"Unauthenticated."}', async () => {
    const { userId, auth } = await signUp(t.app);
    const url = `/api/getuserdetails/${userId}`;
    expect((await t.app.inject({ url, headers: auth })).statusCode).toBe(200);
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: 'Basic abc' }]) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe('{"message":"Unauthenticated."}');
    }
    expect((await t.app.inject({ url: '/api/logout', headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: auth })).body).toBe('{"message":"Unauthenticated."}');
  });

  it('expires a token after 30 idle days', async () => {
    const { userId, auth } = await signUp(t.app);
    t.clock.advance(SECURITY.tokenIdleTtlMs + 60_000);
    expect((await t.app.inject({ url: `/api/getuserdetails/${userId}`, headers: auth })).statusCode).toBe(
      401,
    );
  });

  it('stores only a hash of the token and of the password', async () => {
    const { token } = await signUp(t.app);
    const row = await t.app.container.db
      .selectFrom('auth_tokens')
      .select('token_hash')
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(token);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const user = await t.app.container.db
      .selectFrom('users')
      .select('password_hash')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('getuserdetails', () => {
  it('answers [[{...}]] with the SPEC §3 fields for the vendor itself only', async () => {
    const a = await signUp(t.app, 1);
    const b = await signUp(t.app, 2);
    const res = await t.app.inject({ url: `/api/getuserdetails/${a.userId}`, headers: a.auth });
    const [[user]] = res.json();
    expect(user).toMatchObject({
      id: a.userId,
      full_name: 'Chioma Eze',
      email: 'vendor1@example.ng',
      register_status: false,
      account_active: false,
      email_verify_checker: false,
      phone_verify_checker: false,
      businesscategory: [],
      profile_pic: '/default-avatar.svg',
      profile_link: 'chioma-braids-1',
    });
    expect(user).not.toHaveProperty('password_hash');
    const other = await t.app.inject({ url: `/api/getuserdetails/${b.userId}`, headers: a.auth });
    expect(other.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/getuserdetails/abc', headers: a.auth })).statusCode).toBe(400);
  });
});

describe('errors', () => {
  it('answers unknown API paths with 404 JSON', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.notFound });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/registerpartone', '/api/getuserdetails/{userId}']),
    );
  });
});
