import { ABUSE_LIMITS, MSG } from '@app/shared';
import { normalizeIP } from '@fastify/rate-limit';
import type { Clock } from '../../adapters/clock.ts';
import type { Limiter } from '../../adapters/limiter.ts';
import { RateLimited, secondsUntil } from '../../lib/errors.ts';
import type { PasswordCheck } from './index.ts';

const L = ABUSE_LIMITS.signIn;
/** The lock after the n-th failure past the free ones: base, doubling, at most max. */
const lockMs = (step: number, base: number, max: number) => Math.min(base * 2 ** Math.min(step - 1, 30), max);

/**
 * Password guessing limits that are fair to a carrier NAT address shared by many honest users:
 *
 * - per account and address: 5 free failures, then one try per lock window (1 min, doubling, ≤ 1 h);
 *   a correct password clears it. Someone guessing at an account locks only their own pair.
 * - per account from every address: 20 failures a day, then the same growing lock (≤ 15 min), but not
 *   for addresses the account signed in from within 30 days: guessing from many addresses is slowed
 *   while the owner at home keeps signing in.
 * - per address for any accounts: 100 failures in 15 minutes, far above what a shared address makes,
 *   except for an account on an address it signed in from within 30 days: a stranger spending the
 *   address's failures does not lock its vendors out.
 * - per address for e-mails with no account: 30 failures in 15 minutes, counted apart, so hammering
 *   made-up e-mails neither spends the real accounts' ceiling nor goes on long.
 *
 * Every attempt is counted before the password is compared and given back when it was right, so
 * requests racing in parallel cannot slip past a limit.
 */
export function signInGuard(deps: { limiter: Limiter; clock: Clock }) {
  const { limiter, clock } = deps;

  const keysOf = (check: PasswordCheck, account: string, ip: string) => {
    const who = account.trim().toLowerCase();
    // An IPv6 user holds a whole /64: it counts as one address.
    const from = normalizeIP(ip || 'unknown');
    const base = `signin:${check}`;
    return {
      address: `${base}:ip:${from}`,
      strangers: `${base}:ip-unknown:${from}`,
      pair: `${base}:pair:${who}:${from}`,
      pairGate: `${base}:pair-gate:${who}:${from}`,
      account: `${base}:account:${who}`,
      accountGate: `${base}:account-gate:${who}`,
      known: `${base}:known:${who}:${from}`,
    };
  };

  return {
    /**
     * Runs `compare` (the password check) unless a limit refuses the attempt with a 429; answers
     * whether the password was right and counts it when it was not. `exists`: whether an account
     * has that name (an e-mail with none is counted in the address's stranger bucket).
     */
    async attempt(
      check: PasswordCheck,
      account: string,
      exists: boolean,
      ip: string,
      compare: () => Promise<boolean>,
    ): Promise<boolean> {
      const keys = keysOf(check, account, ip);
      const message = check === 'password' ? MSG.tooManyPasswordTries : MSG.tooManySignIns;
      const counted: string[] = [];
      const giveBack = () => Promise.all(counted.map((key) => limiter.undo(key)));
      const refuse = async (until: Date): Promise<never> => {
        await giveBack();
        throw new RateLimited(message, secondsUntil(clock, until));
      };
      const count = async (key: string, windowMs: number) => {
        const hit = await limiter.hit(key, windowMs);
        counted.push(key);
        return hit;
      };
      // A gate lets one attempt through per lock window: the one that opens a fresh window.
      const pass = async (key: string, windowMs: number) => {
        const gate = await limiter.hit(key, windowMs);
        if (gate.count > 1) await refuse(gate.resetAt);
      };

      const known = exists && (await limiter.peek(keys.known)).count > 0;
      const address = exists
        ? await count(keys.address, L.ipWindowMs)
        : await count(keys.strangers, L.ipWindowMs);
      const addressMax = exists ? L.ipMaxFailures : L.unknownIpMaxFailures;
      if (address.count > addressMax && !known) await refuse(address.resetAt);
      const pair = await count(keys.pair, L.failureWindowMs);
      const pairStep = pair.count - L.pairFreeFailures + 1;
      if (pairStep > 1) await pass(keys.pairGate, lockMs(pairStep, L.pairLockBaseMs, L.pairLockMaxMs));
      const accountWide = await count(keys.account, L.failureWindowMs);
      const accountStep = accountWide.count - L.accountFreeFailures + 1;
      if (accountStep > 1 && !known) {
        await pass(keys.accountGate, lockMs(accountStep, L.accountLockBaseMs, L.accountLockMaxMs));
      }

      let right: boolean;
      try {
        right = await compare();
      } catch (error) {
        await giveBack();
        throw error;
      }
      if (right) {
        await Promise.all([
          limiter.undo(keys.address),
          limiter.undo(keys.account),
          limiter.reset(keys.pair),
          limiter.reset(keys.pairGate),
          limiter.hit(keys.known, L.knownAddressMs),
        ]);
        return true;
      }
      // The failure that spends the free ones starts the first lock at once.
      if (pairStep >= 1)
        await limiter.hit(keys.pairGate, lockMs(pairStep, L.pairLockBaseMs, L.pairLockMaxMs));
      if (accountStep >= 1) {
        await limiter.hit(keys.accountGate, lockMs(accountStep, L.accountLockBaseMs, L.accountLockMaxMs));
      }
      return false;
    },

    /** After a password reset through the e-mail code: the account starts clean (from this address too). */
    async clear(check: PasswordCheck, account: string, ip: string) {
      const keys = keysOf(check, account, ip);
      await Promise.all(
        [keys.pair, keys.pairGate, keys.account, keys.accountGate].map((key) => limiter.reset(key)),
      );
    },
  };
}

export type SignInGuard = ReturnType<typeof signInGuard>;
