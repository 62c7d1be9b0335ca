// What other modules may use of bookings: the one way a booking is created or moves, the slot
// check, the presentation, the booking rows the customer side and payments read and write, the
// customer's side of rescheduling (a port).

import type { BookingResponse, RescheduleBody } from '@app/shared';
import type { PresenterReads } from './bookings.presenter.ts';
import type { BookingsRepository } from './bookings.repository.ts';
import type { SlotReads } from './slot-guard.ts';

export { type BookingMove, type BookingMoves, newReference, StaleBookings } from './booking-moves.ts';
export { presentBookings, presentByIds } from './bookings.presenter.ts';
export { checkSlots, contextFor, slotContext } from './slot-guard.ts';
export type { AlertType, VendorAlerts } from './vendor-alerts.ts';

/** What the customer side reads and writes of bookings: its own new ones, their slots and presentation, the policy. */
export type CustomerBookingRows = SlotReads &
  PresenterReads &
  Pick<BookingsRepository, 'findMany' | 'insertMany' | 'policy'>;
/**
 * The customer's side of rescheduling, for the customer routes: the use cases customerMove,
 * showProposal and answerProposal with the reschedule context, wired in container.ts.
 */
export interface CustomerReschedule {
  move(input: {
    customerId: number;
    id: number;
    body: RescheduleBody;
  }): Promise<{ success: true; booking: BookingResponse }>;
  proposal(input: {
    customerId: number;
    id: number;
  }): Promise<{ success: true; proposal: NonNullable<BookingResponse['reschedule_proposal']> | null }>;
  answer(input: {
    customerId: number;
    id: number;
    accept: boolean;
  }): Promise<{ success: true; booking: BookingResponse }>;
}
