import {
  type ActionCheck,
  addDays,
  type BookedBy,
  checkReschedule,
  formatDetails,
  freeStartTimes,
  fromLagos,
  type Interval,
  lagosDateTime,
  MSG,
  RESCHEDULE_MESSAGES,
  RESCHEDULE_TRANSITIONS,
  type RescheduleBody,
} from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { Db, Transact, Trx } from '../../db/database.ts';
import { lockVendor } from '../../db/locks.ts';
import { AppError, notFound, unprocessable } from '../../lib/errors.ts';
import type { CustomerBookings } from '../customer/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { type BookingMoves, StaleBookings } from './booking-moves.ts';
import { presentBookings, presentProposal } from './bookings.presenter.ts';
import type { BookingRow, BookingsRepository } from './bookings.repository.ts';
import { REAL_DATE, wallClock } from './calendar.service.ts';
import { checkSlots, contextFor, slotContext } from './slot-guard.ts';

const conflict = (message: string) => new AppError('conflict', message, { success: false });
/** A refused move: no such move for this status (409), or not at this time (422). */
const refusal = (check: Extract<ActionCheck, { allowed: false }>) =>
  check.hidden ? conflict(check.reason) : new AppError('wrong_time', check.reason, { success: false });
const times = (b: BookingRow) => ({ status: b.status, start: new Date(b.starts_at) });

/**
 * Moving bookings to another time (issue 15), by the rules of state-machine.ts: the customer's
 * own move within the vendor's rescheduling rule, and the vendor's proposal, which holds its slot
 * until the customer accepts or declines it or the vendor withdraws it. Every change runs under
 * the vendor's lock with the booking read again inside it, checks the new slot with the one slot
 * check (its own slot and proposal free to it) and changes the time in bookingMoves.reschedule.
 */
