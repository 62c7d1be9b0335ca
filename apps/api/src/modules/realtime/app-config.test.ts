import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp } from '../../test/harness.ts';

/** GET /api/app-config, public: what the browser may offer depends on what the server is configured with. */
async function appConfigWith(env: NodeJS.ProcessEnv) {
  const t = await createTestApp({}, env);
  try {
    const res = await t.app.inject({ url: '/api/app-config' });
    expect(res.statusCode).toBe(200);
    return res.json();
  } finally {
    await t.close();
  }
}

describe('app-config', () => {
  it('says social sign-in is not configured, and no store page is known, by default', async () => {
    const answer = await appConfigWith({});
    expect(answer.social_sign_in).toBe(false);
    expect(answer.vendor_apps).toEqual({ ios: null, android: null });
  });

  it('offers social sign-in only once both the client id and secret are set', async () => {
    expect((await appConfigWith({ OIDC_CLIENT_ID: 'client-1' })).social_sign_in).toBe(false);
    expect((await appConfigWith({ OIDC_CLIENT_SECRET: 's3cret' })).social_sign_in).toBe(false);
    expect(
      (await appConfigWith({ OIDC_CLIENT_ID: 'client-1', OIDC_CLIENT_SECRET: 's3cret' })).social_sign_in,
    ).toBe(true);
  });

  it('answers the configured store pages, each on its own', async () => {
    const ios = 'https://apps.apple.com/ng/app/example/id123';
    const android = 'https://play.google.com/store/apps/details?id=ng.example.vendor';
    expect((await appConfigWith({ IOS_APP_URL: ios })).vendor_apps).toEqual({ ios, android: null });
    expect((await appConfigWith({ IOS_APP_URL: ios, ANDROID_APP_URL: android })).vendor_apps).toEqual({
      ios,
      android,
    });
  });

  it('refuses a store address that is not a web address at start-up', () => {
    expect(() => loadConfig({ IOS_APP_URL: 'javascript:alert(1)' })).toThrow(/IOS_APP_URL/);
    expect(() => loadConfig({ ANDROID_APP_URL: 'play store' })).toThrow(/ANDROID_APP_URL/);
  });
});
