import { MSG, SECURITY } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, lastCode, signUp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const post = (url: string, payload: object, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const email = 'vendor1@example.ng';

describe('e-mail codes and password reset', () => {
  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const res = await post('/api/checkforgetemail', { email: 'nobody@example.ng' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.tokenSentEmail });
    expect(t.mails).toHaveLength(0);
  });

  it('sends a 6-digit code at most once a minute per address', async () => {
    await signUp(t.app);
    expect((await post('/api/checkforgetemail', { email })).statusCode).toBe(200);
    expect(lastCode(t.mails, email)).toMatch(/^\d{6}$/);
    const again = await post('/api/checkforgetemail', { email });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Please wait \d+ seconds before requesting another token$/);
    t.clock.advance(SECURITY.codeResendMs);
    expect((await post('/api/checkforgetemail', { email })).statusCode).toBe(200);
    expect(t.mails).toHaveLength(2);
  });

  it('accepts the right code once (202), verifies the e-mail and resets the password, revoking tokens', async () => {
    const { userId, auth } = await signUp(t.app);
    await post('/api/checkforgetemail', { email });
    const code = lastCode(t.mails, email);
    const ok = await post('/api/checktoken', { _method: 'patch', userid: email, token: code });
    expect(ok.statusCode).toBe(202);
    expect(ok.json()).toMatchObject({ success: true, message: MSG.tokenAccepted });
    const reused = await post('/api/checktoken', { _method: 'patch', userid: email, token: code });
    expect(reused.json().message).toBe(MSG.tokenIncorrect);

    const [[user]] = (await t.app.inject({ url: `/api/getuserdetails/${userId}`, headers: auth })).json();
    expect(user.email_verify_checker).toBe(true);

    const reset = await post('/api/resetpassword', {
      reset_token: ok.json().reset_token,
      password: 'Newpass@1',
      c_password: 'Newpass@1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/getuserdetails/${userId}`, headers: auth })).statusCode).toBe(
      401,
    );
    expect((await post('/api/login', { email, password: 'Secret@123' })).statusCode).toBe(401);
    expect((await post('/api/login', { email, password: 'Newpass@1' })).statusCode).toBe(200);
    const replay = await post('/api/resetpassword', {
      reset_token: ok.json().reset_token,
      password: 'Other@123',
      c_password: 'Other@123',
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(MSG.resetExpired);
  });

  it('checks the new password with the shared rules', async () => {
    const res = await post('/api/resetpassword', { reset_token: 'x', password: 'weak', c_password: 'weak' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toBe(MSG.passwordMin);
  });

  it("answers 'Token incorrect', stops after 5 wrong tries, and expires codes after 10 minutes", async () => {
    const { userId } = await signUp(t.app);
    await post('/api/checkforgetemail', { email });
    const code = lastCode(t.mails, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SECURITY.codeMaxWrongTries; i++) {
      const res = await post('/api/checktoken', { _method: 'patch', userid: String(userId), token: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: MSG.tokenIncorrect });
    }
    const blocked = await post('/api/checktoken', { _method: 'patch', userid: String(userId), token: code });
    expect(blocked.statusCode).toBe(429);

    t.clock.advance(SECURITY.codeResendMs);
    await post('/api/checkforgetemail', { email });
    const fresh = lastCode(t.mails, email);
    t.clock.advance(SECURITY.codeTtlMs + 1);
    const late = await post('/api/checktoken', { _method: 'patch', userid: email, token: fresh });
    expect(late.json().message).toBe(MSG.tokenIncorrect);
  });

  it('takes form fields as well as JSON, and refuses a code that is not 6 digits', async () => {
    await signUp(t.app);
    await post('/api/checkforgetemail', { email });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checktoken',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        _method: 'patch',
        userid: email,
        token: lastCode(t.mails, email),
      }).toString(),
    });
    expect(res.statusCode).toBe(202);
    const short = await post('/api/checktoken', { userid: email, token: '12a' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.token).toBe(MSG.codeDigits);
  });

  it("answers 500 'Something went wrong' when the mail cannot be sent, without leaking why", async () => {
    const broken = await createTestApp({
      mailer: {
        send: async () => {
          throw new Error('connect ECONNREFUSED 10.0.0.1:587 at /srv/secret/path.ts');
        },
      },
    });
    await signUp(broken.app);
    const res = await broken.app.inject({ method: 'POST', url: '/api/checkforgetemail', payload: { email } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: MSG.somethingWrong });
    await broken.close();
  });
});

describe('phone codes', () => {
  it('sends an SMS code to the account phone and accepts it with 202', async () => {
    const { userId, auth } = await signUp(t.app);
    const phone = '08030000001';
    const other = await post('/api/sendoptphone', { phone_number: '08099999999' }, auth);
    expect(other.statusCode).toBe(422);
    const sent = await post('/api/sendoptphone', { phone_number: phone }, auth);
    expect(sent.json()).toEqual({ success: true, message: MSG.tokenSentPhone });
    const bad = await post('/api/checksmstoken', { _method: 'patch', userid: userId, token: '999999' }, auth);
    expect(bad.json().message).toBe(MSG.tokenIncorrect);
    // A PHP or mobile client sends the code as a JSON number (and the id as text).
    const ok = await post(
      '/api/checksmstoken',
      { _method: 'patch', userid: String(userId), token: Number(lastCode(t.smses, phone)) },
      auth,
    );
    expect(ok.statusCode).toBe(202);
    const [[user]] = (await t.app.inject({ url: `/api/getuserdetails/${userId}`, headers: auth })).json();
    expect(user.phone_verify_checker).toBe(true);
  });

  it('needs a signed-in vendor, and only for its own id', async () => {
    expect((await post('/api/sendoptphone', { phone_number: '08030000001' })).statusCode).toBe(401);
    const a = await signUp(t.app, 1);
    const b = await signUp(t.app, 2);
    const res = await post('/api/checksmstoken', { userid: b.userId, token: '123456' }, a.auth);
    expect(res.statusCode).toBe(403);
  });
});
