import { CALENDAR_MESSAGES, type WalkInBody } from '@app/shared';
import { lockVendor } from '../../../db/locks.ts';
import { unprocessable } from '../../../lib/errors.ts';
import { newReference } from '../booking-moves.ts';
import type { BookingsContext } from '../bookings.context.ts';
import { presentByIds } from '../bookings.presenter.ts';
import { memberFor } from '../calendar-member.ts';
import { checkSlots } from '../slot-guard.ts';
import { ownServiceOf, vendorMadeRow } from '../vendor-made.ts';
import { REAL_DATE, wallClock } from '../wall-clock.ts';

/**
 * A walk-in or phone booking the vendor adds: approved from the start (VENDOR_CREATE) and paid at
 * the shop, so no deposit, no hold and no ledger rows; money reaches the wallet only from a payment
 * the provider confirmed. It passes the same slot rules as a customer's booking, under the
 * vendor's lock, and records no alert (alerts tell the vendor what others did).
 */
export async function walkIn(ctx: BookingsContext, input: { userId: number; body: WalkInBody }) {
  const { bookings, moves } = ctx;
  const { userId, body } = input;
  const service = await ownServiceOf(ctx, userId, body.service_id);
  const start = wallClock(body.date, body.time);
  if (!start) throw unprocessable(REAL_DATE, { date: REAL_DATE });
  const end = new Date(start.getTime() + service.duration_minutes * 60_000);
  const staffId = await memberFor(ctx, userId, body.staff_id, service);
  const now = ctx.clock.now();
  const [booking] = await ctx.transact(async (trx) => {
    await lockVendor(trx, userId);
    await checkSlots(trx, bookings, userId, [{ label: service.name, start, end, staff: staffId }], {
      now,
      bookedBy: 'vendor',
    });
    const ids = await moves.create(trx, userId, [
      vendorMadeRow(userId, service, body, { start, end, staffId, reference: newReference() }, now),
    ]);
    await moves.consent(trx, ids, { source: 'walk_in_form', given: true });
    return presentByIds(trx, bookings, userId, ids);
  });
  if (!booking) throw new Error('the walk-in booking was not read back');
  return { success: true as const, message: CALENDAR_MESSAGES.bookingAdded, booking };
}
