import { groupActions, MSG, needsBalance, wrongStatus } from '@app/shared';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import { applyAction } from '../apply-action.ts';
import type { BookingsContext } from '../bookings.context.ts';

/** Completes every ongoing booking of a group at once; a group with an open price is refused. */
export async function completeGroup(ctx: BookingsContext, input: { userId: number; multipleId: string }) {
  const { userId } = input;
  const rows = await ctx.bookings.findGroup(userId, input.multipleId);
  if (!rows.length) throw notFound(MSG.bookingNotFound);
  if (!groupActions(rows.map((r) => r.status)).completeAll) {
    throw conflict(wrongStatus('complete', rows.find((r) => r.status !== 'ongoing')?.status ?? ''));
  }
  if (rows.some((r) => needsBalance(r.duration_type)))
    throw new AppError('insufficient_balance', MSG.groupNeedsBalance, { success: false });
  await applyAction(ctx, userId, 'complete', rows);
  return { success: true, message: MSG.bookingsUpdated };
}
