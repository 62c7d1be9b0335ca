import { randomBytes } from 'node:crypto';
import type { Trx } from '../../db/database.ts';
import type { BookingCancellationsTable, NewBooking } from '../../db/schema.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import type { ClientMessagesService } from '../reminders/client-messages.service.ts';
import { settleBookingMoney } from '../wallet/ledger.repository.ts';
import type { BookingsRepository } from './bookings.repository.ts';

const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A short reference a customer can read over the phone, e.g. BK-7F3KQ9RA. */
export const newReference = () =>
  `BK-${[...randomBytes(8)].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;

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
 * the cancellation note, the money the new status moves (ledger rows and refunds to send), the
 * vendor's live update and the client's messages (planned, moved or cancelled). Throws
 * StaleBookings, all or none, when any booking was changed meanwhile.
 */
export const bookingMoves = (deps: {
  bookings: BookingsRepository;
  outbox: OutboxService;
  messages: Pick<ClientMessagesService, 'sync'>;
}) => ({
  /**
   * Bookings entering the machine in their first status, with the vendor's live update; answers
   * their ids. The caller checked their slots under the vendor's lock in this transaction.
   */
  async create(trx: Trx, vendorId: number, rows: NewBooking[]) {
    const ids = (await deps.bookings.insertMany(trx, rows)).map((r) => r.id);
    await deps.outbox.record(trx, [
      { topic: 'bookings', payload: { userId: vendorId, event: 'booking.created', ids } },
    ]);
    await deps.messages.sync(trx, ids);
    return ids;
  },

  async move(trx: Trx, move: BookingMove) {
    const { vendorId, scope, ids, from, changes, cancellation } = move;
    if (!(await deps.bookings.transition(trx, scope, ids, from, changes))) throw new StaleBookings();
    if (cancellation) await deps.bookings.addCancellations(trx, ids, cancellation);
    await settleBookingMoney(trx, ids, changes.status, changes.updated_at);
    await deps.outbox.record(trx, [
      { topic: 'bookings', payload: { userId: vendorId, event: 'booking.updated', ids } },
    ]);
    await deps.messages.sync(trx, ids);
  },
});

export type BookingMoves = ReturnType<typeof bookingMoves>;
