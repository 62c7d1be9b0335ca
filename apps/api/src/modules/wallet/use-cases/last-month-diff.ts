import type { WalletContext } from '../context.ts';
import { earnings } from '../earnings.ts';

/** This month's earnings against last month's, in percent (rounded); never the balance. */
export async function lastMonthDiff(ctx: WalletContext, input: { userId: number }) {
  const { bars } = await earnings(ctx, input.userId, '12m');
  const current = bars.at(-1)?.amount ?? 0;
  const previous = bars.at(-2)?.amount ?? 0;
  const diff = previous === 0 ? (current > 0 ? 100 : 0) : Math.round(((current - previous) / previous) * 100);
  return { success: true as const, data: { data: [diff] } };
}
