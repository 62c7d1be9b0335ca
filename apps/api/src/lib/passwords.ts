import { hash, verify } from '@node-rs/argon2';

let decoy: Promise<string> | undefined;

/**
 * Whether a password matches the stored argon2 hash. Without an account (or a password, for a
 * social sign-up) it still runs one argon2 check, against a decoy, so the time a sign-in takes
 * never tells whether an e-mail has an account.
 */
export async function passwordMatches(stored: string | null | undefined, password: string) {
  decoy ??= hash('the decoy of accounts that do not exist');
  const matches = await verify(stored ?? (await decoy), password);
  return Boolean(stored) && matches;
}
