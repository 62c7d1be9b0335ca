import {
  addDays,
  CHECKOUT_MESSAGES,
  daysBetween,
  fromLagos,
  lagosDay,
  takings as sumTakings,
} from '@app/shared';
import { AppError } from '../../../lib/errors.ts';
import { entryFacts, presentTakings } from '../checkout.presenter.ts';
import type { CheckoutContext } from '../context.ts';

const MAX_DAYS = 366;

/** The close of each Lagos day from `from` to `to` (both included) with entries, and the range's sum. */
export async function takings(ctx: CheckoutContext, input: { userId: number; from: string; to: string }) {
  const { from, to } = input;
  if (from > to) throw new AppError('invalid_input', CHECKOUT_MESSAGES.rangeBackwards, { success: false });
  const end = addDays(to, 1);
  if (daysBetween(from, end) > MAX_DAYS)
    throw new AppError('invalid_input', CHECKOUT_MESSAGES.rangeTooLong, { success: false });
  const entries = await ctx.book.between(
    input.userId,
    fromLagos(from, '00:00').toISOString(),
    fromLagos(end, '00:00').toISOString(),
  );
  const byDay = new Map<string, typeof entries>();
  for (const entry of entries) {
    const day = lagosDay(entry.created_at);
    byDay.set(day, [...(byDay.get(day) ?? []), entry]);
  }
  return {
    success: true as const,
    data: {
      from,
      to,
      total: presentTakings(sumTakings(entries.map(entryFacts))),
      days: [...byDay].map(([day, list]) => ({ day, ...presentTakings(sumTakings(list.map(entryFacts))) })),
    },
  };
}
