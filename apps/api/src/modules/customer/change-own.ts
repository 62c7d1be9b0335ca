import { conflict } from '../../lib/errors.ts';
import { type AlertType, type BookingMove, StaleBookings } from '../bookings/index.ts';
import type { CustomerContext } from './context.ts';

/**
 * Moves the customer's own booking, alerts the vendor and answers it as it now stands; a booking
 * changed meanwhile answers `stale` (409).
 */
export async function changeOwn(
  ctx: CustomerContext,
  booking: { id: number; user_id: number },
  move: Omit<BookingMove, 'vendorId' | 'ids'>,
  alert: { type: AlertType; title: string; description: string },
  stale: string,
) {
  try {
    const [presented] = await ctx.transact(async (trx) => {
      await ctx.moves.move(trx, { ...move, vendorId: booking.user_id, ids: [booking.id] });
      await ctx.notifications.record(trx, booking.user_id, alert.type, alert.title, alert.description, {
        bookingId: booking.id,
      });
      return ctx.bookings.present(trx, booking.user_id, [booking.id]);
    });
    return { success: true as const, booking: presented };
  } catch (error) {
    throw error instanceof StaleBookings ? conflict(stale) : error;
  }
}
