import { z } from 'zod';
import { addDays } from '../format/time.ts';
import { bookingResponse, dateField, timeField, walkInBody } from './schemas.ts';

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

const visit = z.object({ date: dateField, time: timeField });
export type SeriesVisit = z.infer<typeof visit>;

/** The visits asked for: within the limits, no two at the same time. */
const visits = z
  .array(visit)
  .min(1, SERIES_MESSAGES.chooseVisits)
  .max(SERIES_LIMITS.maxVisits, SERIES_MESSAGES.tooMany)
  .superRefine((list, issue) => {
    // Zod runs this check even when a visit failed its own (which reported it): judge only days.
    if (!list.every((v) => dateField.safeParse(v.date).success)) return;
    const problem = seriesProblem(list.map((v) => v.date));
    if (problem) issue.addIssue({ code: 'custom', message: problem });
    if (new Set(list.map((v) => `${v.date} ${v.time}`)).size < list.length)
      issue.addIssue({ code: 'custom', message: SERIES_MESSAGES.sameTime });
  });

const everyWeeks = z
  .number({ error: SERIES_MESSAGES.everyWeeks })
  .int(SERIES_MESSAGES.everyWeeks)
  .min(1, SERIES_MESSAGES.everyWeeks)
  .max(SERIES_LIMITS.maxEveryWeeks, SERIES_MESSAGES.everyWeeks);

/**
 * Each visit of a series as the slot rules judge it, before anything is saved: the same service
 * and team member as the booking would have, each visit's own date and time (the dialog lists the
 * days of `seriesDates`, and the vendor may move one).
 */
export const seriesPreviewBody = walkInBody.pick({ service_id: true, staff_id: true }).extend({ visits });
export type SeriesPreviewBody = z.infer<typeof seriesPreviewBody>;

export const seriesPreviewResponse = z.object({
  visits: z.array(
    visit.extend({
      /** null: free; else why not (taken, closed that day, outside the hours, blocked…). */
      problem: z.string().nullable(),
    }),
  ),
});
export type SeriesPreviewResponse = z.infer<typeof seriesPreviewResponse>;

/** A walk-in or phone booking's client and service, booked on each of `visits` (the free ones the preview showed). */
export const seriesBody = walkInBody
  .omit({ date: true, time: true })
  .extend({ every_weeks: everyWeeks, visits });
export type SeriesBody = z.infer<typeof seriesBody>;

export const seriesResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  series_id: z.number().int(),
  bookings: z.array(bookingResponse),
});
