import * as client from 'openid-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOidcClient } from '../../adapters/oidc.ts';
import { loadConfig } from '../../config.ts';
import { sha256 } from '../../lib/crypto.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { type MockIdentity, type MockMisbehaviour, startMockOidc } from '../../test/mock-oidc.ts';

let issuer: Awaited<ReturnType<typeof startMockOidc>>;
let who: MockIdentity = { email: 'Social@Example.ng', name: 'Bola Ade' };
let t: TestApp;
const CALLBACK = 'http://app.test/api/auth/oidc/callback';

beforeAll(async () => {
  issuer = await startMockOidc('client-1', () => who, { clientSecret: 's3cret' });
});
afterAll(() => issuer.close());
beforeEach(async () => {
  who = { email: 'Social@Example.ng', name: 'Bola Ade' };
  issuer.misbehave({});
  issuer.refusals.length = 0;
  t = await createTestApp(
    {},
    { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: 'client-1', OIDC_CLIENT_SECRET: 's3cret' },
  );
});
afterEach(() => t.close());

/** GET /api/auth/oidc/start: answers the provider's sign-in address it redirects to. */
async function start(ref?: string) {
  const res = await t.app.inject({ url: `/api/auth/oidc/start${ref ? `?ref=${ref}` : ''}` });
  expect(res.statusCode).toBe(302);
  return new URL(res.headers.location as string);
}

/** The browser at the issuer, signed in at once: answers the callback it is sent back to. */
async function authorize(at: URL) {
  const res = await fetch(at, { redirect: 'manual' });
  const callback = new URL(res.headers.get('location') ?? '');
  expect(callback.origin + callback.pathname).toBe(CALLBACK);
  return callback;
}

/** GET the callback: answers the query of the complete-registration redirect. */
async function finish(callback: URL) {
  const res = await t.app.inject({ url: callback.pathname + callback.search });
  expect(res.statusCode).toBe(302);
  const target = new URL(res.headers.location as string);
  expect(target.origin + target.pathname).toBe('http://app.test/register/complete-registration');
  return Object.fromEntries(target.searchParams);
}

/** Runs the browser's part: start → issuer → callback; answers the final redirect's query. */
const socialSignIn = async (ref?: string) => finish(await authorize(await start(ref)));

const userCount = async () =>
  Number(
    (
      await t.app.container.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const FAILED = /Could not complete social sign-up/;
const EXPIRED = /expired/;

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
    expect(issuer.refusals).toEqual([]);
  });

  it('refuses an unverified provider e-mail and a reused or forged state', async () => {
    who = { email: 'x@example.ng', name: 'X', email_verified: false };
    expect((await socialSignIn()).error).toMatch(/not verified/);

    const forged = await t.app.inject({ url: '/api/auth/oidc/callback?code=code-1&state=forged' });
    expect(new URL(forged.headers.location as string).searchParams.get('error')).toMatch(EXPIRED);
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

  it('answers with an error redirect when the provider cannot be reached', async () => {
    const unreachable = await createTestApp(
      {},
      { OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'client-1', OIDC_CLIENT_SECRET: 's3cret' },
    );
    const res = await unreachable.app.inject({ url: '/api/auth/oidc/start' });
    expect(new URL(res.headers.location as string).searchParams.get('error')).toMatch(
      /Could not reach the sign-in provider/,
    );
    expect(await unreachable.app.container.db.selectFrom('oauth_states').selectAll().execute()).toEqual([]);
    await unreachable.close();
  });
});

