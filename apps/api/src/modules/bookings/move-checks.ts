import { type ActionCheck, RESCHEDULE_MESSAGES, type RescheduleBody } from '@app/shared';
import { AppError, conflict, unprocessable } from '../../lib/errors.ts';
import type { BookingRow } from './bookings.repository.ts';
import { REAL_DATE, wallClock } from './wall-clock.ts';

/** A refused move: no such move for this status (409), or not at this time (422). */
export const refusal = (check: Extract<ActionCheck, { allowed: false }>) =>
  check.hidden ? conflict(check.reason) : new AppError('wrong_time', check.reason, { success: false });

/** What the rescheduling rules read of a booking. */
export const moveTimes = (b: BookingRow) => ({ status: b.status, start: new Date(b.starts_at) });

/** The new time asked for, with the booking's duration; 422 for a day that does not exist or the same time. */
export function newSlot(booking: BookingRow, body: RescheduleBody) {
  const start = wallClock(body.date, body.time);
  if (!start) throw unprocessable(REAL_DATE, { date: REAL_DATE });
  if (start.getTime() === new Date(booking.starts_at).getTime())
    throw unprocessable(RESCHEDULE_MESSAGES.sameTime, { time: RESCHEDULE_MESSAGES.sameTime });
  const duration = new Date(booking.ends_at).getTime() - new Date(booking.starts_at).getTime();
  return { start, end: new Date(start.getTime() + duration) };
}
