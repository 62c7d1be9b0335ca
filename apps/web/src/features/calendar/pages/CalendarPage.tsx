import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/monarch/theme.css';
import '@fullcalendar/react/themes/monarch/palettes/purple.css';
import { lagosDay } from '@app/shared';
import { Button, Group } from '@mantine/core';
import { IconCalendarPlus, IconClockPause } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNow } from '../../../lib/useNow.ts';
import { useVendorBookings } from '../../bookings/api/bookings.ts';
import { useBusinessHours, useDaysOff } from '../../settings/api/settings.ts';
import { useBlockedTimes } from '../api/calendar.ts';
import { BlockedTimeDialog } from '../components/BlockedTimeDialog.tsx';
import classes from '../components/Calendar.module.css';
import { CalendarEntryDialog } from '../components/CalendarEntryDialog.tsx';
import { MonthCalendar } from '../components/MonthCalendar.tsx';
import { ScheduleCalendar } from '../components/ScheduleCalendar.tsx';
import { TodayPanel } from '../components/TodayPanel.tsx';
import { calendarDialogs, type EntryKind, suggestedRange } from '../entryDialogs.ts';

/**
 * SPEC §2 calendar page: month calendar and today's appointments on the left, the schedule on the
 * right; above it, adding a walk-in or phone booking and blocking time (also by selecting time).
 */
export default function CalendarPage() {
  const now = useNow(true, 60_000);
  const { everything, today, todayLoading } = useVendorBookings();
  const hours = useBusinessHours().data;
  const daysOff = useDaysOff().data;
  const blockedTimes = useBlockedTimes().data;
  const [day, setDay] = useState(() => lagosDay(new Date()));
  const busyDays = useMemo(
    () => new Set(everything.filter((b) => b.status !== 'rejected').map((b) => lagosDay(b.start))),
    [everything],
  );

  // The calendar's dialogs belong to this page: leaving it (e.g. with Back) closes them.
  useEffect(() => calendarDialogs.closeAll, []);
  // On the day the schedule shows, which the month calendar sets.
  const add = (kind: EntryKind) => calendarDialogs.openEntry(kind, suggestedRange(day, new Date()));

  return (
    <div className={classes.page}>
      <div className={classes.left}>
        <MonthCalendar selected={day} busyDays={busyDays} onPick={setDay} />
        <TodayPanel bookings={today} loading={todayLoading} now={now} />
      </div>
      <div className={classes.right}>
        <Group justify="flex-end" gap="sm" className={classes.actions}>
          <Button variant="default" leftSection={<IconClockPause size={18} />} onClick={() => add('block')}>
            Block time
          </Button>
          <Button leftSection={<IconCalendarPlus size={18} />} onClick={() => add('booking')}>
            Add booking
          </Button>
        </Group>
        <ScheduleCalendar
          bookings={everything}
          date={day}
          hours={hours}
          daysOff={daysOff}
          blockedTimes={blockedTimes}
        />
      </div>
      <CalendarEntryDialog />
      <BlockedTimeDialog />
    </div>
  );
}
