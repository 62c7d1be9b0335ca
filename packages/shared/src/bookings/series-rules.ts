import { addDays } from '../format/time.ts';

/**
 * Recurring visits (issue 36): a series of bookings every N weeks, each a normal booking with the
 * slot rules of a single one. These bound what one request may book.
 */
export const SERIES_LIMITS = {
  maxVisits: 12,
  /** The last visit at most this many months after the first. */
  maxMonths: 6,
  maxEveryWeeks: 12,
} as const;

export const SERIES_MESSAGES = {
  everyWeeks: `Repeat every 1 to ${SERIES_LIMITS.maxEveryWeeks} weeks`,
  count: `A series has 2 to ${SERIES_LIMITS.maxVisits} visits`,
  tooMany: `A series has at most ${SERIES_LIMITS.maxVisits} visits`,
  tooLong: `A series ends at most ${SERIES_LIMITS.maxMonths} months after its first visit`,
  untilBeforeStart: 'Choose an end date after the first visit',
  sameTime: 'Two visits of the series are at the same time',
  chooseVisits: 'Choose at least one visit to book',
  booked: (n: number) => (n === 1 ? 'Booked 1 visit' : `Booked ${n} visits`),
  cancelled: (n: number) => (n === 1 ? 'Cancelled 1 visit' : `Cancelled ${n} visits`),
  notInSeries: 'This booking is not part of a series',
  nothingToCancel: 'No visit of the series from this one on can be cancelled',
  free: 'Free',
  /** A client's series at a shop that has not turned 'Clients can book repeat visits' on. */
  notOnline: 'This shop does not take repeat visits online. Book one visit, or ask the shop.',
  oneService: 'A repeat visit is one service',
} as const;

/** The calendar day `months` after `day`, clamped to the month's last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** How a series repeats: every N weeks, either M times or until a date (included). */
export interface SeriesRepeat {
  everyWeeks: number;
  count?: number | null;
  until?: string | null;
}

/**
 * The Lagos calendar days of a series starting on `first`: a visit every `everyWeeks` weeks, `count`
 * of them or every one up to `until`. Calendar days, not instants, so a month's end or a clock's
 * offset never moves a visit to another weekday. Never more than one past the limits, so a caller
 * can tell a series that is too long (seriesProblem) without building an endless list.
 */
export function seriesDates(first: string, repeat: SeriesRepeat): string[] {
  const days: string[] = [];
  const wanted = repeat.count ?? Number.POSITIVE_INFINITY;
  for (let day = first; days.length < wanted && days.length <= SERIES_LIMITS.maxVisits; ) {
    if (repeat.count == null && (!repeat.until || day > repeat.until)) break;
    days.push(day);
    day = addDays(day, 7 * repeat.everyWeeks);
  }
  return days;
}

/** Why a list of visit days breaks the series' limits, or null. */
export function seriesProblem(days: readonly string[]): string | null {
  if (days.length > SERIES_LIMITS.maxVisits) return SERIES_MESSAGES.tooMany;
  const sorted = [...days].sort();
  const [first, last] = [sorted[0], sorted.at(-1)];
  if (first && last && last > addMonths(first, SERIES_LIMITS.maxMonths)) return SERIES_MESSAGES.tooLong;
  return null;
}
