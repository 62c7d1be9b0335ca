import { type BookingAction, checkAction, TRANSITIONS, targetOf, wrongStatus } from '@app/shared';
import type { Trx } from '../../db/database.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import type { BookingsContext } from './bookings.context.ts';
import type { BookingRow } from './bookings.repository.ts';
import { StaleBookings } from './index.ts';

/** What the time rules of an action read of a booking. */
export const actionTimes = (b: BookingRow) => ({
  status: b.status,
  start: new Date(b.starts_at),
  end: new Date(b.ends_at),
});

/**
 * Checks the rule for every booking, then moves them together; a concurrent change loses cleanly.
 * The move pushes the live update to the vendor's screens; no alert is recorded, because alerts
 * tell the vendor what others did (customers, the system, operators), never what they just did.
 * `within` commits with the move (an Idempotency-Key's answer).
 */
export async function applyAction(
  ctx: BookingsContext,
  userId: number,
  action: BookingAction,
  rows: BookingRow[],
  {
    extra = {},
    cancellation,
    within,
  }: {
    extra?: { balance_received?: number; deposit_kept?: number };
    cancellation?: { comment: string; attachment: string | null };
    within?: (trx: Trx) => Promise<void>;
  } = {},
) {
  const now = ctx.clock.now();
  // The no-show grace is the vendor's own, set with the cancellation policy.
  const noShowGraceMinutes =
    action === 'noShow' ? (await ctx.bookings.policy(userId)).no_show_grace_minutes : undefined;
  for (const row of rows) {
    const check = checkAction(action, { ...actionTimes(row), noShowGraceMinutes }, now);
    if (!check.allowed)
      throw check.hidden
        ? conflict(check.reason)
        : new AppError('wrong_time', check.reason, { success: false });
  }
  const rule = TRANSITIONS[action];
  const ids = rows.map((r) => r.id);
  // Only a single booking's cancel and complete have targets that depend on the booking: a group
  // shares its payment and how it came in, so one target.
  const status = targetOf(rule, { amountPaidKobo: rows[0]?.amount_paid ?? 0, source: rows[0]?.source });
  try {
    await ctx.transact(async (trx) => {
      await ctx.moves.move(trx, {
        vendorId: userId,
        scope: { user_id: userId },
        ids,
        from: rule.from,
        changes: {
          status,
          updated_at: now.toISOString(),
          ...(extra.balance_received === undefined ? {} : { balance_received: extra.balance_received }),
          ...(extra.deposit_kept === undefined ? {} : { deposit_kept: extra.deposit_kept }),
        },
        cancellation: cancellation && {
          initiator: 'vendor',
          created_at: now.toISOString(),
          ...cancellation,
        },
      });
      await within?.(trx);
    });
  } catch (error) {
    if (!(error instanceof StaleBookings)) throw error;
    const fresh = await ctx.bookings.findMany(ctx.db, userId, ids);
    const changed = fresh.find((r) => !rule.from.includes(r.status as never));
    throw conflict(wrongStatus(action, changed?.status ?? 'changed'));
  }
}
