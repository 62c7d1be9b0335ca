import {
  formatNaira,
  formatTime,
  groupActions,
  groupStatus,
  lagos,
  lagosDay,
  MSG,
  needsBalance,
} from '@app/shared';
import {
  Avatar,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconCalendarOff, IconClock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useVendorBookings } from '../../../api/bookings/bookings.ts';
import type { Booking } from '../../../api/bookings/model.ts';
import { LIST_COLOURS, StatusBadge } from '../../../components/StatusBadge.tsx';
import { listColourKey } from '../../../lib/statusColours.ts';
import { useNow } from '../../../lib/useNow.ts';
import { dialogs, useDialogs } from '../../../stores/dialogs.ts';
import { useBookingCommand } from '../api/actions.ts';
import classes from './AppointmentsList.module.css';
import { RejectConfirmDialog } from './RejectConfirmDialog.tsx';

type Day = { day: string; groups: Booking[][] };

/** Lagos days in order; inside a day, bookings booked together (same multiple_id) form one group. */
function groupByDay(bookings: readonly Booking[]): Day[] {
  const days = new Map<string, Map<string, Booking[]>>();
  for (const booking of bookings) {
    const day = lagosDay(booking.start);
    const groups = days.get(day) ?? new Map<string, Booking[]>();
    const group = groups.get(booking.multiple_id) ?? [];
    group.push(booking);
    groups.set(booking.multiple_id, group);
    days.set(day, groups);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, groups]) => ({ day, groups: [...groups.values()] }));
}

const HIDDEN_IN_APPROVED = new Set(['rejected']);

/** The approved tab: upcoming (today on) non-pending bookings, without 'Starts at' services (SPEC §4). */
function approvedList(all: readonly Booking[], now: Date) {
  const today = lagosDay(now);
  return all.filter(
    (b) =>
      !HIDDEN_IN_APPROVED.has(b.status) &&
      b.serviceform.service_duration_type !== 'Starts at' &&
      (lagosDay(b.end) >= today || b.status === 'ongoing'),
  );
}

function dayHeading(day: string, now: Date) {
  const label = lagos(`${day}T12:00:00Z`).format('dddd, DD MMM YYYY');
  if (day === lagosDay(now)) return `Today · ${label}`;
  return label;
}

/** SPEC §2 Appointments List: tabs Approved and Pending, grouped by day. */
export function AppointmentsListDialog() {
  const { appointments, appointmentsTab } = useDialogs();
  return (
    <Modal
      opened={appointments}
      onClose={dialogs.closeAppointments}
      title="Appointments"
      size={620}
      radius="lg"
      zIndex={250}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {appointments && <ListBody tab={appointmentsTab} />}
    </Modal>
  );
}

function ListBody({ tab }: { tab: 'approved' | 'pending' }) {
  const { all, pending, loading } = useVendorBookings();
  // The West Africa clock ticks each second only while the approved list is shown.
  const now = useNow(tab === 'approved');
  const approvedDays = useMemo(() => groupByDay(approvedList(all, now)), [all, now]);
  const pendingDays = useMemo(() => groupByDay(pending), [pending]);

  return (
    <Tabs
      value={tab}
      onChange={(value) => dialogs.setAppointmentsTab(value === 'pending' ? 'pending' : 'approved')}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="approved">Approved</Tabs.Tab>
        <Tabs.Tab
          value="pending"
          rightSection={
            pending.length > 0 ? (
              // Not `circle`: a circle is one digit wide and cuts '20' to '2.'.
              <Badge size="sm" color="yellow" px={6} miw={20}>
                {pending.length}
              </Badge>
            ) : null
          }
        >
          Pending
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="approved">
        <Group gap={6} mb="sm" c="dimmed" aria-label="West Africa Time">
          <IconClock size={16} />
          <Text fz="sm">
            West Africa Time:{' '}
            <Text span fw={700} c="dark" ff="monospace">
              {lagos(now).format('hh:mm:ss A')}
            </Text>
          </Text>
        </Group>
        <DayList days={approvedDays} loading={loading} now={now} empty="No Appointments" />
      </Tabs.Panel>
      <Tabs.Panel value="pending">
        <DayList days={pendingDays} loading={loading} now={now} empty="No Pending Bookings" />
      </Tabs.Panel>
    </Tabs>
  );
}

