import { koboToNaira, redactAccountNo } from '@app/shared';
import type { WalletContext } from '../context.ts';

/** The vendor's withdrawals, newest first, as the wallet page lists them. */
export async function withdrawalHistory(ctx: WalletContext, input: { userId: number }) {
  const rows = await ctx.wallet.withdrawals(ctx.db, { userId: input.userId });
  return {
    success: true as const,
    data: rows.map((w) => ({
      id: w.id,
      amount: koboToNaira(w.amount),
      fee: koboToNaira(w.fee),
      payout: koboToNaira(w.payout),
      status: w.status,
      bank_name: w.bank_name,
      account_no: redactAccountNo(w.account_no),
      created_at: w.created_at,
    })),
  };
}
