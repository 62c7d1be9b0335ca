import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/monarch/theme.css';
import '@fullcalendar/react/themes/monarch/palettes/purple.css';
import { lagosDay } from '@app/shared';
import { useMemo, useState } from 'react';
import { useNow } from '../../../lib/useNow.ts';
import { useVendorBookings } from '../../bookings/api/bookings.ts';
import { useBusinessHours, useDaysOff } from '../../settings/api/settings.ts';
import classes from '../components/Calendar.module.css';
import { MonthCalendar } from '../components/MonthCalendar.tsx';
import { ScheduleCalendar } from '../components/ScheduleCalendar.tsx';
import { TodayPanel } from '../components/TodayPanel.tsx';

/** SPEC §2 calendar page: month calendar and today's appointments on the left, the schedule on the right. */
export default function CalendarPage() {
  const now = useNow(true, 60_000);
  const { everything, today, todayLoading } = useVendorBookings();
  const hours = useBusinessHours().data;
  const daysOff = useDaysOff().data;
  const [day, setDay] = useState(() => lagosDay(new Date()));
  const busyDays = useMemo(
    () => new Set(everything.filter((b) => b.status !== 'rejected').map((b) => lagosDay(b.start))),
    [everything],
  );

  return (
    <div className={classes.page}>
      <div className={classes.left}>
        <MonthCalendar selected={day} busyDays={busyDays} onPick={setDay} />
        <TodayPanel bookings={today} loading={todayLoading} now={now} />
      </div>
      <div className={classes.right}>
        <ScheduleCalendar bookings={everything} date={day} hours={hours} daysOff={daysOff} />
      </div>
    </div>
  );
}
