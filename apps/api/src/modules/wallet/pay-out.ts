import type { WalletContext } from './context.ts';
import { settleWithdrawal } from './use-cases/settle-withdrawal.ts';

/** Sends the money; a provider failure leaves the withdrawal pending for the reconciler or an operator. */
export async function payOut(
  ctx: WalletContext,
  withdrawalId: number,
  amount: number,
  account: { bank_code: string; account_no: string; account_name: string },
) {
  try {
    const result = await ctx.payouts.send({
      withdrawalId,
      amountKobo: amount,
      bankCode: account.bank_code,
      accountNo: account.account_no,
      accountName: account.account_name,
    });
    if (result.status !== 'queued') await settleWithdrawal(ctx, { id: withdrawalId, ...result });
  } catch (error) {
    ctx.log(`payout of withdrawal ${withdrawalId} failed; left pending for an operator`, error);
  }
}
