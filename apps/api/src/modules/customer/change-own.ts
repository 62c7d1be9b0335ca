import { conflict } from '../../lib/errors.ts';
import { type AlertType, type BookingMove, StaleBookings } from '../bookings/index.ts';
import type { CustomerContext } from './context.ts';

/** One of the customer's own bookings, what becomes of it and what the vendor is told. */
export interface OwnChange {
  booking: { id: number; user_id: number };
  move: Omit<BookingMove, 'vendorId' | 'ids'>;
  alert: { type: AlertType; title: string; description: string };
}

/**
 * Moves the customer's own bookings together (all or none), alerts the vendor of each and answers
 * them as they now stand; a booking changed meanwhile answers `stale` (409) and changes nothing.
 */
export async function changeOwnTogether(ctx: CustomerContext, changes: OwnChange[], stale: string) {
  try {
    return await ctx.transact(async (trx) => {
      const presented = [];
      for (const { booking, move, alert } of changes) {
        await ctx.moves.move(trx, { ...move, vendorId: booking.user_id, ids: [booking.id] });
        await ctx.notifications.record(trx, booking.user_id, alert.type, alert.title, alert.description, {
          bookingId: booking.id,
          push: true,
        });
        presented.push(...(await ctx.bookings.present(trx, booking.user_id, [booking.id])));
      }
      return presented;
    });
  } catch (error) {
    throw error instanceof StaleBookings ? conflict(stale) : error;
  }
}

/** One own booking moved, as `changeOwnTogether`; answers it as it now stands. */
export async function changeOwn(
  ctx: CustomerContext,
  booking: OwnChange['booking'],
  move: OwnChange['move'],
  alert: OwnChange['alert'],
  stale: string,
) {
  const [presented] = await changeOwnTogether(ctx, [{ booking, move, alert }], stale);
  return { success: true as const, booking: presented };
}
