import { hash, type Options, verify } from '@node-rs/argon2';

/**
 * argon2id's cost for stored passwords: OWASP's minimum (19 MiB, 2 passes, 1 lane), which is also
 * @node-rs/argon2's default. A check always runs at the cost the stored hash was made with.
 */
export const PASSWORD_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** How the app hashes a new password and checks one against what is stored. */
export interface Passwords {
  hash(password: string): Promise<string>;
  /**
   * Whether a password matches the stored hash. Without an account (or a password, for a social
   * sign-up) it still runs one argon2 check, against a decoy, so the time a sign-in takes never
   * tells whether an e-mail has an account.
   */
  matches(stored: string | null | undefined, password: string): Promise<boolean>;
}

/** argon2id at `cost`: production's unless a test asks for a cheaper one (test/harness.ts). */
export function argon2Passwords(cost: Options = PASSWORD_COST): Passwords {
  let decoy: Promise<string> | undefined;
  const hashed = (password: string) => hash(password, cost);
  return {
    hash: hashed,
    async matches(stored, password) {
      decoy ??= hashed('the decoy of accounts that do not exist');
      const matches = await verify(stored ?? (await decoy), password);
      return Boolean(stored) && matches;
    },
  };
}
