import { type BlockedTimeBody, CALENDAR_MESSAGES, formatTime, overlaps } from '@app/shared';
import { lockVendor } from '../../../db/locks.ts';
import { AppError, unprocessable } from '../../../lib/errors.ts';
import { presentBlock } from '../blocked-time.presenter.ts';
import type { BookingsContext } from '../bookings.context.ts';
import { memberFor } from '../calendar-member.ts';
import { REAL_DATE, wallClock } from '../wall-clock.ts';

/**
 * Time the vendor (or one member) is not available, under the vendor's lock; refused over a
 * booking that holds part of the period: the vendor decides about it first.
 */
export async function addBlockedTime(ctx: BookingsContext, input: { userId: number; body: BlockedTimeBody }) {
  const { bookings } = ctx;
  const { userId, body } = input;
  const start = wallClock(body.date, body.start_time);
  const end = wallClock(body.date, body.end_time);
  if (!start || !end) throw unprocessable(REAL_DATE, { date: REAL_DATE });
  const now = ctx.clock.now();
  if (end <= now)
    throw unprocessable(CALENDAR_MESSAGES.blockedTimePassed, {
      end_time: CALENDAR_MESSAGES.blockedTimePassed,
    });
  const period = { start, end };
  const staffId = await memberFor(ctx, userId, body.staff_id);
  const row = await ctx.transact(async (trx) => {
    await lockVendor(trx, userId);
    const window = { from: start.toISOString(), to: end.toISOString() };
    const taken = await bookings.takenSlots(trx, userId, window, now.toISOString());
    // A member's blocked time stands over their own bookings only; the business's over all.
    const clash = taken.find(
      (t) =>
        (staffId === null || t.staff_id === staffId) &&
        overlaps(period, { start: new Date(t.starts_at), end: new Date(t.ends_at) }),
    );
    if (clash) {
      const what = `${clash.service_name} at ${formatTime(clash.starts_at)}`;
      throw new AppError('slot_unavailable', CALENDAR_MESSAGES.blockedOverBooking(what), {
        success: false,
      });
    }
    return bookings.insertBlockedTime(trx, {
      user_id: userId,
      starts_at: window.from,
      ends_at: window.to,
      reason: body.reason || null,
      staff_id: staffId,
      created_at: now.toISOString(),
    });
  });
  return {
    success: true as const,
    message: CALENDAR_MESSAGES.blockedTimeAdded,
    blocked_time: presentBlock(row),
  };
}
