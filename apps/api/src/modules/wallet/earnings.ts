import { frameOf, fromLagos, lagosDay, type ReportPeriod, reportFrames } from '@app/shared';
import type { WalletContext } from './context.ts';

/**
 * Earnings (DESIGN §4: booking money released to the balance on completion, and deposit fees
 * kept) per bar of the period, in kobo, dated as the ledger dates them. Withdrawals do not
 * lower earnings; they lower the balance.
 */
export async function earnings(ctx: WalletContext, userId: number, period: ReportPeriod) {
  const frames = reportFrames(period, ctx.clock.now());
  const first = frames[0]!;
  const last = frames.at(-1)!;
  const rows = await ctx.wallet.earnedBetween(
    userId,
    fromLagos(first.start, '00:00').toISOString(),
    fromLagos(last.end, '00:00').toISOString(),
  );
  const amounts = frames.map(() => 0);
  /** By team member (key: their id, or 0 for the vendor's own bookings). */
  const byStaff = new Map<number, { staff_id: number | null; name: string | null; amount: number }>();
  for (const row of rows) {
    const index = frameOf(frames, lagosDay(row.created_at));
    if (index < 0) continue;
    amounts[index] = (amounts[index] ?? 0) + row.amount;
    const key = row.staff_id ?? 0;
    const entry = byStaff.get(key) ?? { staff_id: row.staff_id, name: row.staff_name, amount: 0 };
    entry.amount += row.amount;
    byStaff.set(key, entry);
  }
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  return {
    bars: frames.map((frame, i) => ({ ...frame, amount: amounts[i] ?? 0 })),
    total,
    // Largest first; the vendor's own (no member) last among equals.
    byStaff: [...byStaff.values()].sort(
      (a, b) => b.amount - a.amount || (a.staff_id ?? Infinity) - (b.staff_id ?? Infinity),
    ),
  };
}
