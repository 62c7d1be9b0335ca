import {
  ABUSE_LIMITS,
  ACCOUNT_LOOKUPS_PER_HOUR,
  ACCOUNT_NAME_MESSAGES,
  type BankAccountLookup,
} from '@app/shared';
import type { AccountNameLookup, AccountNames } from '../../adapters/account-names.ts';
import type { Clock } from '../../adapters/clock.ts';
import { type Limiter, spend } from '../../adapters/limiter.ts';
import { AppError, unprocessable } from '../../lib/errors.ts';

/**
 * The name the bank gives for an account, asked of the payout provider: 422 with the provider's
 * message when the bank knows no such account, 503 when the provider gives no answer. Each
 * lookup counts against the vendor's hourly quota (it reveals whose an account is, and the
 * provider limits us too); one the provider could not answer is given back. Built once in
 * container.ts: the wallet context's `accountNameOf`.
 */
export const accountNameLookup =
  (deps: {
    accountNames: AccountNames;
    limiter: Limiter;
    clock: Clock;
    log: (message: string, error: unknown) => void;
  }) =>
  async (userId: number, { bank_code, account_no }: BankAccountLookup) => {
    const { giveBack } = await spend(deps.limiter, deps.clock, [
      {
        key: `account-lookup:${userId}`,
        max: ACCOUNT_LOOKUPS_PER_HOUR,
        windowMs: ABUSE_LIMITS.hourMs,
        message: ACCOUNT_NAME_MESSAGES.tooManyLookups,
      },
    ]);
    let lookup: AccountNameLookup;
    try {
      lookup = await deps.accountNames.resolve(bank_code, account_no);
    } catch (error) {
      deps.log('account-name lookup failed', error);
      await giveBack();
      throw new AppError('provider_unavailable', ACCOUNT_NAME_MESSAGES.unavailable, { success: false });
    }
    if (!lookup.found) throw unprocessable(lookup.message, { account_no: lookup.message });
    // The column holds 120 characters; a bank's name for a business can run longer.
    return lookup.accountName.slice(0, 120);
  };
