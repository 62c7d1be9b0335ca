import { addDays, daysBetween, lagosDay, weekdayOfDay } from '@app/shared';
import type { DayRange } from '../../api/bookings/bookings.ts';

/** What a calendar shows: its view and the Lagos days it covers, both included. */
export type VisibleRange = DayRange & { view: string };

const HALF_DAY = 12 * 3_600_000;

/**
 * The Lagos days FullCalendar reports it shows (`datesSet`: start, and end exclusive). Read at
 * midday, so the days are right whether the dates are the zone's real midnights or UTC-coerced ones.
 */
export const daysShown = (start: Date, end: Date): DayRange => ({
  from: lagosDay(start.getTime() + HALF_DAY),
  to: lagosDay(end.getTime() - HALF_DAY),
});

/** The first day of the month of `day`, `months` months on (before it when negative). */
export const firstOfMonth = (day: string, months = 0) => {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};

/**
 * The weeks a month grid shows for the month of `day`, Monday first: the month's own weeks, or
 * always six (`fixedWeeks`, FullCalendar's default month view).
 */
export function monthGrid(day: string, fixedWeeks = false): DayRange {
  const first = firstOfMonth(day);
  const from = addDays(first, -weekdayOfDay(first));
  if (fixedWeeks) return { from, to: addDays(from, 41) };
  const last = addDays(firstOfMonth(day, 1), -1);
  return { from, to: addDays(last, 6 - weekdayOfDay(last)) };
}

/**
 * What the schedule shows on either side of its range: the day, week or (six-week) month before
 * and after, so paging there draws without waiting.
 */
export function neighbours({ view, from, to }: VisibleRange): DayRange[] {
  if (view === 'dayGridMonth') {
    // The month is the one of the grid's middle day.
    const middle = addDays(from, 15);
    return [monthGrid(firstOfMonth(middle, -1), true), monthGrid(firstOfMonth(middle, 1), true)];
  }
  const length = daysBetween(from, to) + 1;
  return [
    { from: addDays(from, -length), to: addDays(to, -length) },
    { from: addDays(from, length), to: addDays(to, length) },
  ];
}

/**
 * The day the schedule keeps across a page of prev/next (issue 36): the kept day if the new period
 * holds it, else the day as far into the new period as it was into the old one (20 November → 20
 * December → back to 20 November), the period's last day at most. `period` is the view's own days
 * (a month view's month, not its grid), `fromStart` the old period's first day.
 */
export function followDay(kept: string, fromStart: string, period: DayRange): string {
  if (kept >= period.from && kept <= period.to) return kept;
  const into = Math.max(0, daysBetween(fromStart, kept));
  return addDays(period.from, Math.min(into, daysBetween(period.from, period.to)));
}
