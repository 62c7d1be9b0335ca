import { type BankAccountLookup, holderNameMatches } from '@app/shared';
import type { WalletContext } from '../context.ts';
import { vendorNames } from '../vendor-names.ts';

/**
 * The name the bank gives for an account, before the vendor saves it, and whether it is hers or
 * her business's: the dashboard asks her to confirm one that is neither.
 */
export async function resolveBankAccount(
  ctx: WalletContext,
  input: { userId: number; account: BankAccountLookup },
) {
  const accountName = await ctx.accountNameOf(input.userId, input.account);
  const { names } = await vendorNames(ctx, input.userId);
  return {
    success: true as const,
    account_name: accountName,
    name_matches: holderNameMatches(accountName, names),
  };
}
