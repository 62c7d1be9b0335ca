import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './harness.ts';

// Issue 11: the original web front end, served from its own origin, may call the API.
const FRONT_END = 'https://vendors.example.ng';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { CORS_ORIGINS: `${FRONT_END}, https://beta.example.ng` });
});
afterAll(() => t.close());

describe('CORS', () => {
  it('answers a listed origin, preflight included, with the headers our calls send', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/withdrawalrequest',
      headers: {
        origin: FRONT_END,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(FRONT_END);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'idempotency-key',
    );

    const vendor = await signUp(t.app);
    const call = await t.app.inject({
      url: `/api/getuserdetails/${vendor.userId}`,
      headers: { ...vendor.auth, origin: FRONT_END },
    });
    expect(call.statusCode).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBe(FRONT_END);
    expect(call.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it("lets a laravel-echo front end's axios (X-Socket-Id) call, and PATCH stand for `_method`", async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/checktoken',
      headers: {
        origin: FRONT_END,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization, content-type, x-socket-id',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('x-socket-id');

    // The same call as a POST with `_method: patch` and as a PATCH: the same answer.
    const payload = { userid: 'nobody@example.ng', token: '123456' };
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/api/checktoken',
      payload: { _method: 'patch', ...payload },
    });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/checktoken',
      payload,
      headers: { origin: FRONT_END },
    });
    expect(spoofed.statusCode).toBe(400);
    expect(patched.statusCode).toBe(spoofed.statusCode);
    expect(patched.json()).toEqual(spoofed.json());
    expect(patched.headers['access-control-allow-origin']).toBe(FRONT_END);
  });

  it('tells any other origin nothing', async () => {
    const res = await t.app.inject({ url: '/api/banks', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/banks',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
