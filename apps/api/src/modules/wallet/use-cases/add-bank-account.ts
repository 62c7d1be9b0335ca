import {
  type BankAccountBody,
  bankNameOf,
  HOLDER_NAME_MESSAGES,
  holderNameMatches,
  payoutAccountUsableFrom,
} from '@app/shared';
import { unprocessable } from '../../../lib/errors.ts';
import type { WalletContext } from '../context.ts';
import { payoutAccountNotice } from '../payout-account-notice.ts';
import { vendorNames } from '../vendor-names.ts';

/**
 * Saved under the name the bank gives for the account, looked up again here: the name sent is
 * not trusted, so no account is saved under a name that is not its holder's. Issue 37: the new
 * account waits 24 hours before it can receive a withdrawal, and the vendor is told at once by
 * e-mail and SMS, so a stranger who took over the account cannot empty it unseen. Issue 35: a
 * holder name that is neither the vendor's nor her business's is saved only as she confirmed it
 * (422 when she was not asked: `confirm_name_mismatch` false), and is marked in the list; the
 * call's first shape, without the field, saves it marked.
 */
export async function addBankAccount(
  ctx: WalletContext,
  input: { userId: number; account: BankAccountBody; ip?: string },
) {
  const { userId, account } = input;
  const { bank_code, account_no } = account;
  const accountName = await ctx.accountNameOf(userId, account);
  const { user, names } = await vendorNames(ctx, userId);
  const mismatch = !holderNameMatches(accountName, names);
  if (mismatch && account.confirm_name_mismatch === false)
    throw unprocessable(HOLDER_NAME_MESSAGES.unconfirmed, { account_name: HOLDER_NAME_MESSAGES.unconfirmed });
  const now = ctx.clock.now().toISOString();
  const bankName = bankNameOf(bank_code)!;
  const id = await ctx.transact(async (trx) => {
    const { id } = await ctx.wallet.insertBankAccount(trx, {
      user_id: userId,
      bank_code,
      account_no,
      account_name: accountName,
      name_mismatch: mismatch ? 1 : 0,
      bank_name: bankName,
      created_at: now,
    });
    const named = `${bankName} ••${account_no.slice(-4)}`;
    await ctx.audit.record(trx, { userId, kind: 'payout_account_added', detail: named, ip: input.ip });
    if (user) await ctx.outbox.record(trx, payoutAccountNotice(user, named, payoutAccountUsableFrom(now)));
    return id;
  });
  return { success: true as const, message: 'Bank account added', id };
}
