import { type BankAccountBody, bankNameOf } from '@app/shared';
import type { WalletContext } from '../context.ts';

/**
 * Saved under the name the bank gives for the account, looked up again here: the name sent is
 * not trusted, so no account is saved under a name that is not its holder's.
 */
export async function addBankAccount(
  ctx: WalletContext,
  input: { userId: number; account: BankAccountBody },
) {
  const { userId, account } = input;
  const { bank_code, account_no } = account;
  const { id } = await ctx.wallet.insertBankAccount({
    user_id: userId,
    bank_code,
    account_no,
    account_name: await ctx.accountNameOf(userId, account),
    bank_name: bankNameOf(bank_code)!,
    created_at: ctx.clock.now().toISOString(),
  });
  return { success: true as const, message: 'Bank account added', id };
}
