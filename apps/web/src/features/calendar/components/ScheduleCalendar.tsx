import {
  type BlockedTimeResponse,
  type BusinessHourResponse,
  type DayOffResponse,
  formatTime,
  lagosDateTime,
  TIME_ZONE,
} from '@app/shared';
import FullCalendar, {
  type CalendarOptions,
  type CalendarRef,
  type DateSelectInfo,
  type DatesSetInfo,
  type EventInput,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import monarchThemePlugin from '@fullcalendar/react/themes/monarch';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { Paper, Skeleton } from '@mantine/core';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Booking } from '../../../api/bookings/model.ts';
import { scheduleColours } from '../../../lib/statusColours.ts';
import { dialogs } from '../../../stores/dialogs.ts';
import { calendarDialogs, type TimeRange } from '../entryDialogs.ts';
import { daysShown, followDay, type VisibleRange } from '../visibleRange.ts';
import classes from './Calendar.module.css';
import { lookClass } from './StatusLegend.tsx';
import { useSettledLayout } from './useSettledLayout.ts';

/** Labels of the schedule's background blocks. */
export const BREAK_LABEL = 'Break';
export const DAY_OFF_LABEL = 'Day off';
export const BLOCKED_LABEL = 'Blocked';
export const CANCEL_REQUEST_LABEL = 'Cancellation requested';
const BLOCKED_ID = 'blocked-';

/** Business hours rows number Monday 0 … Sunday 6; FullCalendar numbers Sunday 0. */
const fcWeekday = (day: number) => (day + 1) % 7;

/** Open hours as FullCalendar business hours, cut around each break (a break is not open time). */
export function toBusinessHours(hours: readonly BusinessHourResponse[] | undefined) {
  if (!hours?.length) return false;
  return hours.flatMap((h) => {
    const breaks = [...h.breaks]
      .filter((b) => b.start_time < b.end_time)
      .sort((a, b) => a.start_time.localeCompare(b.start_time));
    const spans: { daysOfWeek: number[]; startTime: string; endTime: string }[] = [];
    let from = h.open_time;
    for (const b of breaks) {
      if (b.start_time > from)
        spans.push({ daysOfWeek: [fcWeekday(h.day)], startTime: from, endTime: b.start_time });
      if (b.end_time > from) from = b.end_time;
    }
    if (h.close_time > from)
      spans.push({ daysOfWeek: [fcWeekday(h.day)], startTime: from, endTime: h.close_time });
    return spans;
  });
}

/** Breaks (every week on their day) and days off, as labelled background blocks. */
export function backgroundBlocks(
  hours: readonly BusinessHourResponse[] | undefined,
  daysOff: readonly DayOffResponse[] | undefined,
  withBreaks: boolean,
): EventInput[] {
  const breaks: EventInput[] = withBreaks
    ? (hours ?? []).flatMap((h) =>
        h.breaks.map((b) => ({
          id: `break-${b.id}`,
          title: BREAK_LABEL,
          daysOfWeek: [fcWeekday(h.day)],
          startTime: b.start_time,
          endTime: b.end_time,
          display: 'background',
          className: classes.breakBlock,
        })),
      )
    : [];
  const off: EventInput[] = (daysOff ?? []).map((d) => ({
    id: `day-off-${d.id}`,
    title: DAY_OFF_LABEL,
    extendedProps: { reason: d.reason },
    start: d.date,
    allDay: true,
    display: 'background',
    className: classes.dayOffBlock,
  }));
  return [...breaks, ...off];
}

/**
 * Blocked periods as events of their own, not background: the vendor clicks one to remove it, and
 * like a booking it is a button to a keyboard. A team member's is labelled with their name (it
 * stands beside their colleagues' bookings; the business's own never overlaps a booking).
 */
