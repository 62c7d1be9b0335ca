import { koboToNaira } from '@app/shared';
import type { WalletContext } from '../context.ts';

/** Deposits paid, fees kept by the cancellation policy and refunds, from the ledger. */
export async function depositSummary(ctx: WalletContext, input: { userId: number }) {
  const [sums, counts] = await Promise.all([
    ctx.wallet.depositSums(input.userId),
    ctx.wallet.feeCounts(input.userId),
  ]);
  return {
    success: true as const,
    data: {
      deposits_paid: koboToNaira(sums.paid),
      fees_kept: koboToNaira(sums.kept),
      refunded: koboToNaira(sums.refunded),
      no_shows: counts.noShows,
      late_cancellations: counts.lateCancellations,
    },
  };
}