describe('state, nonce and PKCE', () => {
  it('sends state, nonce and an S256 challenge, and keeps all three secrets here', async () => {
    const at = await start('REF123');
    const params = at.searchParams;
    expect(at.origin + at.pathname).toBe(`${issuer.issuer}/authorize`);
    expect(Object.fromEntries(params)).toMatchObject({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: CALLBACK,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    const state = params.get('state') ?? '';
    const nonce = params.get('nonce') ?? '';
    const challenge = params.get('code_challenge') ?? '';
    for (const value of [state, nonce, challenge]) expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.has('code_verifier')).toBe(false);

    // Only the state's hash is kept, with the nonce and the verifier behind the challenge.
    const rows = await t.app.container.db.selectFrom('oauth_states').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state_hash: sha256(state), ref: 'REF123' });
    expect(rows[0]!.nonce).toBe(nonce);
    expect(await client.calculatePKCECodeChallenge(rows[0]!.code_verifier ?? '')).toBe(challenge);

    // Every start has its own.
    const again = (await start()).searchParams;
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(again.get(name)).not.toBe(params.get(name));
  });

  it('refuses a wrong state and leaves the right one usable', async () => {
    const callback = await authorize(await start());
    const wrong = new URL(callback);
    wrong.searchParams.set('state', client.randomState());
    expect((await finish(wrong)).error).toMatch(EXPIRED);
    expect(await finish(callback)).toMatchObject({ type: 'register' });
  });

  it('refuses a replayed or stale state', async () => {
    const callback = await authorize(await start());
    expect(await finish(callback)).toMatchObject({ type: 'register' });
    const replay = await finish(callback);
    expect(replay.error).toMatch(EXPIRED);
    expect(replay.token).toBeUndefined();

    const late = await authorize(await start());
    t.clock.advance(10 * 60 * 1000 + 1000);
    expect((await finish(late)).error).toMatch(EXPIRED);
  });

  it("refuses a code redeemed with another flow's PKCE verifier (an injected code)", async () => {
    const victim = await authorize(await start());
    const attacker = await authorize(await start());
    const injected = new URL(attacker);
    injected.searchParams.set('code', victim.searchParams.get('code') ?? '');
    expect((await finish(injected)).error).toMatch(FAILED);
    expect(issuer.refusals).toEqual(['token: code_verifier does not match code_challenge']);
    expect(await userCount()).toBe(0);
  });

  it('refuses a saved flow without its PKCE verifier before redeeming the code', async () => {
    const at = await start();
    const callback = await authorize(at);
    await t.app.container.db.updateTable('oauth_states').set({ code_verifier: null }).execute();
    expect((await finish(callback)).error).toMatch(FAILED);
    expect(issuer.refusals).toEqual([]);
    expect(await userCount()).toBe(0);
  });

  const forgeries: [string, MockMisbehaviour][] = [
    ['a wrong nonce', { claims: { nonce: client.randomNonce() } }],
    ['no nonce', { claims: { nonce: undefined } }],
    ['another audience', { claims: { aud: 'client-2' } }],
    ['another issuer', { claims: { iss: 'https://issuer.example' } }],
    ['an expired token', { claims: { exp: Math.floor(Date.now() / 1000) - 3600 } }],
    ['a signature by an unknown key', { foreignKey: true }],
  ];
  it.each(forgeries)('refuses an ID token with %s', async (_, how) => {
    issuer.misbehave(how);
    expect((await socialSignIn()).error).toMatch(FAILED);
    expect(issuer.refusals).toEqual([]); // the issuer answered; the client refused its answer
    expect(await userCount()).toBe(0);
  });
});

describe('the OpenID Connect adapter', () => {
  const adapter = (issuerUrl: string) =>
    createOidcClient(
      loadConfig(
        { OIDC_ISSUER: issuerUrl, OIDC_CLIENT_ID: 'client-1', OIDC_CLIENT_SECRET: 's3cret' },
        { PUBLIC_URL: 'http://app.test' },
      ),
      CALLBACK,
    );

  it('refuses to redeem a code without the PKCE verifier or with a wrong one', async () => {
    const oidc = adapter(issuer.issuer);
    const { url, checks } = await oidc.authorizationUrl();
    const back = await authorize(new URL(url));
    const callback = {
      code: back.searchParams.get('code') ?? '',
      state: back.searchParams.get('state') ?? '',
    };

    await expect(oidc.exchange(callback, { ...checks, codeVerifier: '' })).rejects.toThrow();
    expect(issuer.refusals).toEqual([]); // refused before asking the issuer
    await expect(
      oidc.exchange(callback, { ...checks, codeVerifier: client.randomPKCECodeVerifier() }),
    ).rejects.toThrow();
    expect(issuer.refusals).toEqual(['token: code_verifier does not match code_challenge']);

    // The issuer itself refuses a code redeemed without a verifier.
    const second = await authorize(new URL((await oidc.authorizationUrl()).url));
    const res = await fetch(`${issuer.issuer}/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: second.searchParams.get('code') ?? '',
        redirect_uri: CALLBACK,
        client_id: 'client-1',
        client_secret: 's3cret',
      }),
    });
    expect(res.status).toBe(400);
    expect(issuer.refusals.at(-1)).toBe('token: code_verifier missing');
  });

  it('answers the verified claims', async () => {
    who = { email: 'Ada@Example.ng', name: 'Ada Obi', email_verified: true };
    const oidc = adapter(`${issuer.issuer}/`);
    const { url, checks } = await oidc.authorizationUrl();
    const back = await authorize(new URL(url));
    const identity = await oidc.exchange(
      { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' },
      checks,
    );
    expect(identity).toEqual({
      sub: 'Ada@Example.ng',
      email: 'ada@example.ng',
      emailVerified: true,
      name: 'Ada Obi',
    });
  });

  it('talks plain http to a loopback test issuer only', async () => {
    await expect(adapter('http://oidc.example.test').authorizationUrl()).rejects.toThrow(
      /only requests to HTTPS are allowed/,
    );
  });
});
