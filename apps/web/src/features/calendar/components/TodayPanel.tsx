import { formatTime, isTodaysAppointment, lagos } from '@app/shared';
import { Avatar, Group, Paper, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import type { Booking } from '../../../api/bookings/model.ts';
import { LastUpdated } from '../../../components/LastUpdated.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { SCREEN } from '../../../lib/screen.ts';
import { dialogs } from '../../../stores/dialogs.ts';
import classes from './Calendar.module.css';

const SKELETON_ROWS = Array.from({ length: SCREEN.todaySkeletonRows }, (_, i) => `row-${i}`);

/** A small empty-day picture: a calendar page with a coffee cup. */
function NoAppointmentsIllustration() {
  return (
    <svg width="132" height="96" viewBox="0 0 132 96" fill="none" aria-hidden="true">
      <rect x="18" y="14" width="72" height="68" rx="10" fill="#f4f0fe" stroke="#c7b4f5" strokeWidth="2" />
      <rect x="18" y="14" width="72" height="16" rx="8" fill="#8e68e9" />
      <circle cx="36" cy="14" r="4" fill="#5b2ecc" />
      <circle cx="72" cy="14" r="4" fill="#5b2ecc" />
      <rect x="30" y="42" width="12" height="10" rx="3" fill="#e4dbfb" />
      <rect x="48" y="42" width="12" height="10" rx="3" fill="#e4dbfb" />
      <rect x="66" y="42" width="12" height="10" rx="3" fill="#e4dbfb" />
      <rect x="30" y="60" width="12" height="10" rx="3" fill="#e4dbfb" />
      <rect x="48" y="60" width="12" height="10" rx="3" fill="#e4dbfb" />
      <path
        d="M96 58h20v18a10 10 0 0 1-10 10h0a10 10 0 0 1-10-10V58Z"
        fill="#fff"
        stroke="#8e68e9"
        strokeWidth="2"
      />
      <path d="M116 63h4a5 5 0 0 1 0 10h-4" stroke="#8e68e9" strokeWidth="2" />
      <path
        d="M102 50c0-4 4-4 4-8M110 50c0-4 4-4 4-8"
        stroke="#c7b4f5"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * One appointment: the customer's name with the row's width (it wraps, never cut off), the time,
 * and the service with its status below. Plain elements styled by the module rather than Mantine's
 * layout components: a busy salon's day has dozens of rows, and those cost a cheap phone about
 * 4 ms a row to draw (issue 14). Memoised, so a list that changes redraws only its changed rows.
 */
const TodayRow = memo(function TodayRow({ booking: b }: { booking: Booking }) {
  return (
    <li>
      <button
        type="button"
        className={`mantine-focus-auto ${classes.todayRow}`}
        style={{ borderLeftColor: b.backgroundColor }}
        onClick={() => dialogs.openDetails(b.id)}
      >
        {/* The row is named by what it shows (WCAG 2.5.3): the name is in the text beside it. */}
        <Avatar src={b.endUserImg} alt="" size={34} radius="xl" />
        <span className={classes.todayBody}>
          <span className={classes.todayHead}>
            <span className={classes.todayName} data-testid="today-customer">
              {b.endUser}
            </span>
            <span className={classes.todayTime}>{formatTime(b.start)}</span>
          </span>
          <span className={classes.todayService}>
            <span className={classes.todayServiceName}>{b.service_name}</span>
            <StatusBadge status={b.status} size="xs" style={{ flex: 'none' }} />
          </span>
        </span>
      </button>
    </li>
  );
});

/**
 * SPEC §2 'Appointments Today': skeleton rows while loading, then today's bookings or the empty
 * state; offline, when they were last loaded (`updatedAt`, issue 16).
 */
export function TodayPanel({
  bookings,
  loading,
  now,
  updatedAt = 0,
}: {
  bookings: readonly Booking[];
  loading: boolean;
  now: Date;
  updatedAt?: number;
}) {
  const appointments = bookings.filter((booking) => isTodaysAppointment(booking.status));
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p="md"
      className={classes.today}
      aria-label="Appointments Today"
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="md">
          Appointments Today
        </Title>
        <Text fz="sm" c="dimmed" fw={600}>
          {lagos(now).format('ddd, D MMM')}
        </Text>
      </Group>
      <LastUpdated at={updatedAt} />
      {loading ? (
        <Stack gap="sm" data-testid="today-skeleton">
          {SKELETON_ROWS.map((row) => (
            <Group key={row} gap="sm" wrap="nowrap">
              <Skeleton height={36} circle />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={10} width="60%" />
                <Skeleton height={8} width="40%" />
              </Stack>
            </Group>
          ))}
        </Stack>
      ) : appointments.length === 0 ? (
        <Stack align="center" gap={4} py="md">
          <NoAppointmentsIllustration />
          <Text fz="sm" c="dimmed" fw={600}>
            No appointments today
          </Text>
        </Stack>
      ) : (
        <ScrollArea.Autosize mah={320} offsetScrollbars>
          <Stack gap={6} component="ul" className={classes.todayList}>
            {appointments.map((booking) => (
              <TodayRow key={booking.id} booking={booking} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
