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
  taken: 'This time is no longer available',
  gap: 'Choose a time right after another booking, a break or opening time',
} as const;

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;
const wallTime = (instant: Date) => lagos(instant).format('HH:mm');

/**
 * Why a customer cannot book `slot`, or null when it is free: the booking window, days off, opening
 * hours, breaks and the vendor's other bookings (SPEC §3 booking rules, DESIGN §5).
 */
export function slotProblem(
  slot: Interval,
  ctx: {
    now: Date;
    rule: BookingRuleWindow;
    hours: readonly OpeningHours[];
    breaks: readonly BreakTime[];
    daysOff: readonly string[];
    taken: readonly Interval[];
  },
): string | null {
  const { now, rule } = ctx;
  if (slot.start <= now) return SLOT_MESSAGES.past;
  if (slot.start.getTime() - now.getTime() < rule.booking_window * 60_000)
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
  if (ctx.taken.some((t) => overlaps(slot, t))) return SLOT_MESSAGES.taken;
  if (rule.avoid_gaps) {
    const starts = [
      open.open_time,
      ...ctx.breaks.filter((b) => b.day === open.day).map((b) => b.end_time),
      ...ctx.taken.filter((t) => lagos(t.end).format('YYYY-MM-DD') === day).map((t) => wallTime(t.end)),
    ];
    if (!starts.includes(startTime)) return SLOT_MESSAGES.gap;
  }
  return null;
}
