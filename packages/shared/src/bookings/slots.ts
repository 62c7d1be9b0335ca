import { lagos, lagosWeekday } from '../format/time.ts';

export interface OpeningHours {
  /** 0 = Monday … 6 = Sunday */
  day: number;
  open_time: string;
  close_time: string;
}
export interface BreakTime {
  day: number;
  start_time: string;
  end_time: string;
}
export interface BookingRuleWindow {
  /** Minimum notice before a booking starts, in minutes. */
  booking_window: number;
  /** How far ahead customers may book, in days. */
  future_booking_window: number;
  /** When set, a booking must start at opening, after a break or right after another booking. */
  avoid_gaps?: boolean | number;
}
export interface Interval {
  start: Date;
  end: Date;
}

export const SLOT_MESSAGES = {
  past: 'This time has already passed',
  tooSoon: (minutes: number) => `Book at least ${minutes} minutes ahead`,
  tooFar: (days: number) => `Bookings open at most ${days} days ahead`,
  dayOff: 'The business is closed on this day',
  closed: 'The business is closed at this time',
  onBreak: 'This time falls in a break',
  blocked: 'This time is blocked off in the calendar',
  taken: 'This time is no longer available',
  gap: 'Choose a time right after another booking, a break or opening time',
} as const;

/** Half-open intervals overlap: one ending when the other starts is not an overlap. */
export const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;
const wallTime = (instant: Date) => lagos(instant).format('HH:mm');

/**
 * Who is booking. The vendor's own bookings (walk-ins, phone calls) go through every rule of the
 * calendar — past, how far ahead, days off, hours, breaks, blocked time, other bookings — but not
 * the two that shape what customers are offered: the minimum notice (it protects the vendor from
 * last-minute surprises, and a walk-in is at the door) and avoid-gaps (the vendor who fills a gap
 * chose to).
 */
export type BookedBy = 'customer' | 'vendor';

/**
 * Why `slot` cannot be booked, or null when it is free: the booking window, days off, opening
 * hours, breaks, blocked time and the vendor's other bookings (SPEC §3 booking rules, DESIGN §5).
 */
export function slotProblem(
  slot: Interval,
  ctx: {
    now: Date;
    rule: BookingRuleWindow;
    hours: readonly OpeningHours[];
    breaks: readonly BreakTime[];
    daysOff: readonly string[];
    /** Periods the vendor blocked off in the calendar. */
    blocked: readonly Interval[];
    taken: readonly Interval[];
    /** 'customer' unless given. */
    bookedBy?: BookedBy;
  },
): string | null {
  const { now, rule } = ctx;
  const byCustomer = ctx.bookedBy !== 'vendor';
  if (slot.start <= now) return SLOT_MESSAGES.past;
  if (byCustomer && slot.start.getTime() - now.getTime() < rule.booking_window * 60_000)
    return SLOT_MESSAGES.tooSoon(rule.booking_window);
  if (slot.start.getTime() - now.getTime() > rule.future_booking_window * 86_400_000) {
    return SLOT_MESSAGES.tooFar(rule.future_booking_window);
  }
  const day = lagos(slot.start).format('YYYY-MM-DD');
  if (ctx.daysOff.includes(day)) return SLOT_MESSAGES.dayOff;
  const open = ctx.hours.find((h) => h.day === lagosWeekday(slot.start));
  const endsSameDay = lagos(slot.end).format('YYYY-MM-DD') === day || wallTime(slot.end) === '00:00';
  const startTime = wallTime(slot.start);
  const endTime = wallTime(slot.end) === '00:00' ? '24:00' : wallTime(slot.end);
  if (!open || !endsSameDay || startTime < open.open_time || endTime > open.close_time)
    return SLOT_MESSAGES.closed;
  const onBreak = ctx.breaks.some(
    (b) => b.day === open.day && startTime < b.end_time && b.start_time < endTime,
  );
  if (onBreak) return SLOT_MESSAGES.onBreak;
  if (ctx.blocked.some((b) => overlaps(slot, b))) return SLOT_MESSAGES.blocked;
  if (ctx.taken.some((t) => overlaps(slot, t))) return SLOT_MESSAGES.taken;
  if (byCustomer && rule.avoid_gaps) {
    const endingToday = (list: readonly Interval[]) =>
      list.filter((t) => lagos(t.end).format('YYYY-MM-DD') === day).map((t) => wallTime(t.end));
    // Like a break, blocked time ends where the day picks up again.
    const starts = [
      open.open_time,
      ...ctx.breaks.filter((b) => b.day === open.day).map((b) => b.end_time),
      ...endingToday(ctx.blocked),
      ...endingToday(ctx.taken),
    ];
    if (!starts.includes(startTime)) return SLOT_MESSAGES.gap;
  }
  return null;
}
