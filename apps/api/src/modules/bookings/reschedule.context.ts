import type { Clock } from '../../adapters/clock.ts';
import type { Db, Transact } from '../../db/database.ts';
import type { CustomerBookings } from '../customer/index.ts';
import type { BookingMoves } from './booking-moves.ts';
import type { BookingsRepository } from './bookings.repository.ts';
import type { VendorAlerts } from './index.ts';

/**
 * What moving bookings to another time (issue 15) works with, by the rules of state-machine.ts:
 * the customer's own move within the vendor's rescheduling rule, and the vendor's proposal, which
 * holds its slot until the customer accepts or declines it or the vendor withdraws it. Every
 * change runs under the vendor's lock with the booking read again inside it (locked-booking.ts),
 * checks the new slot with the one slot check (move-checks.ts: its own slot and proposal free to
 * it) and changes the time in bookingMoves.reschedule. The reschedule use cases take it first.
 */
export interface RescheduleContext {
  /** For reads outside any transaction (a look at free times). */
  db: Db;
  transact: Transact;
  bookings: BookingsRepository;
  customers: CustomerBookings;
  moves: BookingMoves;
  notifications: VendorAlerts;
  clock: Clock;
}
