import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../../..');

describe('DATA_DIR', () => {
  it("defaults to the repository's data/ whatever the directory the command runs in", () => {
    // `npm run admin` runs in apps/api; `npm start` in the repository's root: both find one database.
    for (const cwd of [REPO_ROOT, join(REPO_ROOT, 'apps/api')]) {
      expect(loadConfig({ INIT_CWD: cwd }).DATA_DIR).toBe(join(REPO_ROOT, 'data'));
    }
    expect(loadConfig({}).DATA_DIR).toBe(join(REPO_ROOT, 'data'));
  });

  it('reads a relative DATA_DIR from the directory npm was started in; an absolute one as it is', () => {
    expect(loadConfig({ DATA_DIR: './shop', INIT_CWD: '/srv/app' }).DATA_DIR).toBe('/srv/app/shop');
    expect(loadConfig({ DATA_DIR: '/var/lib/vendor', INIT_CWD: '/srv/app' }).DATA_DIR).toBe(
      '/var/lib/vendor',
    );
    expect(loadConfig({ DATA_DIR: 'shop' }).DATA_DIR).toBe(resolve('shop'));
  });
});

/** A VAPID pair's shape (config.ts checks the lengths, the push adapter the curve). */
const VAPID = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43) };

describe('NIN_ENCRYPTION_KEY (issue 37)', () => {
  const pg = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop' };
  it('is required in production on PostgreSQL, where every instance must seal with the same key', () => {
    expect(() => loadConfig(pg)).toThrow(/NIN_ENCRYPTION_KEY: is required in production with DATABASE_URL/);
    const key = Buffer.alloc(32, 9).toString('base64');
    expect(loadConfig({ ...pg, ...VAPID, NIN_ENCRYPTION_KEY: key }).NIN_ENCRYPTION_KEY).toBe(key);
    // The embedded default makes and keeps its own key.
    expect(loadConfig({ NODE_ENV: 'production' }).NIN_ENCRYPTION_KEY).toBeUndefined();
  });

  it('must be 32 bytes of base64', () => {
    expect(() => loadConfig({ NIN_ENCRYPTION_KEY: 'short' })).toThrow(/must be 32 bytes in base64/);
    expect(() => loadConfig({ NIN_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /must be 32 bytes/,
    );
  });
});

describe('VAPID keys (issue 34)', () => {
  const pg = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://db/shop',
    NIN_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
  };
  it('are required in production on PostgreSQL, where any instance may push to a device', () => {
    expect(() => loadConfig(pg)).toThrow(
      /VAPID_PUBLIC_KEY: and VAPID_PRIVATE_KEY are required in production/,
    );
    expect(loadConfig({ ...pg, ...VAPID }).VAPID_PUBLIC_KEY).toBe(VAPID.VAPID_PUBLIC_KEY);
    // The embedded default makes and keeps its own pair (adapters/web-push.ts).
    expect(loadConfig({ NODE_ENV: 'production' }).VAPID_PUBLIC_KEY).toBeUndefined();
  });
});
