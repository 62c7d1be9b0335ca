import { describe, expect, it } from 'vitest';
import { argon2Passwords } from './passwords.ts';

describe('passwords', () => {
  const passwords = argon2Passwords();

  it("hashes with argon2id at OWASP's minimum cost by default: 19 MiB, 2 passes, 1 lane", async () => {
    const stored = await passwords.hash('Secret@123');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwords.hash('Secret@123')).not.toBe(stored);
  });

  it('matches only the password the hash was made from', async () => {
    const stored = await passwords.hash('Secret@123');
    expect(await passwords.matches(stored, 'Secret@123')).toBe(true);
    expect(await passwords.matches(stored, 'Secret@124')).toBe(false);
  });

  it('checks a hash made at another cost at that cost', async () => {
    const cheap = await argon2Passwords({ memoryCost: 64, timeCost: 1, parallelism: 1 }).hash('Secret@123');
    expect(await passwords.matches(cheap, 'Secret@123')).toBe(true);
  });

  it('answers no without a stored hash, after checking against a decoy', async () => {
    expect(await passwords.matches(null, 'the decoy of accounts that do not exist')).toBe(false);
    expect(await passwords.matches(undefined, 'Secret@123')).toBe(false);
  });
});
