import { fromLagos, lagos, lagosDateTime, lagosWeekday, weekdayOfDay } from '../format/time.ts';

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
  staffOff: (name: string) => `${name} is off on this day`,
  staffAway: (name: string) => `${name} is not working at this time`,
  staffBreak: (name: string) => `${name} is on a break at this time`,
} as const;

/**
 * A team member's own week: the hours they work, their breaks and their days off. Their slots
 * must fit these as well as the business's.
 */
export interface StaffSchedule {
  name: string;
  hours: readonly OpeningHours[];
  breaks: readonly BreakTime[];
  daysOff: readonly string[];
}

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
    /**
     * The team member the slot is for, if any: their week narrows the business's, and `blocked`
     * and `taken` are then theirs (with the business's blocked time), not the whole shop's.
     */
    staff?: StaffSchedule;
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
  const { staff } = ctx;
  const shift = staff?.hours.find((h) => h.day === open.day);
  const staffBreaks = staff?.breaks.filter((b) => b.day === open.day) ?? [];
  if (staff) {
    if (staff.daysOff.includes(day)) return SLOT_MESSAGES.staffOff(staff.name);
    if (!shift || startTime < shift.open_time || endTime > shift.close_time)
      return SLOT_MESSAGES.staffAway(staff.name);
    if (staffBreaks.some((b) => startTime < b.end_time && b.start_time < endTime))
      return SLOT_MESSAGES.staffBreak(staff.name);
  }
  if (ctx.blocked.some((b) => overlaps(slot, b))) return SLOT_MESSAGES.blocked;
  if (ctx.taken.some((t) => overlaps(slot, t))) return SLOT_MESSAGES.taken;
  if (byCustomer && rule.avoid_gaps) {
    const endingToday = (list: readonly Interval[]) =>
      list.filter((t) => lagos(t.end).format('YYYY-MM-DD') === day).map((t) => wallTime(t.end));
    // Like a break, blocked time ends where the day picks up again.
    const starts = [
      open.open_time,
      ...ctx.breaks.filter((b) => b.day === open.day).map((b) => b.end_time),
      // A team member's day starts with their shift and picks up after their breaks.
      ...(shift ? [shift.open_time] : []),
      ...staffBreaks.map((b) => b.end_time),
      ...endingToday(ctx.blocked),
      ...endingToday(ctx.taken),
    ];
    if (!starts.includes(startTime)) return SLOT_MESSAGES.gap;
  }
  return null;
}

/** What `slotProblem` reads besides the slot. */
export type SlotContext = Parameters<typeof slotProblem>[1];

