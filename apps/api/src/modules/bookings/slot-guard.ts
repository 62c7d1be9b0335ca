import { type BookedBy, type Interval, lagosDay, type SlotContext, slotProblem } from '@app/shared';
import type { Executor, Trx } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { BookingsRepository } from './bookings.repository.ts';

/** One time a booking asks for, named in the refusal (a service's name). */
export interface SlotRequest extends Interval {
  label: string;
}

/**
 * Who books and when; `moving` is the booking being moved to another time (its row), whose own
 * slot and waiting proposal do not stand in its way.
 */
export interface SlotOptions {
  now: Date;
  bookedBy: BookedBy;
  moving?: { id: number };
}

const interval = (row: { starts_at: string; ends_at: string }) => ({
  start: new Date(row.starts_at),
  end: new Date(row.ends_at),
});

/**
 * What the shared rules (slots.ts) judge a vendor's slots between `from` and `to` by: the booking
 * rule, hours, breaks, days off, blocked time and the bookings holding time, one read of each for
 * the whole window, on the executor given (the booking's locked transaction, or the database for a
 * look at free times).
 */
export async function slotContext(
  ex: Executor,
  bookings: BookingsRepository,
  vendorId: number,
  window: { from: Date; to: Date },
  { now, bookedBy, moving }: SlotOptions,
): Promise<SlotContext> {
  const { from, to } = window;
  const range = { from: from.toISOString(), to: to.toISOString() };
  const [rule, closed, taken] = await Promise.all([
    bookings.slotRule(ex, vendorId),
    bookings.closedTimes(ex, vendorId, { ...range, fromDay: lagosDay(from), toDay: lagosDay(to) }),
    bookings.takenSlots(ex, vendorId, range, now.toISOString(), moving?.id),
  ]);
  return {
    now,
    bookedBy,
    rule,
    hours: closed.hours,
    breaks: closed.breaks,
    daysOff: closed.daysOff,
    blocked: closed.blocked.map(interval),
    taken: taken.map(interval),
  };
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
  options: SlotOptions,
) {
  const from = new Date(Math.min(...slots.map((s) => s.start.getTime())));
  const to = new Date(Math.max(...slots.map((s) => s.end.getTime())));
  const context = await slotContext(trx, bookings, vendorId, { from, to }, options);
  slots.forEach((slot, i) => {
    // Earlier items of the same booking hold their slots too.
    const problem = slotProblem(slot, { ...context, taken: [...context.taken, ...slots.slice(0, i)] });
    if (problem) throw new AppError('slot_unavailable', `${slot.label}: ${problem}`, { success: false });
  });
}