export function rescheduleService(deps: {
  /** For reads outside any transaction (a look at free times). */
  db: Db;
  transact: Transact;
  bookings: BookingsRepository;
  customers: CustomerBookings;
  moves: BookingMoves;
  notifications: NotificationsService;
  clock: Clock;
}) {
  const { db, transact, bookings, customers, moves, notifications, clock } = deps;

  /** The booking as it stands under the vendor's lock (404 when it is not the vendor's). */
  async function lockedBooking(trx: Trx, vendorId: number, id: number) {
    await lockVendor(trx, vendorId);
    const [booking] = await bookings.findMany(trx, vendorId, [id]);
    if (!booking) throw notFound(MSG.bookingNotFound);
    return booking;
  }

  /** The new time asked for, with the booking's duration; 422 for a day that does not exist or the same time. */
  function newSlot(booking: BookingRow, body: RescheduleBody) {
    const start = wallClock(body.date, body.time);
    if (!start) throw unprocessable(REAL_DATE, { date: REAL_DATE });
    if (start.getTime() === new Date(booking.starts_at).getTime())
      throw unprocessable(RESCHEDULE_MESSAGES.sameTime, { time: RESCHEDULE_MESSAGES.sameTime });
    const duration = new Date(booking.ends_at).getTime() - new Date(booking.starts_at).getTime();
    return { start, end: new Date(start.getTime() + duration) };
  }

  const presentIn = async (trx: Trx, vendorId: number, id: number) => {
    const [presented] = await presentBookings(trx, bookings, await bookings.findMany(trx, vendorId, [id]));
    if (!presented) throw new Error('The changed booking was not read back');
    return presented;
  };

  /** A customer's booking: its vendor, read without a lock; 404 unless it is theirs. */
  async function customersBooking(customerId: number, id: number) {
    const booking = await customers.bookingOfCustomer(customerId, id);
    if (!booking) throw notFound(MSG.bookingNotFound);
    return booking;
  }

  /** A change by the customer: a status changed meanwhile is a 409. */
  async function byCustomer<T>(work: () => Promise<T>) {
    try {
      return await work();
    } catch (error) {
      throw error instanceof StaleBookings ? conflict(RESCHEDULE_MESSAGES.changed) : error;
    }
  }

  /**
   * The one slot check of a move, under the vendor's lock: the booking keeps its team member, and
   * its own slot and waiting proposal do not stand in its way.
   */
  const checkMove = (
    trx: Trx,
    vendorId: number,
    booking: BookingRow,
    to: Interval,
    now: Date,
    bookedBy: BookedBy,
  ) =>
    checkSlots(trx, bookings, vendorId, [{ label: booking.service_name, staff: booking.staff_id, ...to }], {
      now,
      bookedBy,
      moving: booking,
    });

  const moved = (booking: BookingRow, to: Date) =>
    `${booking.service_name} (${booking.reference}) moved from ${formatDetails(booking.starts_at)} to ${formatDetails(to)}.`;

  return {
    /** The free start times one Lagos day offers the vendor's booking, but its current one. */
    async times(vendorId: number, id: number, date: string) {
      const booking = await bookings.find(vendorId, id);
      if (!booking) throw notFound(MSG.bookingNotFound);
      const from = wallClock(date, '00:00');
      if (!from) throw unprocessable(REAL_DATE, { date: REAL_DATE });
      const duration = new Date(booking.ends_at).getTime() - new Date(booking.starts_at).getTime();
      const to = new Date(fromLagos(addDays(date, 1), '00:00').getTime() + duration);
      // A look, not a move: read outside any transaction, with no lock.
      // The booking keeps its team member: only that member's free times are offered.
      const shop = await slotContext(
        db,
        bookings,
        vendorId,
        { from, to },
        {
          now: clock.now(),
          bookedBy: 'vendor',
          moving: booking,
          staff: booking.staff_id === null ? [] : [booking.staff_id],
        },
      );
      const current = lagosDateTime(booking.starts_at);
      const [day] = freeStartTimes([date], duration / 60_000, contextFor(shop, booking.staff_id));
      return {
        success: true as const,
        date,
        duration_minutes: duration / 60_000,
        times: (day?.times ?? []).filter((t) => !(current.date === date && current.time === t)),
      };
    },

    /**
     * The vendor proposes a new time, which holds its slot until answered or withdrawn; a booking
     * the vendor made (no customer account to answer) moves there at once.
     */
    async propose(vendorId: number, id: number, body: RescheduleBody) {
      const now = clock.now();
      const answer = await transact(async (trx) => {
        const booking = await lockedBooking(trx, vendorId, id);
        const own = booking.customer_id === null;
        const check = checkReschedule(own ? 'vendorMove' : 'vendorPropose', times(booking), now);
        if (!check.allowed) throw refusal(check);
        if (await bookings.waitingProposal(trx, id)) throw conflict(RESCHEDULE_MESSAGES.proposalPending);
        const slot = newSlot(booking, body);
        await checkMove(trx, vendorId, booking, slot, now, 'vendor');
        if (own) {
          await moves.reschedule(trx, {
            vendorId,
            scope: { user_id: vendorId },
            booking,
            from: RESCHEDULE_TRANSITIONS.vendorMove.from,
            to: slot,
            at: now.toISOString(),
            by: 'vendor',
          });
          return { message: RESCHEDULE_MESSAGES.moved, booking: await presentIn(trx, vendorId, id) };
        }
        await bookings.insertReschedule(trx, {
          booking_id: id,
          proposed_by: 'vendor',
          status: 'proposed',
          from_starts_at: booking.starts_at,
          from_ends_at: booking.ends_at,
          starts_at: slot.start.toISOString(),
          ends_at: slot.end.toISOString(),
          created_at: now.toISOString(),
          answered_at: null,
        });
        await moves.updated(trx, vendorId, [id]);
        return { message: RESCHEDULE_MESSAGES.proposed, booking: await presentIn(trx, vendorId, id) };
      });
      return { success: true as const, ...answer };
    },

    /** The vendor takes the waiting proposal back, freeing its slot. */
    async withdraw(vendorId: number, id: number) {
      const now = clock.now().toISOString();
      const booking = await transact(async (trx) => {
        await lockedBooking(trx, vendorId, id);
        if (!(await bookings.answerProposals(trx, [id], 'withdrawn', now)))
          throw conflict(RESCHEDULE_MESSAGES.noProposal);
        await moves.updated(trx, vendorId, [id]);
        return presentIn(trx, vendorId, id);
      });
      return { success: true as const, message: RESCHEDULE_MESSAGES.withdrawn, booking };
    },

    /** The customer moves their own booking within the vendor's rule; the vendor is alerted. */
    async customerMove(customerId: number, id: number, body: RescheduleBody) {
      const vendorId = (await customersBooking(customerId, id)).user_id;
      const now = clock.now();
      const booking = await byCustomer(() =>
        transact(async (trx) => {
          const booking = await lockedBooking(trx, vendorId, id);
          const rule = await bookings.rescheduleRule(trx, vendorId);
          const check = checkReschedule('customerMove', times(booking), now, rule);
          if (!check.allowed) throw refusal(check);
          const slot = newSlot(booking, body);
          await checkMove(trx, vendorId, booking, slot, now, 'customer');
          await moves.reschedule(trx, {
            vendorId,
            scope: { customer_id: customerId },
            booking,
            from: RESCHEDULE_TRANSITIONS.customerMove.from,
            to: slot,
            at: now.toISOString(),
            by: 'customer',
          });
          await notifications.record(
            trx,
            vendorId,
            'reschedule',
            'Booking rescheduled',
            moved(booking, slot.start),
          );
          return presentIn(trx, vendorId, id);
        }),
      );
      return { success: true as const, booking };
    },

    /** The vendor's proposal waiting for the customer's answer, or null. */
    async proposal(customerId: number, id: number) {
      const booking = await customersBooking(customerId, id);
      const waiting = (RESCHEDULE_TRANSITIONS.acceptProposal.from as readonly string[]).includes(
        booking.status,
      )
        ? await bookings.waitingProposal(db, id)
        : undefined;
      return { success: true as const, proposal: waiting ? presentProposal(waiting) : null };
    },

    /** Accepting moves the booking to the proposed time (held for it); declining keeps its time. */
    async answer(customerId: number, id: number, accept: boolean) {
      const vendorId = (await customersBooking(customerId, id)).user_id;
      const now = clock.now();
      const booking = await byCustomer(() =>
        transact(async (trx) => {
          const booking = await lockedBooking(trx, vendorId, id);
          const waiting = await bookings.waitingProposal(trx, id);
          if (!waiting) throw conflict(RESCHEDULE_MESSAGES.noProposal);
          const to = { start: new Date(waiting.starts_at), end: new Date(waiting.ends_at) };
          if (accept) {
            const check = checkReschedule('acceptProposal', times(booking), now);
            if (!check.allowed) throw refusal(check);
            // Held for it, so only time can have taken it (passed, or the shop's hours changed).
            await checkMove(trx, vendorId, booking, to, now, 'vendor');
            await moves.reschedule(trx, {
              vendorId,
              scope: { customer_id: customerId },
              booking,
              from: RESCHEDULE_TRANSITIONS.acceptProposal.from,
              to,
              at: now.toISOString(),
              by: 'proposal',
            });
          } else {
            await bookings.answerProposals(trx, [id], 'declined', now.toISOString());
            await moves.updated(trx, vendorId, [id]);
          }
          await notifications.record(
            trx,
            vendorId,
            'reschedule',
            accept ? 'New time accepted' : 'New time declined',
            accept
              ? moved(booking, to.start)
              : `${booking.service_name} (${booking.reference}) stays on ${formatDetails(booking.starts_at)}: the customer declined ${formatDetails(to.start)}.`,
          );
          return presentIn(trx, vendorId, id);
        }),
      );
      return { success: true as const, booking };
    },
  };
}

export type RescheduleService = ReturnType<typeof rescheduleService>;