export function blockedEvents(
  blocked: readonly BlockedTimeResponse[] | undefined,
  staffNames?: ReadonlyMap<number, string>,
): EventInput[] {
  return (blocked ?? []).map((b) => ({
    id: `${BLOCKED_ID}${b.id}`,
    title: [BLOCKED_LABEL, b.staff_id === null ? undefined : staffNames?.get(b.staff_id), b.reason]
      .filter(Boolean)
      .join(' · '),
    start: b.starts_at,
    end: b.ends_at,
    color: BLOCKED_COLOURS.background,
    contrastColor: BLOCKED_COLOURS.text,
    className: classes.blockedEvent,
  }));
}
const BLOCKED_COLOURS = { background: '#e9ecef', text: '#343a40' };

/** A time-grid selection as a Lagos wall-clock period on its first day. */
export function selectedRange(start: Date, end: Date): TimeRange {
  const from = lagosDateTime(start);
  const to = lagosDateTime(end);
  // A selection down to midnight ends with its day.
  return { date: from.date, start: from.time, end: to.date === from.date ? to.time : '23:59' };
}

type Instant = { instantMs: number };
const NBSP = '\u00a0';
/** A narrow event wraps a range after its dash, never inside a time. */
const keepTogether = (time: string) => time.replace(' ', NBSP);
/**
 * Every time the schedule writes (its axis, its events' times, month cells) in SPEC §9's 'hh:mm A'
 * Lagos time, through the shared formatter; a range is 'hh:mm A – hh:mm A'.
 */
export const scheduleTime = (info: { date: Instant; start: Instant; end?: Instant | null }) =>
  info.end
    ? `${keepTogether(formatTime(info.start.instantMs))}${NBSP}– ${keepTogether(formatTime(info.end.instantMs))}`
    : formatTime(info.date.instantMs);

const isTimeGrid = (view: string) => view.startsWith('timeGrid');
/** An hour before now in Lagos, on the hour: where the day and week views open (issue 36). */
export const scrollTimeNear = (now = new Date()) => {
  const hour = Math.max(0, Number(lagosDateTime(now).time.slice(0, 2)) - 1);
  return `${String(hour).padStart(2, '0')}:00:00`;
};
/** Height of a half-hour slot row: fixed in CSS too, so the grid is laid out once and never jumps. */
const SLOT_HEIGHT = 40;

/**
 * The schedule's options that never change, built once. FullCalendar compares every option with
 * the last render's, and one that differs (a function or object made anew by each render) rebuilds
 * all its options and redraws the whole view: that happened on every render of the page (issue 14).
 */
const SCHEDULE_OPTIONS: CalendarOptions = {
  plugins: [dayGridPlugin, timeGridPlugin, interactionPlugin, monarchThemePlugin],
  initialView: 'timeGridDay',
  timeZone: TIME_ZONE,
  firstDay: 1,
  headerToolbar: {
    left: 'prev,next today',
    center: 'title',
    right: 'dayGridMonth,timeGridWeek,timeGridDay',
  },
  toolbarClass: classes.scheduleToolbar,
  toolbarSectionClass: (info) =>
    info.name === 'center' ? classes.scheduleTitleSection : classes.scheduleToolbarSection,
  toolbarTitleClass: classes.scheduleTitle,
  buttonClass: (info) => (info.isIconOnly ? classes.scheduleIconButton : classes.scheduleButton),
  todayText: 'today',
  // Its name holds its word (WCAG 2.5.3): FullCalendar's 'This week' left 'today' out.
  todayHint: (unitText: string, unit: string) => (unit === 'day' ? 'today' : `today: this ${unitText}`),
  monthText: 'month',
  weekTextLong: 'week',
  dayText: 'day',
  allDaySlot: false,
  nowIndicator: true,
  height: '100%',
  slotMinHeight: SLOT_HEIGHT,
  slotHeaderClass: classes.slotHeader,
  slotHeaderInnerClass: classes.slotHeaderInner,
  slotLaneClass: classes.slotLane,
  dayMaxEvents: 3,
  slotHeaderFormat: scheduleTime,
  eventTimeFormat: scheduleTime,
  eventClick: (info) => {
    if (info.event.display === 'background') return;
    info.jsEvent.preventDefault();
    const { id } = info.event;
    if (id.startsWith(BLOCKED_ID)) calendarDialogs.openBlocked(Number(id.slice(BLOCKED_ID.length)));
    else dialogs.openDetails(Number(id));
  },
  selectable: true,
  // Times of day only: a month cell is a whole day.
  selectAllow: (span) => !span.allDay,
  eventClass: classes.event,
  rowEventClass: classes.rowTarget,
  rowMoreLinkClass: classes.rowTarget,
  columnEventTimeClass: classes.eventTime,
  columnEventTitleClass: classes.eventTitle,
  // In month cells the day's number sits at the top: the label goes to the bottom.
  backgroundEventInnerClass: (arg) => (isTimeGrid(arg.view.type) ? '' : classes.blockInnerCell),
  backgroundEventContent: (arg) => (
    <span className={isTimeGrid(arg.view.type) ? classes.blockLabelTop : classes.blockLabelCell}>
      {isTimeGrid(arg.view.type) && arg.event.extendedProps.reason
        ? `${arg.event.title} · ${arg.event.extendedProps.reason}`
        : arg.event.title}
    </span>
  ),
};

