import { koboToNaira, type ReportPeriod } from '@app/shared';
import type { WalletContext } from '../context.ts';
import { earnings } from '../earnings.ts';

/** The Report page's revenue: the same earnings per day, week or month of the period. */
export async function earningsReport(ctx: WalletContext, input: { userId: number; period: ReportPeriod }) {
  const { period } = input;
  const { bars, total, byStaff } = await earnings(ctx, input.userId, period);
  return {
    success: true as const,
    data: {
      period,
      total: koboToNaira(total),
      bars: bars.map((bar) => ({ ...bar, amount: koboToNaira(bar.amount) })),
      by_staff: byStaff.map((s) => ({ ...s, amount: koboToNaira(s.amount) })),
    },
  };
}
