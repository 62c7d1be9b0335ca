// The public face of the customer side: what other modules use of it, written out here (importing it loads nothing).
import type { Selectable } from 'kysely';
import type { BookingsTable } from '../../db/schema.ts';

/** One booking of a customer, for the customer's own moves of it (customer.repository.ts). */
export interface CustomerBookings {
  bookingOfCustomer(customerId: number, bookingId: number): Promise<Selectable<BookingsTable> | undefined>;
}
