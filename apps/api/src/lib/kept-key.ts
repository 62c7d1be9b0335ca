import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A secret the embedded default makes on first run and keeps in `file`, readable by this user
 * only: `make()`'s text, written once. Written with O_EXCL: two processes on the same data
 * directory (the server and `npm run admin`) that start together both read the one written first.
 */
export function keptFile(file: string, make: () => string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, make(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8');
}

/** A 32-byte key: the configured one (base64 or base64url), else one kept in `file` (keptFile). */
export function keptKey(configured: string | undefined, file: string): Buffer {
  if (configured) return Buffer.from(configured, 'base64');
  return Buffer.from(keptFile(file, () => `${randomBytes(32).toString('base64')}\n`).trim(), 'base64');
}
