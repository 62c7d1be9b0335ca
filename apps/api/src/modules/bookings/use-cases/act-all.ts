import { groupActions, MAX_ID, MSG, wrongStatus } from '@app/shared';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { applyAction } from '../apply-action.ts';
import type { BookingsContext } from '../bookings.context.ts';

/** The ids of a comma-separated list: 1 to 100 distinct positive ids, else 400. */
const parseIds = (list: string) => {
  const ids = [
    ...new Set(
      list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].map(Number);
  if (!ids.length || ids.length > 100 || ids.some((id) => !Number.isInteger(id) || id <= 0 || id > MAX_ID)) {
    throw badRequest('Give booking ids separated by commas');
  }
  return ids;
};

/** Accepts or rejects several pending bookings together: all of them, or none. */
export async function actAll(
  ctx: BookingsContext,
  input: { userId: number; ids: string; action: 'accept' | 'reject' },
) {
  const { userId, action } = input;
  const ids = parseIds(input.ids);
  const rows = await ctx.bookings.findMany(ctx.db, userId, ids);
  if (rows.length !== ids.length) throw notFound(MSG.bookingNotFound);
  if (!groupActions(rows.map((r) => r.status)).acceptAll) {
    throw conflict(wrongStatus(action, rows.find((r) => r.status !== 'pending')?.status ?? ''));
  }
  await applyAction(ctx, userId, action, rows);
  return { success: true, message: action === 'accept' ? MSG.bookingsAccepted : MSG.bookingsUpdated };
}
