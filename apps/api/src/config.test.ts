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
