import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A 32-byte key: the configured one (base64 or base64url), or, for the embedded default, one made
 * on first run and kept in a file only this user can read. Made with O_EXCL: two processes on the
 * same data directory (the server and `npm run admin`) that start together both end up reading
 * the one key written first.
 */
export function keptKey(configured: string | undefined, file: string): Buffer {
  if (configured) return Buffer.from(configured, 'base64');
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}