/** Free start times are offered every 15 minutes of the Lagos clock (00:00, 00:15, …). */
export const SLOT_STEP_MINUTES = 15;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** 'HH:mm' of each minute of a day, built once. */
let clocks: string[] | undefined;
const clockOf = (minutes: number) => {
  clocks ??= Array.from(
    { length: 1440 },
    (_, m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
  );
  return clocks[minutes]!;
};
type Span = { from: number; to: number };

/**
 * The start times ('HH:mm', Lagos) at which a booking of `durationMinutes` is free on each Lagos
 * day ('YYYY-MM-DD') of `dates`: exactly the candidates `slotProblem` answers null for, with the
 * same context (a property test holds the two together: slots.free.test.ts).
 *
 * Candidates: every SLOT_STEP_MINUTES of the day, plus the day's opening time, the ends of its
 * breaks and the ends of blocked periods and bookings ending that day (the starts avoid-gaps
 * asks for, offered even off the 15-minute grid).
 *
 * A candidate is free when it passes every check of slotProblem, each on the same instants and
 * 'HH:mm' strings (all must pass, so their order does not matter here): cheap number checks
 * first, the Lagos wall clock read without dayjs (minutes from the day's midnight on a day of 24
 * hours on one offset, which every Lagos day is; lagosDateTime otherwise), only the blocked
 * periods and bookings near the day (a binary search over them sorted by start), and the ends
 * avoid-gaps reads in a per-day set. A month against thousands of bookings takes a few
 * milliseconds, where slotProblem on each of its ~3,000 candidates takes over a hundred.
 */
export function freeStartTimes(
  dates: readonly string[],
  durationMinutes: number,
  ctx: SlotContext,
): { date: string; times: string[] }[] {
  const { rule } = ctx;
  const now = ctx.now.getTime();
  const byCustomer = ctx.bookedBy !== 'vendor';
  const durationMs = durationMinutes * 60_000;
  const earliest = byCustomer ? now + rule.booking_window * 60_000 : Number.NEGATIVE_INFINITY;
  const latest = now + rule.future_booking_window * 86_400_000;
  /** Intervals as numbers, sorted by start, with the longest one's length to bound searches. */
  const index = (list: readonly Interval[]) => {
    // An instant that is not a number (no row holds one) overlaps nothing: left out.
    const items: Span[] = list
      .map((x) => ({ from: x.start.getTime(), to: x.end.getTime() }))
      .filter((x) => !Number.isNaN(x.from) && !Number.isNaN(x.to))
      .sort((a, b) => a.from - b.from);
    let longest = 0;
    for (const x of items) if (x.to - x.from > longest) longest = x.to - x.from;
    return { items, longest };
  };
  /** Those with start ≤ `to` and end ≥ `from`. */
  const touching = ({ items, longest }: ReturnType<typeof index>, from: number, to: number) => {
    // Skip the starts before from − longest: those intervals end before `from`.
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (items[mid]!.from < from - longest) lo = mid + 1;
      else hi = mid;
    }
    const found: Span[] = [];
    for (let i = lo; i < items.length && items[i]!.from <= to; i++) {
      if (items[i]!.to >= from) found.push(items[i]!);
    }
    return found;
  };
  const blockedAll = index(ctx.blocked);
  const takenAll = index(ctx.taken);
  const overlapsAny = (list: Span[], start: number, end: number) => {
    for (const x of list) if (start < x.to && x.from < end) return true;
    return false;
  };

  let previous: { date: string; from: number } | undefined;
  return dates.map((date) => {
    const times: string[] = [];
    // The day's midnight: a day after the previous day's when that reads as this day's 00:00.
    const guess = previous ? previous.from + 86_400_000 : Number.NaN;
    const guessWall = Number.isNaN(guess) ? undefined : lagosDateTime(guess);
    const from =
      guessWall?.date === date && guessWall.time === '00:00' ? guess : fromLagos(date, '00:00').getTime();
    if (Number.isNaN(from)) return { date, times };
    previous = { date, from };
    const open = ctx.hours.find((h) => h.day === weekdayOfDay(date));
    // Every candidate starts on this day: closed (or off) all day, slotProblem refuses them all.
    if (!open || ctx.daysOff.includes(date)) return { date, times };
    const { staff } = ctx;
    const shift = staff?.hours.find((h) => h.day === open.day);
    // The team member is off, or does not work this weekday.
    if (staff && (staff.daysOff.includes(date) || !shift)) return { date, times };
    const staffBreaks = staff?.breaks.filter((b) => b.day === open.day) ?? [];
    // Nothing starting this day can be booked: before the notice or past the window.
    const dayEnd = from + 86_400_000;
    if (dayEnd <= now || dayEnd <= earliest || from > latest) return { date, times };
    const breaks = ctx.breaks.filter((b) => b.day === open.day);
    // A day of 24 hours on one offset (every Lagos day): its wall clock is minutes from midnight.
    const next = lagosDateTime(dayEnd);
    const midnight = lagosDateTime(from);
    const plain =
      midnight.date === date && midnight.time === '00:00' && next.time === '00:00' && next.date !== date;
    const wallOf = (instant: number) =>
      plain && instant >= from && instant < dayEnd
        ? { date, time: clockOf(Math.floor((instant - from) / 60_000)) }
        : lagosDateTime(instant);
    // Every candidate lies within [day start, day end + duration]: only intervals touching that
    // can overlap one, and every interval ending on this day touches it.
    const reach = dayEnd + durationMs;
    const blocked = touching(blockedAll, from, reach);
    const taken = touching(takenAll, from, reach);
    /** Wall times at which blocked periods and bookings end on this day (what avoid-gaps reads). */
    const endingToday = new Set<string>();
    for (const list of [blocked, taken]) {
      for (const x of list) {
        const end = wallOf(x.to);
        if (end.date === date) endingToday.add(end.time);
      }
    }

    const candidates = new Set<number>();
    for (let m = 0; m < 1440; m += SLOT_STEP_MINUTES) candidates.add(m);
    const dayStarts = [
      open.open_time,
      ...breaks.map((b) => b.end_time),
      ...(shift ? [shift.open_time] : []),
      ...staffBreaks.map((b) => b.end_time),
    ];
    for (const time of [...dayStarts, ...endingToday]) {
      const m = minutesOf(time);
      if (Number.isInteger(m) && m >= 0 && m < 1440) candidates.add(m);
    }
    for (const minutes of [...candidates].sort((a, b) => a - b)) {
      const start = from + minutes * 60_000;
      // Not past, at least booking_window ahead (customers), at most future_booking_window.
      if (start <= now || start < earliest || start - now > rule.future_booking_window * 86_400_000) continue;
      const startTime = clockOf(minutes);
      if (startTime < open.open_time) continue;
      // The instant POST customer/bookings reads for this date and time.
      if (!plain) {
        const wall = lagosDateTime(start);
        if (wall.date !== date || wall.time !== startTime) continue;
      }
      const end = start + durationMs;
      const endWall = wallOf(end);
      const endsSameDay = endWall.date === date || endWall.time === '00:00';
      const endTime = endWall.time === '00:00' ? '24:00' : endWall.time;
      if (!endsSameDay || endTime > open.close_time) continue;
      if (breaks.some((b) => startTime < b.end_time && b.start_time < endTime)) continue;
      if (shift && (startTime < shift.open_time || endTime > shift.close_time)) continue;
      if (staffBreaks.some((b) => startTime < b.end_time && b.start_time < endTime)) continue;
      if (overlapsAny(blocked, start, end) || overlapsAny(taken, start, end)) continue;
      if (byCustomer && rule.avoid_gaps) {
        const afterGap = dayStarts.includes(startTime) || endingToday.has(startTime);
        if (!afterGap) continue;
      }
      times.push(startTime);
    }
    return { date, times };
  });
}
