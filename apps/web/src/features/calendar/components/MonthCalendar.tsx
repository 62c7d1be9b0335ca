import { lagosDay, TIME_ZONE } from '@app/shared';
import FullCalendar, {
  type CalendarOptions,
  type DateClickInfo,
  type DatesSetInfo,
  type DayCellInfo,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import monarchThemePlugin from '@fullcalendar/react/themes/monarch';
import { Paper, Skeleton } from '@mantine/core';
import { useCallback, useRef } from 'react';
import type { DayRange } from '../../../api/bookings/bookings.ts';
import { daysShown } from '../visibleRange.ts';
import classes from './Calendar.module.css';
import { useSettledLayout } from './useSettledLayout.ts';

/** The options that never change, built once (see the schedule's: FullCalendar redraws when one differs). */
const MONTH_OPTIONS: CalendarOptions = {
  plugins: [dayGridPlugin, interactionPlugin, monarchThemePlugin],
  initialView: 'dayGridMonth',
  timeZone: TIME_ZONE,
  firstDay: 1,
  aspectRatio: 1.85,
  dayHeaderFormat: { weekday: 'narrow' },
  headerToolbar: { left: 'prev', center: 'title', right: 'next' },
  titleFormat: { month: 'long', year: 'numeric' },
  fixedWeekCount: false,
  toolbarTitleClass: classes.monthTitle,
  showNonCurrentDates: true,
  // Each day's number is a link (role link, in the tab order, Enter or Space opens it, named 'Go to
  // <date>'): the days are reached by keyboard, not only by a pointer's dateClick.
  navLinks: true,
};

/**
 * SPEC §2 left column: a month calendar, week from Monday, narrow weekday headers, aspect ratio
 * 1.85, previous / next and the title. Clicking a date moves the schedule to it ('YYYY-MM-DD').
 * `onRangeChange` hears the days the grid shows, whose busy days the page then loads.
 */
export function MonthCalendar({
  selected,
  busyDays,
  onPick,
  onRangeChange,
}: {
  selected: string;
  busyDays: ReadonlySet<string>;
  onPick: (day: string) => void;
  onRangeChange?: (range: DayRange) => void;
}) {
  const body = useRef<HTMLDivElement>(null);
  const settled = useSettledLayout(body);
  const dateClick = useCallback((info: DateClickInfo) => onPick(info.dateStr.slice(0, 10)), [onPick]);
  const navLinkDayClick = useCallback((date: Date) => onPick(lagosDay(date)), [onPick]);
  const datesSet = useCallback(
    (info: DatesSetInfo) => onRangeChange?.(daysShown(info.start, info.end)),
    [onRangeChange],
  );
  // The only option that changes with the data: a new one redraws the cells, as it must.
  const dayCellClass = useCallback(
    (info: DayCellInfo) => {
      const day = lagosDay(info.date);
      return [day === selected ? classes.selectedDay : '', busyDays.has(day) ? classes.busyDay : ''].join(
        ' ',
      );
    },
    [selected, busyDays],
  );
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      className={`${classes.month} ${classes.fc}`}
      aria-label="Month calendar"
    >
      {!settled && <Skeleton className={classes.placeholder} />}
      <div ref={body} className={classes.calendarBody} data-settled={settled || undefined}>
        <FullCalendar
          {...MONTH_OPTIONS}
          dateClick={dateClick}
          navLinkDayClick={navLinkDayClick}
          datesSet={datesSet}
          dayCellClass={dayCellClass}
        />
      </div>
    </Paper>
  );
}
