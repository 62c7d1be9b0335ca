import { type BookedBy, type Interval, lagosDay, slotProblem } from '@app/shared';
import type { Trx } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { BookingsRepository } from './bookings.repository.ts';

/** One time a booking asks for, named in the refusal (a service's name). */
export interface SlotRequest extends Interval {
  label: string;
}

/**
 * The one check of every booking, a customer's or the vendor's own: refuses (409, naming the item)
 * the first slot the shared rules refuse (slots.ts). It reads the vendor's rules, hours, breaks,
 * days off, blocked time and bookings in the caller's transaction, which must hold the vendor's
 * lock (lockVendor) and insert the bookings: two requests for one slot then run one after the
 * other, and the second sees the first's booking.
 */
export async function checkSlots(
  trx: Trx,
  bookings: BookingsRepository,
  vendorId: number,
  slots: readonly SlotRequest[],
  options: { now: Date; bookedBy: BookedBy },
) {
  const { now, bookedBy } = options;
  const from = new Date(Math.min(...slots.map((s) => s.start.getTime())));
  const to = new Date(Math.max(...slots.map((s) => s.end.getTime())));
  const window = { from: from.toISOString(), to: to.toISOString() };
  const [rule, closed, taken] = await Promise.all([
    bookings.slotRule(trx, vendorId),
    bookings.closedTimes(trx, vendorId, { ...window, fromDay: lagosDay(from), toDay: lagosDay(to) }),
    bookings.takenSlots(trx, vendorId, window, now.toISOString()),
  ]);
  const interval = (row: { starts_at: string; ends_at: string }) => ({
    start: new Date(row.starts_at),
    end: new Date(row.ends_at),
  });
  const busy = taken.map(interval);
  const blocked = closed.blocked.map(interval);
  slots.forEach((slot, i) => {
    const problem = slotProblem(slot, {
      now,
      rule,
      bookedBy,
      hours: closed.hours,
      breaks: closed.breaks,
      daysOff: closed.daysOff,
      blocked,
      // Earlier items of the same booking hold their slots too.
      taken: [...busy, ...slots.slice(0, i)],
    });
    if (problem) throw new AppError('slot_unavailable', `${slot.label}: ${problem}`, { success: false });
  });
}
