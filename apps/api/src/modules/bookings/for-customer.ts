import { newReference } from './booking-moves.ts';
import { presentByIds } from './bookings.presenter.ts';
import type { BookingsRepository } from './bookings.repository.ts';
import type { BookingsForCustomer } from './index.ts';
import { seriesSlots } from './series-visits.ts';
import { checkSlots, contextFor, slotContext, slotVerdicts, slotWindow, staffOf } from './slot-guard.ts';

/** Bookings' port for the customer side (index.ts), on the bookings repository: built once in container.ts. */
export const bookingsForCustomer = (bookings: BookingsRepository): BookingsForCustomer => ({
  policy: bookings.policy,
  newReference,
  checkSlots: (trx, vendorId, slots, options) => checkSlots(trx, bookings, vendorId, slots, options),
  calendar: (ex, vendorId, window, options) => slotContext(ex, bookings, vendorId, window, options),
  contextFor,
  insertMany: bookings.insertMany,
  present: (ex, vendorId, ids) => presentByIds(ex, bookings, vendorId, ids),
  seriesSlots,
  verdicts: async (ex, vendorId, slots, options) => {
    const shop = await slotContext(ex, bookings, vendorId, slotWindow(slots), {
      ...options,
      staff: staffOf(slots),
    });
    return slotVerdicts(shop, slots).map((verdict) => verdict.problem);
  },
  insertSeries: bookings.insertSeries,
});
