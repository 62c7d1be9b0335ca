import { MSG } from '@app/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { logController, loggerOptions } from '../lib/logging.ts';
import { securityHeaders } from '../lib/security-headers.ts';
import { createTestApp, type TestApp } from './harness.ts';

// Issue 10: the token is checked before anything else, and every answer carries the security headers.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Every operation of our OpenAPI document that needs a bearer token, with its path filled in. */
async function securedOperations() {
  await t.app.ready();
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.security?.length)
      .map(([method, _]) => ({
        method: method.toUpperCase() as Method,
        url: path.replace(/\{[^}]+\}/g, '1'),
      })),
  );
}

describe('401 before anything else', () => {
  it('answers every secured operation sent an anonymous, invalid body with 401 Unauthenticated.', async () => {
    const operations = await securedOperations();
    expect(operations.length).toBeGreaterThan(70);
    for (const { method, url } of operations) {
      for (const authorization of [undefined, 'Bearer not-a-token']) {
        const res = await t.app.inject({
          method,
          url,
          headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{"broken": ' }),
        });
        expect([`${method} ${url}`, res.statusCode, res.json()]).toEqual([
          `${method} ${url}`,
          401,
          { message: MSG.unauthenticated },
        ]);
      }
    }
  });

  it('does not read an anonymous 16 MB body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":"${'x'.repeat(16 * 1024 * 1024)}"}`,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('security headers on every answer', () => {
  it('sends a same-origin CSP without framing, nosniff and no referrer, on API, page and error answers', async () => {
    for (const url of ['/api/banks', '/api/businesscategories', '/api/nowhere', '/pay/return?reference=x']) {
      const res = await t.app.inject({ url, headers: { host: 'shop.example.ng:8080' } });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self';");
      // The browser reaches realtime on its own port of the same host.
      expect(csp).toContain(`ws://shop.example.ng:${t.config.REALTIME_PORT}`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS when served over https, and the support widget hosts only when it is configured', async () => {
    // The harness pins PUBLIC_URL, so the headers are checked on a bare app with this configuration.
    const secure = Fastify();
    await securityHeaders(
      secure,
      loadConfig({ PUBLIC_URL: 'https://vendors.example.ng', TAWK_PROPERTY_ID: 'p1', TAWK_WIDGET_ID: 'w1' }),
    );
    secure.get('/', async () => ({}));
    const res = await secure.inject({ url: '/' });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(String(res.headers['content-security-policy'])).toContain('https://*.tawk.to');
    await secure.close();
    const plain = await t.app.inject({ url: '/api/banks' });
    expect(String(plain.headers['content-security-policy'])).not.toContain('tawk');
  });
});

describe('the log', () => {
  it('never holds a bearer token or a query string', async () => {
    const lines: string[] = [];
    const logged = Fastify({
      logger: { ...loggerOptions('info', 'json'), stream: { write: (line: string) => lines.push(line) } },
      logController: logController(),
    });
    logged.get('/api/auth/oidc/callback', async () => ({}));
    await logged.inject({
      url: '/api/auth/oidc/callback?code=SECRET-CODE&state=SECRET-STATE',
      headers: { authorization: 'Bearer SECRET-TOKEN' },
    });
    await logged.close();
    const log = lines.join('\n');
    expect(log).toContain('GET /api/auth/oidc/callback 200');
    for (const secret of ['SECRET-CODE', 'SECRET-STATE', 'SECRET-TOKEN']) expect(log).not.toContain(secret);
  });
});
