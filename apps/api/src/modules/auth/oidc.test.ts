import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { type MockIdentity, startMockOidc } from '../../test/mock-oidc.ts';

let issuer: Awaited<ReturnType<typeof startMockOidc>>;
let who: MockIdentity = { email: 'Social@Example.ng', name: 'Bola Ade' };
let t: TestApp;

beforeAll(async () => {
  issuer = await startMockOidc('client-1', () => who);
});
afterAll(() => issuer.close());
beforeEach(async () => {
  who = { email: 'Social@Example.ng', name: 'Bola Ade' };
  t = await createTestApp(
    {},
    { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: 'client-1', OIDC_CLIENT_SECRET: 's3cret' },
  );
});
afterEach(() => t.close());

/** Runs the browser's part: start → issuer → callback; answers the final redirect's query. */
async function socialSignIn(ref?: string) {
  const start = await t.app.inject({ url: `/api/auth/oidc/start${ref ? `?ref=${ref}` : ''}` });
  expect(start.statusCode).toBe(302);
  const authorize = await fetch(start.headers.location as string, { redirect: 'manual' });
  const callback = new URL(authorize.headers.get('location') ?? '');
  expect(callback.pathname).toBe('/api/auth/oidc/callback');
  const done = await t.app.inject({ url: callback.pathname + callback.search });
  expect(done.statusCode).toBe(302);
  const target = new URL(done.headers.location as string);
  expect(target.origin + target.pathname).toBe('http://app.test/register/complete-registration');
  return Object.fromEntries(target.searchParams);
}

describe('social sign-up through OpenID Connect', () => {
  it('registers a new vendor, then signs the same vendor in', async () => {
    const first = await socialSignIn();
    expect(first).toMatchObject({ register_completed: '0', type: 'register' });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const auth = { authorization: `Bearer ${first.token}` };

    const remains = await t.app.inject({
      method: 'POST',
      url: '/api/vendaddsocialremains',
      headers: auth,
      payload: { business_name: 'Bola Cuts', phone_number: '08055556666', gender: 'Male' },
    });
    expect(remains.statusCode).toBe(200);
    const [[user]] = (
      await t.app.inject({ url: `/api/getuserdetails/${first.userId}`, headers: auth })
    ).json();
    expect(user).toMatchObject({
      email: 'social@example.ng',
      full_name: 'Bola Ade',
      business_name: 'Bola Cuts',
      email_verify_checker: true,
    });

    await t.app.container.db.updateTable('users').set({ register_status: 1 }).execute();
    const second = await socialSignIn();
    expect(second).toMatchObject({ userId: first.userId, register_completed: '1', type: 'login' });
  });

  it('refuses an unverified provider e-mail and a reused or forged state', async () => {
    who = { email: 'x@example.ng', name: 'X', email_verified: false };
    expect((await socialSignIn()).error).toMatch(/not verified/);

    const forged = await t.app.inject({ url: '/api/auth/oidc/callback?code=code-1&state=forged' });
    expect(new URL(forged.headers.location as string).searchParams.get('error')).toMatch(/expired/);
    const cancelled = await t.app.inject({ url: '/api/auth/oidc/callback?error=access_denied' });
    expect(new URL(cancelled.headers.location as string).searchParams.get('error')).toMatch(/cancelled/);
  });

  it('checks the social completion fields', async () => {
    const { token } = await socialSignIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendaddsocialremains',
      headers: { authorization: `Bearer ${token}` },
      payload: { business_name: '', phone_number: '123', gender: 'Male' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      business_name: 'Value is required',
      phone_number: 'This field should be at least 10 characters long',
    });
  });

  it('answers with an error redirect when social sign-up is not configured', async () => {
    const bare = await createTestApp();
    const res = await bare.app.inject({ url: '/api/auth/oidc/start' });
    expect(new URL(res.headers.location as string).searchParams.get('error')).toMatch(/not available/);
    await bare.close();
  });
});