function DayList({ days, loading, now, empty }: { days: Day[]; loading: boolean; now: Date; empty: string }) {
  if (loading)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  if (days.length === 0)
    return (
      <Stack align="center" gap="xs" py={40} c="dimmed">
        <IconCalendarOff size={40} stroke={1.4} />
        <Text fw={600}>{empty}</Text>
      </Stack>
    );
  return (
    <ScrollArea.Autosize mah="62vh" offsetScrollbars>
      <Stack gap="lg">
        {days.map(({ day, groups }) => (
          <section key={day} aria-label={dayHeading(day, now)}>
            <Text fz="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5} mb={6}>
              {dayHeading(day, now)}
            </Text>
            <Stack gap="sm">
              {groups.map((group) => (
                <GroupCard key={group[0]?.multiple_id} group={group} />
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

function GroupCard({ group }: { group: Booking[] }) {
  const { execute, running, pending } = useBookingCommand();
  const statuses = group.map((b) => b.status);
  const summary = groupStatus(statuses);
  const actions = groupActions(statuses);
  const ids = group.map((b) => b.id);
  const single = group.length === 1 ? group[0] : undefined;
  const multipleId = group[0]?.multiple_id ?? '';
  const balanceBlocks = group.some((b) => needsBalance(b.serviceform.service_duration_type));
  const busy = (kind: string) => running?.kind === kind;
  const [askReject, setAskReject] = useState(false);
  const reject = () =>
    void execute(single ? { kind: 'reject', id: single.id } : { kind: 'rejectAll', ids }, single).then(() =>
      setAskReject(false),
    );

  return (
    <Paper withBorder radius="md" p="sm" className={classes.group}>
      <RejectConfirmDialog
        bookings={askReject && actions.rejectAll ? group : []}
        loading={busy('rejectAll') || busy('reject')}
        onClose={() => setAskReject(false)}
        onConfirm={reject}
      />
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Group gap={6}>
          <StatusBadge status={summary} />
          {group.length > 1 && (
            <Text fz="xs" c="dimmed">
              {group.length} services booked together
            </Text>
          )}
        </Group>
        <Group gap={6}>
          {actions.rejectAll && (
            <Button size="compact-sm" variant="default" disabled={pending} onClick={() => setAskReject(true)}>
              {single ? 'Reject' : 'Reject All'}
            </Button>
          )}
          {actions.acceptAll && (
            <Button
              size="compact-sm"
              loading={busy('acceptAll') || busy('accept')}
              disabled={pending}
              onClick={() =>
                void execute(single ? { kind: 'accept', id: single.id } : { kind: 'acceptAll', ids }, single)
              }
            >
              {single ? 'Accept' : 'Accept All'}
            </Button>
          )}
          {actions.completeAll && !single && (
            <Tooltip label={MSG.groupNeedsBalance} disabled={!balanceBlocks} withinPortal zIndex={400}>
              <span>
                <Button
                  size="compact-sm"
                  color="teal"
                  loading={busy('completeAll')}
                  disabled={pending || balanceBlocks}
                  onClick={() => void execute({ kind: 'completeAll', multipleId })}
                >
                  Complete All
                </Button>
              </span>
            </Tooltip>
          )}
        </Group>
      </Group>
      <Stack gap={4}>
        {group.map((booking) => (
          <UnstyledButton
            key={booking.id}
            className={classes.row}
            onClick={() => dialogs.openDetails(booking.id)}
            style={{
              borderLeftColor: `var(--mantine-color-${LIST_COLOURS[listColourKey(booking.status)]}-5)`,
            }}
          >
            <Group wrap="nowrap" gap="sm">
              <Text fz="sm" fw={600} w={76} style={{ flex: 'none' }}>
                {formatTime(booking.start)}
              </Text>
              {/* The name is written beside it: the row's name is its words (WCAG 2.5.3). */}
              <Avatar src={booking.endUserImg} alt="" size={30} radius="xl" />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fz="sm" fw={600} truncate>
                  {booking.service_name}
                </Text>
                <Text fz="xs" c="dimmed" truncate>
                  {booking.endUser} · {formatNaira(booking.booking_amount)}
                </Text>
              </div>
              {group.length > 1 && <StatusBadge status={booking.status} size="sm" />}
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}
