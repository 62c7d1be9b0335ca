import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What scripts/build.mjs writes beside the page scripts: each entry's content-named file. */
export const ASSETS_MANIFEST = 'manifest.json';
/** Where the built page scripts are served. */
export const ASSETS_PREFIX = '/shop-assets/';

/**
 * The public pages' built scripts (apps/api/scripts/build.mjs, into dist/shop-assets): the address
 * of each entry's file. Without a build (tests from source) the pages are served without a script,
 * which is how a client sees them before it arrives anyway.
 */
export function shopAssets(dir: string) {
  const path = join(dir, ASSETS_MANIFEST);
  const entries: Record<string, string> = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  return {
    dir,
    built: Object.keys(entries).length > 0,
    script: (entry: string) => (entries[entry] ? `${ASSETS_PREFIX}${entries[entry]}` : null),
  };
}
