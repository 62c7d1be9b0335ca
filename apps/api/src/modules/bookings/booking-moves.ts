import type { Trx } from '../../db/database.ts';
import type { BookingCancellationsTable } from '../../db/schema.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { settleBookingMoney } from '../wallet/ledger.repository.ts';
import type { BookingsRepository } from './bookings.repository.ts';

/** Some of the bookings left the statuses the move starts from: the transaction must roll back. */
export class StaleBookings extends Error {}

export interface BookingMove {
  vendorId: number;
  /** Who may move them: the vendor, or the customer who booked. */
  scope: { user_id: number } | { customer_id: number };
  ids: number[];
  from: readonly string[];
  changes: { status: string; updated_at: string; balance_received?: number; deposit_kept?: number };
  cancellation?: Omit<BookingCancellationsTable, 'id' | 'booking_id'>;
}

/**
 * A change of booking status with everything that commits with it, in the caller's transaction:
 * the cancellation note, the money the new status moves (ledger rows and refunds to send) and the
 * vendor's live update. Throws StaleBookings, all or none, when any booking was changed meanwhile.
 */
export const bookingMoves = (deps: { bookings: BookingsRepository; outbox: OutboxService }) => ({
  async move(trx: Trx, move: BookingMove) {
    const { vendorId, scope, ids, from, changes, cancellation } = move;
    if (!(await deps.bookings.transition(trx, scope, ids, from, changes))) throw new StaleBookings();
    if (cancellation) await deps.bookings.addCancellations(trx, ids, cancellation);
    await settleBookingMoney(trx, ids, changes.status, changes.updated_at);
    await deps.outbox.record(trx, [
      { topic: 'bookings', payload: { userId: vendorId, event: 'booking.updated', ids } },
    ]);
  },
});

export type BookingMoves = ReturnType<typeof bookingMoves>;
