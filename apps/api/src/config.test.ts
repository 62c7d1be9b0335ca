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

describe('NIN_ENCRYPTION_KEY (issue 37)', () => {
  const pg = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop' };
  it('is required in production on PostgreSQL, where every instance must seal with the same key', () => {
    expect(() => loadConfig(pg)).toThrow(/NIN_ENCRYPTION_KEY: is required in production with DATABASE_URL/);
    const key = Buffer.alloc(32, 9).toString('base64');
    expect(loadConfig({ ...pg, NIN_ENCRYPTION_KEY: key }).NIN_ENCRYPTION_KEY).toBe(key);
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
