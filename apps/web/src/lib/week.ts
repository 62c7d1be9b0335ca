import { DAY_NAMES, type WorkWeek } from '@app/shared';

/*
 * A week of opening hours as forms edit it, apart from any UI kit: the dashboard's WeekFields and
 * the phone app's hours and team sheets share it.
 */

/** One weekday of a week form (0 = Monday): open or not, its hours and breaks. */
export type WeekRow = {
  day: number;
  open: boolean;
  open_time: string;
  close_time: string;
  breaks: { start_time: string; end_time: string; key: number }[];
};

let nextKey = 1;
/** A key for a new break row (React lists need one that stays). */
export const newBreakKey = () => nextKey++;

type Day = {
  day: number;
  open_time: string;
  close_time: string;
  breaks?: { start_time: string; end_time: string }[];
};

/** Every weekday as a form row, open on the days of `hours`; new days get `fallback`'s times. */
export const toWeekRows = (
  hours: readonly Day[],
  fallback = { open_time: '09:00', close_time: '18:00' },
): WeekRow[] =>
  DAY_NAMES.map((_, day) => {
    const found = hours.find((h) => h.day === day);
    return {
      day,
      open: found != null,
      open_time: found?.open_time.slice(0, 5) ?? fallback.open_time,
      close_time: found?.close_time.slice(0, 5) ?? fallback.close_time,
      breaks: (found?.breaks ?? []).map((b) => ({
        start_time: b.start_time.slice(0, 5),
        end_time: b.end_time.slice(0, 5),
        key: nextKey++,
      })),
    };
  });

/** The open rows as the shared `workWeek` takes them. */
export const toWeek = (rows: WeekRow[]): WorkWeek =>
  rows
    .filter((r) => r.open)
    .map((r) => ({
      day: r.day,
      open_time: r.open_time,
      close_time: r.close_time,
      breaks: r.breaks.map(({ start_time, end_time }) => ({ start_time, end_time })),
    }));