/**
 * SPEC §2 schedule: 'prev,next today' | title | 'month, week, day'; opens in day view, no all-day
 * slot, a now-indicator; events are the bookings and refresh whenever the list changes. Closed
 * hours are shaded; breaks and days off are drawn as labelled blocks, blocked time as events.
 * Selecting empty time in the week or day view opens the Add dialog for that time. It tells
 * `onRangeChange` the view and days it shows, so the page loads the bookings of those days only.
 */
export function ScheduleCalendar({
  bookings,
  date,
  hours,
  daysOff,
  blockedTimes,
  staffNames,
  onRangeChange,
  onDayChange,
}: {
  bookings: readonly Booking[];
  date: string;
  hours?: readonly BusinessHourResponse[];
  daysOff?: readonly DayOffResponse[];
  blockedTimes?: readonly BlockedTimeResponse[];
  /** The team's names by id, for a member's blocked time. */
  staffNames?: ReadonlyMap<number, string>;
  onRangeChange?: (range: VisibleRange) => void;
  /** The day it keeps (shown in day view, or picked) after a navigation of its own. */
  onDayChange?: (day: string) => void;
}) {
  const ref = useRef<CalendarRef>(null);
  const body = useRef<HTMLDivElement>(null);
  // The day view opens scrolled to an hour before now (Lagos), not to the morning (issue 36).
  const [scrollTime] = useState(scrollTimeNear);
  // The day it opens on; later dates are gone to (below), not a changed option.
  const [initialDate] = useState(date);
  const settled = useSettledLayout(body);
  useFocusableScrollers(body);

  // The date last gone to; the first is where it opened, so mounting does not redraw the view.
  const wentTo = useRef(date);
  // The shown or picked day, kept through every navigation (issue 36): FullCalendar pages a month
  // view from the 1st, so month → next → previous → day would otherwise show the 1st.
  const kept = useRef(date);
  const period = useRef<{ view: string; from: string } | null>(null);
  useEffect(() => {
    if (date === wentTo.current) return;
    wentTo.current = date;
    kept.current = date;
    ref.current?.getApi().gotoDate(date);
  }, [date]);

  const bookingEvents = useMemo<EventInput[]>(
    () =>
      bookings
        .filter((b) => b.status !== 'rejected')
        .map((b) => {
          const colours = scheduleColours(b.status);
          // Whose booking it is, first: the schedule shows every member's side by side.
          const title = b.staff ? `${b.staff.name}: ${b.title}` : b.title;
          return {
            id: String(b.id),
            // A cancellation request says so in words too, not by its flag's colour alone.
            title: b.status.startsWith('cancellation requested')
              ? `${CANCEL_REQUEST_LABEL} · ${title}`
              : title,
            start: b.start,
            end: b.end,
            // FullCalendar 7 names the background 'color' (v6's backgroundColor).
            color: colours.background,
            contrastColor: colours.text,
            className: lookClass(b.status),
            extendedProps: { status: b.status },
          };
        }),
    [bookings],
  );
  const dayBlocks = useMemo(() => backgroundBlocks(hours, daysOff, false), [hours, daysOff]);
  const timeBlocks = useMemo(() => backgroundBlocks(hours, daysOff, true), [hours, daysOff]);
  const businessHours = useMemo(() => toBusinessHours(hours), [hours]);
  // Breaks are times of day: month cells show the days off only.
  const [view, setView] = useState('timeGridDay');
  const blocked = useMemo(() => blockedEvents(blockedTimes, staffNames), [blockedTimes, staffNames]);
  const events = useMemo(
    () => [...bookingEvents, ...blocked, ...(isTimeGrid(view) ? timeBlocks : dayBlocks)],
    [bookingEvents, blocked, view, timeBlocks, dayBlocks],
  );
  const datesSet = useCallback(
    (info: DatesSetInfo) => {
      const type = info.view.type;
      const own = daysShown(info.view.currentStart, info.view.currentEnd);
      const before = period.current;
      period.current = { view: type, from: own.from };
      if (before && before.view !== type && (kept.current < own.from || kept.current > own.to)) {
        // Another view opened on FullCalendar's date, not the kept day: go there instead.
        info.view.calendar.gotoDate(kept.current);
        return;
      }
      if (before && before.view === type) {
        const today = lagosDateTime(new Date()).date;
        const pressedToday = lagosDateTime(info.view.calendar.getDate()).date === today;
        kept.current =
          pressedToday && today >= own.from && today <= own.to
            ? today
            : followDay(kept.current, before.from, own);
      }
      if (type === 'timeGridDay') kept.current = own.from;
      wentTo.current = kept.current;
      setView(type);
      onRangeChange?.({ view: type, ...daysShown(info.start, info.end) });
      onDayChange?.(kept.current);
    },
    [onRangeChange, onDayChange],
  );
  const select = useCallback((info: DateSelectInfo) => {
    ref.current?.getApi().unselect();
    calendarDialogs.openEntry('booking', selectedRange(info.start, info.end));
  }, []);

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      className={`${classes.schedule} ${classes.fc}`}
      aria-label="Schedule"
    >
      {/* The section keeps its fixed size throughout; the grid shows once it is laid out. */}
      {!settled && <Skeleton className={classes.placeholder} data-testid="schedule-placeholder" />}
      <div ref={body} className={classes.calendarBody} data-settled={settled || undefined}>
        <FullCalendar
          ref={ref}
          {...SCHEDULE_OPTIONS}
          initialDate={initialDate}
          scrollTime={scrollTime}
          businessHours={businessHours}
          events={events}
          datesSet={datesSet}
          select={select}
        />
      </div>
    </Paper>
  );
}

/**
 * FullCalendar's scrolling panes (the hours of the day) take the keyboard focus, so a keyboard user
 * can scroll them even on a day without events to tab to (WCAG 2.1.1, axe scrollable-region-focusable).
 */
function useFocusableScrollers(body: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = body.current;
    if (!root) return;
    const mark = () => {
      for (const el of root.querySelectorAll<HTMLElement>('div[style*="overflow"]')) {
        // FullCalendar sets its panes' overflow inline: reading it there, not from the computed
        // style, spares a style recalculation on each of its many mutations while it lays out.
        const { overflowY } = el.style;
        if (overflowY !== 'auto' && overflowY !== 'scroll') continue;
        // The pane sits inside the table's structure, where a bare focusable box is not allowed:
        // its first row takes the focus instead (arrow keys then scroll the pane).
        const row = el.querySelector<HTMLElement>('[role="row"]');
        if (!row || row.tabIndex >= 0) continue;
        row.tabIndex = 0;
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [body]);
}
