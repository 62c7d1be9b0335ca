import { randomUUID } from 'node:crypto';
import {
  type BlockedTimeBody,
  CALENDAR_MESSAGES,
  formatTime,
  fromLagos,
  lagos,
  lagosDateTime,
  lagosDay,
  overlaps,
  SERVICE_LOCATIONS,
  STAFF_MESSAGES,
  staffChoice,
  VENDOR_CREATE,
  type WalkInBody,
} from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { Transact } from '../../db/database.ts';
import { lockVendor } from '../../db/locks.ts';
import { AppError, notFound, unprocessable } from '../../lib/errors.ts';
import type { TeamReads } from '../staff/index.ts';
import { type BookingMoves, newReference } from './booking-moves.ts';
import { presentBookings } from './bookings.presenter.ts';
import type { BookingsRepository } from './bookings.repository.ts';
import { checkSlots } from './slot-guard.ts';

export const REAL_DATE = 'Choose a real date';
/** The instant of a Lagos date and time, or null for a day the calendar does not have (2026-02-30). */
export const wallClock = (date: string, time: string) => {
  const instant = fromLagos(date, time);
  return Number.isNaN(instant.getTime()) || lagosDay(instant) !== date ? null : instant;
};

const presentBlock = (row: {
  id: number;
  starts_at: string;
  ends_at: string;
  reason: string | null;
  staff_id: number | null;
}) => {
  const start = lagosDateTime(row.starts_at);
  return {
    id: row.id,
    date: start.date,
    start_time: start.time,
    end_time: lagosDateTime(row.ends_at).time,
    reason: row.reason,
    staff_id: row.staff_id,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
  };
};

/**
 * What the vendor adds to their own calendar: walk-in and phone bookings, and blocked time. Both
 * pass the same slot rules as a customer's booking, under the vendor's lock. Nothing here records
 * an alert: alerts tell the vendor what others did; their screens follow the live booking event.
 */
export function calendarService(deps: {
  transact: Transact;
  bookings: BookingsRepository;
  moves: BookingMoves;
  clock: Clock;
  staff: TeamReads;
}) {
  const { transact, bookings, moves, clock, staff } = deps;

  /**
   * The team member a calendar entry names, checked: active, and performing `service` when it is
   * a booking. None named: the vendor's own (a booking) or the whole business's (blocked time).
   */
  async function memberFor(
    userId: number,
    staffId: number | null | undefined,
    service?: { id: number; name: string },
  ) {
    if (staffId == null) return null;
    const team = await staff.team(userId);
    const choice = service
      ? staffChoice(team, service, staffId)
      : team.some((m) => m.id === staffId && m.active)
        ? { staff: staffId }
        : { problem: STAFF_MESSAGES.chooseMember };
    if ('problem' in choice) throw unprocessable(choice.problem, { staff_id: choice.problem });
    return staffId;
  }

  return {
    /**
     * Approved from the start (VENDOR_CREATE) and paid at the shop: no deposit, no hold and no
     * ledger rows; money reaches the wallet only from a payment the provider confirmed.
     */
    async walkIn(userId: number, body: WalkInBody) {
      const service = await bookings.ownService(userId, body.service_id);
      if (!service)
        throw unprocessable(CALENDAR_MESSAGES.chooseOwnService, {
          service_id: CALENDAR_MESSAGES.chooseOwnService,
        });
      const start = wallClock(body.date, body.time);
      if (!start) throw unprocessable(REAL_DATE, { date: REAL_DATE });
      const end = new Date(start.getTime() + service.duration_minutes * 60_000);
      const staffId = await memberFor(userId, body.staff_id, service);
      const now = clock.now();
      const [booking] = await transact(async (trx) => {
        await lockVendor(trx, userId);
        await checkSlots(trx, bookings, userId, [{ label: service.name, start, end, staff: staffId }], {
          now,
          bookedBy: 'vendor',
        });
        const ids = await moves.create(trx, userId, [
          {
            user_id: userId,
            customer_id: null,
            service_id: service.id,
            multiple_id: randomUUID(),
            reference: newReference(),
            service_name: service.name,
            duration_type: service.duration_type,
            virtual_appointment: service.virtual_appointment,
            starts_at: start.toISOString(),
            ends_at: end.toISOString(),
            status: VENDOR_CREATE.to,
            service_price: service.price,
            hold_expires_at: null,
            service_location: SERVICE_LOCATIONS[1],
            service_address: null,
            service_comment: body.note || null,
            source: body.source,
            client_name: body.client_name,
            client_phone: body.client_phone,
            client_email: body.client_email || null,
            staff_id: staffId,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          },
        ]);
        return presentBookings(trx, bookings, await bookings.findMany(trx, userId, ids));
      });
      if (!booking) throw new Error('the walk-in booking was not read back');
      return { success: true as const, message: CALENDAR_MESSAGES.bookingAdded, booking };
    },

    /** From the start of today (Lagos) on, as the calendar draws them. */
    async blockedTimes(userId: number) {
      const today = lagos(clock.now()).startOf('day').toISOString();
      const rows = await bookings.blockedTimes(userId, today);
      return { success: true as const, blocked_times: rows.map(presentBlock) };
    },

    /** Refused over a booking that holds part of the period: the vendor decides about it first. */
    async addBlockedTime(userId: number, body: BlockedTimeBody) {
      const start = wallClock(body.date, body.start_time);
      const end = wallClock(body.date, body.end_time);
      if (!start || !end) throw unprocessable(REAL_DATE, { date: REAL_DATE });
      const now = clock.now();
      if (end <= now)
        throw unprocessable(CALENDAR_MESSAGES.blockedTimePassed, {
          end_time: CALENDAR_MESSAGES.blockedTimePassed,
        });
      const period = { start, end };
      const staffId = await memberFor(userId, body.staff_id);
      const row = await transact(async (trx) => {
        await lockVendor(trx, userId);
        const window = { from: start.toISOString(), to: end.toISOString() };
        const taken = await bookings.takenSlots(trx, userId, window, now.toISOString());
        // A member's blocked time stands over their own bookings only; the business's over all.
        const clash = taken.find(
          (t) =>
            (staffId === null || t.staff_id === staffId) &&
            overlaps(period, { start: new Date(t.starts_at), end: new Date(t.ends_at) }),
        );
        if (clash) {
          const what = `${clash.service_name} at ${formatTime(clash.starts_at)}`;
          throw new AppError('slot_unavailable', CALENDAR_MESSAGES.blockedOverBooking(what), {
            success: false,
          });
        }
        return bookings.insertBlockedTime(trx, {
          user_id: userId,
          starts_at: window.from,
          ends_at: window.to,
          reason: body.reason || null,
          staff_id: staffId,
          created_at: now.toISOString(),
        });
      });
      return {
        success: true as const,
        message: CALENDAR_MESSAGES.blockedTimeAdded,
        blocked_time: presentBlock(row),
      };
    },

    async deleteBlockedTime(userId: number, id: number) {
      if (!(await bookings.deleteBlockedTime(userId, id)))
        throw notFound(CALENDAR_MESSAGES.blockedTimeNotFound);
      return { success: true as const, message: CALENDAR_MESSAGES.blockedTimeRemoved };
    },
  };
}
