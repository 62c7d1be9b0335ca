import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';

/** The built web app as the server serves it: what a browser may keep, and for how long. */
let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'sign-in.html'), '<!doctype html><title>app</title><form>sign in</form>');
  mkdirSync(join(dist, 'dashboard'));
  writeFileSync(
    join(dist, 'dashboard', 'calendar.html'),
    '<!doctype html><title>app</title><link rel="modulepreload">',
  );
  writeFileSync(join(dist, 'app.html'), '<!doctype html><title>My Shop</title>');
  writeFileSync(join(dist, 'assets', 'index-Br_Sj00w.js'), 'console.log("app")');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  t = await createTestApp({}, { WEB_DIST: dist });
});
afterAll(() => t.close());

describe('the web app', () => {
  it('lets a browser keep a content-named asset for a year without asking again', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-Br_Sj00w.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("answers a file the same to every origin, with no 'Vary: Origin' splitting the browser's cache (issue 34)", async () => {
    for (const origin of [undefined, 'https://elsewhere.example']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/index-Br_Sj00w.js',
        headers: { 'accept-encoding': 'br', ...(origin ? { origin } : {}) },
      });
      expect(String(res.headers.vary ?? '').toLowerCase(), origin).not.toContain('origin');
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('sends a content-named file only the headers a script or style needs, the page all of them (issue 34)', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Br_Sj00w.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ])
      expect(asset.headers[name], name).toBeUndefined();
    for (const url of ['/sign-in', '/sw.js', '/favicon.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('has the page and the files without a content name revalidated on every load', async () => {
    for (const url of ['/', '/favicon.svg', '/dashboard/calendar']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a path with the page the build wrote for it, and every other path with the plain one', async () => {
    for (const url of ['/sign-in', '/sign-in?ref=AB12', '/sign-in/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<form>sign in</form>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of ['/dashboard/calendar', '/dashboard/calendar?date=2026-11-26']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<link rel="modulepreload">');
    }
    for (const url of [
      '/',
      '/sign-in/forget-password',
      '/dashboard',
      '/dashboard/earnings',
      '/dashboard/calendar/x',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toBe('<!doctype html><title>app</title>');
    }
  });

  it("answers /app with the phone app's own page (issue 34), its tab in the hash never reaching the server", async () => {
    for (const url of ['/app', '/app/', '/app?source=pwa']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<!doctype html><title>My Shop</title>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
