import { koboToNaira } from '@app/shared';
import type { WalletContext } from '../context.ts';

/**
 * SPEC §3 Wallet from the ledger: balance, pending and cancelled are their buckets; the
 * withdrawn bucket shows as paid out (`withdraw`) and still being paid out (`withdraw_pending`).
 */
export async function walletFigures(ctx: WalletContext, input: { userId: number }) {
  const sums = await ctx.wallet.sums(input.userId);
  return {
    success: true as const,
    data: [
      [
        {
          account_balance: koboToNaira(sums.balance),
          withdraw: koboToNaira(sums.paidOut),
          withdraw_pending: koboToNaira(sums.payingOut),
          pending: koboToNaira(sums.pending),
          cancelled: koboToNaira(sums.cancelled),
        },
      ],
    ],
  };
}
