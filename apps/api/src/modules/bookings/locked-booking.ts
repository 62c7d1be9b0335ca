import { MSG } from '@app/shared';
import type { Trx } from '../../db/database.ts';
import { lockVendor } from '../../db/locks.ts';
import { notFound } from '../../lib/errors.ts';
import { presentByIds } from './bookings.presenter.ts';
import type { RescheduleContext } from './reschedule.context.ts';

/** The booking as it stands under the vendor's lock (404 when it is not the vendor's). */
export async function lockedBooking(ctx: RescheduleContext, trx: Trx, vendorId: number, id: number) {
  await lockVendor(trx, vendorId);
  const [booking] = await ctx.bookings.findMany(trx, vendorId, [id]);
  if (!booking) throw notFound(MSG.bookingNotFound);
  return booking;
}

/** The booking read back in the transaction that changed it, for the answer. */
export async function presentMoved(ctx: RescheduleContext, trx: Trx, vendorId: number, id: number) {
  const [presented] = await presentByIds(trx, ctx.bookings, vendorId, [id]);
  if (!presented) throw new Error('The changed booking was not read back');
  return presented;
}
