import { addDays, lagosDay, makesDayBusy, VENDOR_HIDDEN_STATUSES } from '@app/shared';
import type { Booking } from './model.ts';

/**
 * Which bookings a cached list holds, as the server chose them: every listed booking ('all'),
 * those starting today or in the seven days from today (Lagos), or those starting on the Lagos
 * days `from` to `to`, both included (the calendar's range call).
 */
export type ListScope =
  | { kind: 'all' }
  | { kind: 'today' }
  | { kind: 'seven' }
  | { kind: 'range'; from: string; to: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The scope of a bookings query by its key (api/bookings/bookings.ts `bookingKeys`):
 * ['bookings', 'all' | 'today' | 'seven', userId] or ['bookings', 'range', userId, from, to];
 * null for any other key, which a patch cannot know the contents of.
 */
export function scopeOfKey(key: readonly unknown[]): ListScope | null {
  if (key[0] !== 'bookings') return null;
  const kind = key[1];
  if ((kind === 'all' || kind === 'today' || kind === 'seven') && key.length === 3) return { kind };
  const [, , , from, to] = key;
  if (
    kind === 'range' &&
    key.length === 5 &&
    typeof from === 'string' &&
    typeof to === 'string' &&
    DAY.test(from) &&
    DAY.test(to)
  )
    return { kind, from, to };
  return null;
}

/** Whether a list of that scope holds the booking, on the Lagos day `today`. */
export function inScope(scope: ListScope, booking: Booking, today: string): boolean {
  // The server lists none of these (held for payment, or expired unpaid).
  if (VENDOR_HIDDEN_STATUSES.includes(booking.status as never)) return false;
  if (scope.kind === 'all') return true;
  const day = lagosDay(booking.start);
  if (scope.kind === 'today') return day === today;
  if (scope.kind === 'seven') return day >= today && day < addDays(today, 7);
  return day >= scope.from && day <= scope.to;
}

/** The server's order: by start, then by id. */
const before = (a: Booking, b: Booking) =>
  a.start.getTime() < b.start.getTime() || (a.start.getTime() === b.start.getTime() && a.id < b.id);

/**
 * The list with the booking as it now stands: put in its place by start (or moved there), or
 * taken out when the list's scope no longer holds it. Answers the same array when nothing changes,
 * and when the list already holds a newer state of the booking (an event that arrives late).
 */
export function patchList(list: Booking[], booking: Booking, belongs: boolean): Booking[] {
  const index = list.findIndex((b) => b.id === booking.id);
  const held = index >= 0 ? list[index] : undefined;
  if (held && held.updated_at > booking.updated_at) return list;
  if (!belongs) return held ? list.filter((b) => b.id !== booking.id) : list;
  const rest = held ? list.filter((b) => b.id !== booking.id) : [...list];
  let at = rest.findIndex((b) => before(booking, b));
  if (at < 0) at = rest.length;
  rest.splice(at, 0, booking);
  return rest;
}

/**
 * A cached bookings list (its query key and data) with a booking from a realtime event applied;
 * `undefined` when the key is not one of the bookings lists (the caller then reloads it).
 */
export function patchCachedList(
  key: readonly unknown[],
  list: Booking[],
  booking: Booking,
  today: string,
): Booking[] | undefined {
  const scope = scopeOfKey(key);
  if (!scope) return undefined;
  return patchList(list, booking, inScope(scope, booking, today));
}

/** The days of a busy-days query by its key, ['bookings', 'busy-days', userId, from, to]; null for any other key. */
export function busyDaysScope(key: readonly unknown[]): { from: string; to: string } | null {
  const [root, kind, , from, to] = key;
  if (root !== 'bookings' || kind !== 'busy-days' || key.length !== 5) return null;
  return typeof from === 'string' && typeof to === 'string' && DAY.test(from) && DAY.test(to)
    ? { from, to }
    : null;
}

/**
 * Busy days (ordered, from `from` to `to`) with a booking from a realtime event applied: its day
 * added when it makes the day busy; `undefined` (reload) when the booking may have left a day
 * (rejected or hidden now, or moved from another day), as only the server knows whether that day
 * has another. `before` is the booking as the cache held it, unknown for a new one.
 */
export function patchBusyDays(
  days: string[],
  { from, to }: { from: string; to: string },
  booking: Booking,
  before: Booking | undefined,
): string[] | undefined {
  const within = (day: string) => day >= from && day <= to;
  const day = lagosDay(booking.start);
  const busy = makesDayBusy(booking.status);
  if (before) {
    const left = lagosDay(before.start);
    if (makesDayBusy(before.status) && within(left) && (left !== day || !busy)) return undefined;
  } else if (!busy && within(day)) return undefined;
  if (!busy || !within(day) || days.includes(day)) return days;
  return [...days, day].sort();
}
