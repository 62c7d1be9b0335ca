import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/monarch/theme.css';
import '@fullcalendar/react/themes/monarch/palettes/purple.css';
import { lagosDay } from '@app/shared';
import { Button, Group, Select } from '@mantine/core';
import { IconCalendarPlus, IconClockPause, IconUsersGroup } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import {
  type DayRange,
  prefetchBookingsInRange,
  useBookingsInRange,
  useBusyDays,
  usePrefetchBookingsInRanges,
  useTodayBookings,
} from '../../../api/bookings/bookings.ts';
import type { Booking } from '../../../api/bookings/model.ts';
import { prefetchSchedule, useBusinessHours, useDaysOff } from '../../../api/settings.ts';
import { useStaff } from '../../../api/staff.ts';
import { useNow } from '../../../lib/useNow.ts';
import { prefetchBlockedTimes, useBlockedTimes } from '../api/calendar.ts';
import { BlockedTimeDialog } from '../components/BlockedTimeDialog.tsx';
import classes from '../components/Calendar.module.css';
import { CalendarEntryDialog } from '../components/CalendarEntryDialog.tsx';
import { MonthCalendar } from '../components/MonthCalendar.tsx';
import { ScheduleCalendar } from '../components/ScheduleCalendar.tsx';
import { StatusLegend } from '../components/StatusLegend.tsx';
import { TeamDay } from '../components/TeamDay.tsx';
import { TodayPanel } from '../components/TodayPanel.tsx';
import { calendarDialogs, type EntryKind, suggestedRange } from '../entryDialogs.ts';
import { blockedFor, type StaffView, shownFor } from '../staffFilter.ts';
import { monthGrid, neighbours, type VisibleRange } from '../visibleRange.ts';

const NONE: Booking[] = [];
// Each part redraws only when its own data changes: the schedule's bookings arriving need not
// redraw the month calendar (another FullCalendar), nor the busy days the schedule.
const Month = memo(MonthCalendar);
const Today = memo(TodayPanel);
const Schedule = memo(ScheduleCalendar);
/** A range state that keeps its object while the days are the same (no new query, no re-render). */
function useRange<T extends DayRange>(initial: () => T) {
  const [range, setRange] = useState(initial);
  const update = useCallback(
    (next: T) =>
      setRange((current) =>
        Object.keys(next).every((k) => current[k as keyof T] === next[k as keyof T]) ? current : next,
      ),
    [],
  );
  return [range, update] as const;
}

/** The schedule opens in day view on today (Lagos). */
const firstView = (): VisibleRange => {
  const day = lagosDay(new Date());
  return { view: 'timeGridDay', from: day, to: day };
};

/**
 * What the schedule draws first, asked for while the dashboard around it loads (routes.tsx): the
 * day's bookings, and the hours, days off and blocked times it shades, so it draws once with all
 * of them (each arriving later redraws the whole day).
 */
export function prefetch(client: QueryClient) {
  prefetchBookingsInRange(client, firstView());
  prefetchSchedule(client);
  prefetchBlockedTimes(client);
}

/**
 * SPEC §2 calendar page: month calendar and today's appointments on the left, the schedule on the
 * right; above it, adding a walk-in or phone booking and blocking time (also by selecting time).
 * Each calendar loads the bookings of the days it shows (issue 14), never the list of all bookings:
 * the schedule first, then the month's busy days, then the schedule's previous and next range.
 */
