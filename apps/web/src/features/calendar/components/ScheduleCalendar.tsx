import { type BusinessHourResponse, TIME_ZONE } from '@app/shared';
import FullCalendar, { type CalendarRef, type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import monarchThemePlugin from '@fullcalendar/react/themes/monarch';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { Paper } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { dialogs } from '../../bookings/dialogs.ts';
import type { Booking } from '../../bookings/model.ts';
import classes from './Calendar.module.css';

/** Business hours rows number Monday 0 … Sunday 6; FullCalendar numbers Sunday 0. */
function toBusinessHours(hours: readonly BusinessHourResponse[] | undefined) {
  if (!hours?.length) return false;
  return hours.map((h) => ({ daysOfWeek: [(h.day + 1) % 7], startTime: h.open_time, endTime: h.close_time }));
}

/**
 * SPEC §2 schedule: 'prev,next today' | title | 'month, week, day'; opens in day view, no all-day
 * slot, a now-indicator; events are the bookings and refresh whenever the list changes.
 */
export function ScheduleCalendar({
  bookings,
  date,
  hours,
}: {
  bookings: readonly Booking[];
  date: string;
  hours?: readonly BusinessHourResponse[];
}) {
  const ref = useRef<CalendarRef>(null);

  useEffect(() => {
    ref.current?.getApi().gotoDate(date);
  }, [date]);

  const events = useMemo<EventInput[]>(
    () =>
      bookings
        .filter((b) => b.status !== 'rejected')
        .map((b) => ({
          id: String(b.id),
          title: b.title,
          start: b.start,
          end: b.end,
          // FullCalendar 7 names the background 'color' (v6's backgroundColor).
          color: b.backgroundColor,
          contrastColor: '#ffffff',
          extendedProps: { status: b.status },
        })),
    [bookings],
  );
  const businessHours = useMemo(() => toBusinessHours(hours), [hours]);

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      className={`${classes.schedule} ${classes.fc}`}
      aria-label="Schedule"
    >
      <FullCalendar
        ref={ref}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, monarchThemePlugin]}
        initialView="timeGridDay"
        initialDate={date}
        timeZone={TIME_ZONE}
        firstDay={1}
        headerToolbar={{
          left: 'prev,next today',
          center: 'title',
          right: 'dayGridMonth,timeGridWeek,timeGridDay',
        }}
        toolbarTitleClass={classes.scheduleTitle}
        todayText="today"
        monthText="month"
        weekTextLong="week"
        dayText="day"
        allDaySlot={false}
        nowIndicator
        height="100%"
        scrollTime="06:30:00"
        dayMaxEvents={3}
        businessHours={businessHours}
        events={events}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          dialogs.openDetails(Number(info.event.id));
        }}
        eventClass={classes.event}
      />
    </Paper>
  );
}
