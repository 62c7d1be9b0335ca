// What other modules may use of bookings: the one way a booking is created or moves, the slot
// check, the presentation, and the booking rows the customer side and payments read and write.

import type { PresenterReads } from './bookings.presenter.ts';
import type { BookingsRepository } from './bookings.repository.ts';
import type { SlotReads } from './slot-guard.ts';

export { type BookingMove, type BookingMoves, newReference, StaleBookings } from './booking-moves.ts';
export { presentBookings, presentByIds } from './bookings.presenter.ts';
export { checkSlots, contextFor, slotContext } from './slot-guard.ts';

/** The bookings of a payment, read in its transaction to announce them. */
export type PaidBookingReads = Pick<BookingsRepository, 'findMany'>;
/** What the customer side reads and writes of bookings: its own new ones, their slots and presentation, the policy. */
export type CustomerBookingRows = SlotReads &
  PresenterReads &
  Pick<BookingsRepository, 'findMany' | 'insertMany' | 'policy'>;
