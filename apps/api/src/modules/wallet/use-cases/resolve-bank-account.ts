import type { BankAccountLookup } from '@app/shared';
import type { WalletContext } from '../context.ts';

/** The name the bank gives for an account, before the vendor saves it. */
export async function resolveBankAccount(
  ctx: WalletContext,
  input: { userId: number; account: BankAccountLookup },
) {
  return { success: true as const, account_name: await ctx.accountNameOf(input.userId, input.account) };
}