export default function CalendarPage() {
  const now = useNow(true, 60_000);
  const today = useTodayBookings();
  const hours = useBusinessHours().data;
  const daysOff = useDaysOff().data;
  const blockedTimes = useBlockedTimes().data;
  const team = useStaff().data;
  // Whose bookings show, or everyone's day side by side in one column per member ('columns').
  const [selection, setSelection] = useState<StaffView | 'columns'>('all');
  const columns = selection === 'columns';
  const staffView: StaffView = columns ? 'all' : selection;
  const [shown, setShown] = useRange<VisibleRange>(firstView);
  // The schedule draws first; the month calendar and today's list follow in the render after, so
  // a cheap phone shows the day's bookings without waiting for two more panels (issue 14).
  const sideDrawn = useDeferredValue(true, false);
  const [day, setDay] = useState(shown.from);
  const [month, setMonth] = useRange<DayRange>(() => monthGrid(day));
  // The team's columns show one day, the picked one: it loads that day's bookings.
  useEffect(() => {
    if (columns) setShown({ view: 'timeGridDay', from: day, to: day });
  }, [columns, day, setShown]);
  const scheduled = useBookingsInRange(shown);
  // The month calendar's busy days (its dots) are asked for once the schedule is drawn.
  const busy = useBusyDays(month, { enabled: sideDrawn && scheduled.data !== undefined });
  usePrefetchBookingsInRanges(
    useMemo(() => neighbours(shown), [shown]),
    scheduled.isSuccess && !scheduled.isPlaceholderData && busy.isSuccess,
  );
  const busyDays = useMemo(() => new Set(busy.data), [busy.data]);

  const shownBookings = useMemo(
    () => shownFor(scheduled.data ?? NONE, staffView),
    [scheduled.data, staffView],
  );
  const shownBlocked = useMemo(() => blockedFor(blockedTimes, staffView), [blockedTimes, staffView]);
  const staffNames = useMemo(() => new Map(team?.map((m) => [m.id, m.name])), [team]);

  // An answer arriving re-renders this page at once and blocking (the query library's store
  // subscription); the panels it feeds redraw in a deferred render that React can interrupt and
  // split, so a busy day's bookings never freeze the page while they are drawn (issue 14).
  // The team filter applies to every panel, today's appointments too (issue 36).
  const todays = useMemo(() => shownFor(today.data ?? NONE, staffView), [today.data, staffView]);
  const deferred = useDeferredValue(
    useMemo(
      () => ({ bookings: shownBookings, blocked: shownBlocked, hours, daysOff, busyDays, todays }),
      [shownBookings, shownBlocked, hours, daysOff, busyDays, todays],
    ),
  );

  // The calendar's dialogs belong to this page: leaving it (e.g. with Back) closes them.
  useEffect(() => calendarDialogs.closeAll, []);
  // On the day the schedule shows, which the month calendar sets.
  const add = (kind: EntryKind) => calendarDialogs.openEntry(kind, suggestedRange(day, new Date()));

  return (
    <div className={classes.page}>
      <div className={classes.left}>
        {sideDrawn && (
          <>
            <Month selected={day} busyDays={deferred.busyDays} onPick={setDay} onRangeChange={setMonth} />
            <Today
              bookings={deferred.todays}
              loading={today.isLoading}
              now={now}
              updatedAt={today.dataUpdatedAt}
            />
          </>
        )}
      </div>
      <div className={classes.right}>
        <Group justify="flex-end" gap="sm" className={classes.actions}>
          {team && team.length > 0 && (
            <Select
              aria-label="Team member"
              leftSection={<IconUsersGroup size={16} />}
              data={[
                { value: 'all', label: 'Everyone' },
                ...team.map((m) => ({ value: String(m.id), label: m.name })),
                { value: 'own', label: 'My own bookings' },
                { value: 'columns', label: 'Side by side (day)' },
              ]}
              value={selection}
              onChange={(value) => setSelection((value as StaffView | 'columns' | null) ?? 'all')}
              allowDeselect={false}
              w={220}
              mr="auto"
            />
          )}
          <Button variant="default" leftSection={<IconClockPause size={18} />} onClick={() => add('block')}>
            Block time
          </Button>
          <Button leftSection={<IconCalendarPlus size={18} />} onClick={() => add('booking')}>
            Add booking
          </Button>
        </Group>
        {columns && team ? (
          <TeamDay
            day={day}
            bookings={deferred.bookings}
            team={team.filter((m) => m.active)}
            onDay={setDay}
          />
        ) : (
          <Schedule
            bookings={deferred.bookings}
            date={day}
            hours={deferred.hours}
            daysOff={deferred.daysOff}
            blockedTimes={deferred.blocked}
            staffNames={staffNames}
            onRangeChange={setShown}
            onDayChange={setDay}
          />
        )}
        <StatusLegend />
      </div>
      <CalendarEntryDialog />
      <BlockedTimeDialog />
    </div>
  );
}
