import { koboToNaira } from '@app/shared';
import type { WalletContext } from '../context.ts';
import { earnings } from '../earnings.ts';

/** Earnings per Lagos month for the last twelve months, this one last, and their total. */
export async function monthlyEarnings(ctx: WalletContext, input: { userId: number }) {
  const { bars, total } = await earnings(ctx, input.userId, '12m');
  return {
    success: true as const,
    data: bars.map((bar) => ({ month: bar.start.slice(0, 7), amount: koboToNaira(bar.amount) })),
    total: koboToNaira(total),
  };
}
