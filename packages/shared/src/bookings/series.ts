import { z } from 'zod';
import { bookingResponse, dateField, timeField, walkInBody } from './schemas.ts';
import { SERIES_LIMITS, SERIES_MESSAGES, seriesProblem } from './series-rules.ts';

// The limits, words and dates of a series, without zod: the shop page's script reads them too.
export * from './series-rules.ts';

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
