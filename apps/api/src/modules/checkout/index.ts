// The public face of the shop's book: what other modules use of it, written out here (importing it loads nothing).
import type { Executor } from '../../db/database.ts';

/**
 * What each booking's client paid at the chair (issue 36's client book): the book's payment lines,
 * corrections included (negative), in kobo (checkout.repository.ts's paidByBooking); a booking
 * never checked out is absent.
 */
export interface ShopBookSums {
  paidByBooking(ex: Executor, vendorId: number, bookingIds: number[]): Promise<Map<number, number>>;
}
