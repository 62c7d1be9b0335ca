import { addDays, clockTime, formatDetails, formatTime, fromLagos, lagosDateTime } from '@app/shared';
import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import type { Booking } from '../../../api/bookings/model.ts';
import { scheduleColours } from '../../../lib/statusColours.ts';
import { dialogs } from '../../../stores/dialogs.ts';
import classes from './Calendar.module.css';
import { CANCEL_REQUEST_LABEL } from './ScheduleCalendar.tsx';
import { lookClass } from './StatusLegend.tsx';

/** Height of an hour in the team's day. */
const HOUR_PX = 64;
const minutesOf = (instant: Date) => {
  const [h = 0, m = 0] = lagosDateTime(instant).time.split(':').map(Number);
  return h * 60 + m;
};

/**
 * The day with one column per team member side by side (issue 36), plus the shop's own bookings.
 * Our own columns rather than FullCalendar's resource views, which are premium-licensed. It shows
 * `first`–`last` o'clock (the business's hours, widened to take every booking of the day).
 */
export function TeamDay({
  day,
  bookings,
  team,
  first = 8,
  last = 20,
  onDay,
}: {
  day: string;
  bookings: readonly Booking[];
  team: readonly { id: number; name: string }[];
  first?: number;
  last?: number;
  onDay: (day: string) => void;
}) {
  const todays = bookings.filter((b) => b.status !== 'rejected' && lagosDateTime(b.start).date === day);
  const from = Math.min(first, ...todays.map((b) => Math.floor(minutesOf(b.start) / 60)));
  const to = Math.max(last, ...todays.map((b) => Math.ceil(minutesOf(b.end) / 60) || 24));
  const hours = Array.from({ length: to - from }, (_, i) => from + i);
  const columns = [
    ...team.map((m) => ({ key: String(m.id), name: m.name, id: m.id as number | null })),
    { key: 'own', name: 'Shop (no member)', id: null },
  ];
  const style = { '--team-columns': columns.length, '--hour-px': `${HOUR_PX}px` } as CSSProperties;

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-label="Team day"
      className={classes.teamDay}
    >
      <Group justify="space-between" mb="sm">
        <ActionIcon variant="default" aria-label="Previous day" onClick={() => onDay(addDays(day, -1))}>
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text fw={700}>{formatDetails(fromLagos(day, '12:00')).replace(/, \d\d:\d\d [AP]M$/, '')}</Text>
        <ActionIcon variant="default" aria-label="Next day" onClick={() => onDay(addDays(day, 1))}>
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <div className={classes.teamGrid} style={style}>
        <div />
        {columns.map((c) => (
          <div key={c.key} className={classes.teamHead} aria-hidden="true">
            {c.name}
          </div>
        ))}
        <div className={classes.teamAxis}>
          {hours.map((h) => (
            <div key={h} className={classes.teamHour}>
              {clockTime(`${String(h).padStart(2, '0')}:00`)}
            </div>
          ))}
        </div>
        {columns.map((c) => (
          <section
            key={c.key}
            aria-label={c.name}
            className={classes.teamColumn}
            data-member={c.name}
            style={{ height: hours.length * HOUR_PX }}
          >
            {todays
              .filter((b) => (b.staff?.id ?? null) === c.id)
              .map((b) => {
                const colours = scheduleColours(b.status);
                const top = ((minutesOf(b.start) - from * 60) / 60) * HOUR_PX;
                const height = Math.max(24, ((b.end.getTime() - b.start.getTime()) / 3_600_000) * HOUR_PX);
                const flagged = b.status.startsWith('cancellation requested');
                return (
                  <button
                    key={b.id}
                    type="button"
                    className={`${classes.teamEvent} ${lookClass(b.status)}`}
                    style={{ top, height, backgroundColor: colours.background, color: colours.text }}
                    onClick={() => dialogs.openDetails(b.id)}
                  >
                    <span className={classes.eventTitle}>
                      {flagged ? `${CANCEL_REQUEST_LABEL} · ${b.title}` : b.title}
                    </span>
                    <span className={classes.eventTime}>
                      {formatTime(b.start)} – {formatTime(b.end)}
                    </span>
                  </button>
                );
              })}
          </section>
        ))}
      </div>
    </Paper>
  );
}
