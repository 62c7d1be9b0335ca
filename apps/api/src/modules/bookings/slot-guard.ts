import {
  type BookedBy,
  fairestFirst,
  type Interval,
  lagos,
  lagosDay,
  type SlotContext,
  STAFF_MESSAGES,
  slotProblem,
} from '@app/shared';
import type { Executor, Trx } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { BookingsRepository } from './bookings.repository.ts';
import type { Held, ShopCalendar, SlotOptions, SlotRequest, StaffAsked } from './index.ts';

/** The reads a slot check makes. */
export type SlotReads = Pick<
  BookingsRepository,
  'slotRule' | 'closedTimes' | 'takenSlots' | 'staffSchedules'
>;

const held = (row: { starts_at: string; ends_at: string; staff_id: number | null }): Held => ({
  start: new Date(row.starts_at),
  end: new Date(row.ends_at),
  staffId: row.staff_id,
});

/**
 * What the shared rules (slots.ts) judge a vendor's slots between `from` and `to` by: the booking
 * rule, hours, breaks, days off, blocked time, the bookings holding time and the weeks of the team
 * members in `options.staff`, one read of each for the whole window, on the executor given (the
 * booking's locked transaction, or the database for a look at free times).
 */
export async function slotContext(
  ex: Executor,
  bookings: SlotReads,
  vendorId: number,
  window: { from: Date; to: Date },
  { staff = [], moving, ...rest }: SlotOptions,
): Promise<ShopCalendar> {
  const { from, to } = window;
  const range = { from: from.toISOString(), to: to.toISOString() };
  const days = { fromDay: lagosDay(from), toDay: lagosDay(to) };
  const [rule, closed, taken, team] = await Promise.all([
    bookings.slotRule(ex, vendorId),
    bookings.closedTimes(ex, vendorId, { ...range, ...days }),
    bookings.takenSlots(ex, vendorId, range, rest.now.toISOString(), moving?.id),
    bookings.staffSchedules(ex, vendorId, [...new Set(staff)], days),
  ]);
  return {
    base: { ...rest, rule, hours: closed.hours, breaks: closed.breaks, daysOff: closed.daysOff },
    blocked: closed.blocked.map(held),
    taken: taken.map(held),
    team: new Map(team.map((m) => [m.id, m])),
  };
}

/**
 * One person's SlotContext: a team member's (their week, their bookings, their blocked time and
 * the business's) or, for null, the vendor's own (the bookings with no member, the business's
 * blocked time) — all of them, for a vendor without a team.
 */
export function contextFor(shop: ShopCalendar, staffId: number | null): SlotContext {
  const staff = staffId === null ? undefined : shop.team.get(staffId);
  if (staffId !== null && !staff) throw new Error(`team member ${staffId} was not read (or is inactive)`);
  return {
    ...shop.base,
    ...(staff ? { staff } : {}),
    blocked: shop.blocked.filter((b) => b.staffId === null || b.staffId === staffId),
    taken: shop.taken.filter((t) => t.staffId === staffId),
  };
}

const asList = (staff: StaffAsked | undefined): (number | null)[] =>
  staff === undefined || staff === null ? [null] : typeof staff === 'number' ? [staff] : [...staff];

/** What the slot rules say of one slot asked for: whose time it takes, or why it cannot be booked. */
export type SlotVerdict = { staffId: number | null; problem: null } | { staffId: null; problem: string };

/**
 * Judges each slot in turn against the calendar read: a free slot takes its time, so later slots
 * of the same request see it as taken; a refused one takes nothing. For 'anyone available' the
 * free member with the fewest bookings that day takes it (ties to the lowest id: fairestFirst).
 */
export function slotVerdicts(shop: ShopCalendar, slots: readonly SlotRequest[]): SlotVerdict[] {
  const verdicts: SlotVerdict[] = [];
  slots.forEach((slot, i) => {
    const earlier = slots.slice(0, i).flatMap((s, j) => {
      const verdict = verdicts[j];
      return verdict && verdict.problem === null ? [{ ...s, staffId: verdict.staffId }] : [];
    });
    const calendar = { ...shop, taken: [...shop.taken, ...earlier] };
    const day = lagosDay(slot.start);
    const bookingsThatDay = (id: number) =>
      calendar.taken.filter((t) => t.staffId === id && lagosDay(t.start) === day).length;
    const candidates = Array.isArray(slot.staff)
      ? fairestFirst(slot.staff as readonly number[], bookingsThatDay)
      : asList(slot.staff);
    // A member made inactive since the request was read takes nothing.
    const problems = candidates.map((id) => ({
      id,
      problem:
        id === null || shop.team.has(id)
          ? slotProblem(slot, contextFor(calendar, id))
          : STAFF_MESSAGES.chooseMember,
    }));
    const free = problems.find((p) => p.problem === null);
    verdicts.push(
      free
        ? { staffId: free.id, problem: null }
        : {
            staffId: null,
            problem:
              (candidates.length > 1 ? STAFF_MESSAGES.noneFree : problems[0]?.problem) ??
              STAFF_MESSAGES.noneFree,
          },
    );
  });
  return verdicts;
}

/** Whole Lagos days around the slots, so the count of each member's bookings that day is complete. */
export function slotWindow(slots: readonly SlotRequest[]) {
  return {
    from: lagos(new Date(Math.min(...slots.map((s) => s.start.getTime()))))
      .startOf('day')
      .toDate(),
    to: lagos(new Date(Math.max(...slots.map((s) => s.end.getTime()))))
      .endOf('day')
      .toDate(),
  };
}

/** The team members whose weeks the slots need read. */
export const staffOf = (slots: readonly SlotRequest[]) =>
  slots.flatMap((s) => asList(s.staff)).filter((id) => id !== null);

/**
 * The one check of every booking, a customer's or the vendor's own: refuses (409, naming the item)
 * the first slot the shared rules refuse (slots.ts), and answers whose time each slot takes. It
 * reads the vendor's rules, hours, breaks, days off, blocked time, bookings and team in the
 * caller's transaction, which must hold the vendor's lock (lockVendor) and insert the bookings:
 * two requests for one slot then run one after the other, and the second sees the first's booking.
 */
export async function checkSlots(
  trx: Trx,
  bookings: SlotReads,
  vendorId: number,
  slots: readonly SlotRequest[],
  options: Omit<SlotOptions, 'staff'>,
): Promise<(number | null)[]> {
  const shop = await slotContext(trx, bookings, vendorId, slotWindow(slots), {
    ...options,
    staff: staffOf(slots),
  });
  const verdicts = slotVerdicts(shop, slots);
  const refused = verdicts.findIndex((v) => v.problem !== null);
  if (refused >= 0)
    throw new AppError('slot_unavailable', `${slots[refused]?.label}: ${verdicts[refused]?.problem}`, {
      success: false,
    });
  return verdicts.map((v) => v.staffId);
}

/**
 * The one slot check of a move, under the vendor's lock: the booking keeps its team member, and
 * its own slot and waiting proposal do not stand in its way.
 */
export const checkMove = (
  ctx: { bookings: SlotReads },
  trx: Trx,
  vendorId: number,
  booking: { id: number; service_name: string; staff_id: number | null },
  to: Interval,
  now: Date,
  bookedBy: BookedBy,
) =>
  checkSlots(trx, ctx.bookings, vendorId, [{ label: booking.service_name, staff: booking.staff_id, ...to }], {
    now,
    bookedBy,
    moving: booking,
  });
