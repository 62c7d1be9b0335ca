import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keptKey } from './kept-key.ts';
import { isSealed, sealer } from './sealed.ts';

describe('sealed values (issue 37: the NIN at rest)', () => {
  const key = randomBytes(32);
  const box = sealer(key, 'nin');

  it('opens what it sealed, and never seals a number to the same text twice', () => {
    const once = box.seal('12345678901');
    const twice = box.seal('12345678901');
    expect(once).not.toBe(twice);
    expect(once).not.toContain('12345678901');
    expect(isSealed(once)).toBe(true);
    expect(isSealed('12345678901')).toBe(false);
    expect(box.open(once)).toBe('12345678901');
    expect(box.open(twice)).toBe('12345678901');
  });

  it('refuses a changed text and another key', () => {
    const sealed = box.seal('12345678901');
    const [v, iv, data, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(data, 'base64url');
    flipped[0]! ^= 1;
    expect(() => box.open([v, iv, flipped.toString('base64url'), tag].join('.'))).toThrow();
    expect(() => sealer(randomBytes(32), 'nin').open(sealed)).toThrow();
    expect(() => sealer(key, 'other').open(sealed)).toThrow();
    expect(() => box.open('12345678901')).toThrow('Not a sealed value');
  });

  it('digests the same number alike, with a key: no digest can be rebuilt from the number alone', () => {
    expect(box.digest('12345678901')).toBe(box.digest('12345678901'));
    expect(box.digest('12345678901')).not.toBe(box.digest('12345678902'));
    expect(box.digest('12345678901')).not.toBe(sealer(randomBytes(32), 'nin').digest('12345678901'));
  });

  it('keeps one key per data directory, readable by this user only, unless one is configured', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'kept-key-')), 'keys', 'nin.key');
    const made = keptKey(undefined, file);
    expect(made).toHaveLength(32);
    expect(keptKey(undefined, file).equals(made)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(made.toString('base64'));
    const configured = randomBytes(32);
    expect(keptKey(configured.toString('base64url'), file).equals(configured)).toBe(true);
  });
});
