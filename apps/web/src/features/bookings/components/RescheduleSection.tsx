import { checkReschedule, clockTime, formatDetails, lagosDay, rescheduleBody } from '@app/shared';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useState } from 'react';
import type { Booking } from '../../../api/bookings/model.ts';
import { useNow } from '../../../lib/useNow.ts';
import { useRescheduleChange, useRescheduleTimes } from '../api/reschedule.ts';

/**
 * The vendor's side of moving a booking (issue 15): the new time proposed to the customer while
 * it waits for their answer, with Withdraw; otherwise, while the shared rules let the vendor
 * propose one, Reschedule opens a day and that day's free times (the server's slot rules, the
 * booking's own slot free to it). A walk-in or phone booking the vendor made moves at once.
 */
export function RescheduleSection({ booking }: { booking: Booking }) {
  const now = useNow();
  const change = useRescheduleChange();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const times = useRescheduleTimes(booking.id, date);

  if (booking.proposal)
    return (
      <Alert
        variant="light"
        color="blue"
        icon={<IconCalendarTime size={16} />}
        p="xs"
        title="New time proposed"
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text fz="sm">
            {formatDetails(booking.proposal.start)}, waiting for {booking.endUser}'s answer. The time is held
            until then.
          </Text>
          <Button
            size="xs"
            variant="default"
            style={{ flexShrink: 0 }}
            loading={change.isPending}
            onClick={() => change.mutate({ kind: 'withdraw', id: booking.id })}
          >
            Withdraw
          </Button>
        </Group>
      </Alert>
    );

  // A booking the vendor made has no customer account to ask: it moves at once.
  const own = booking.source != null;
  if (!checkReschedule(own ? 'vendorMove' : 'vendorPropose', booking, now).allowed) return null;
  if (!open)
    return (
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCalendarTime size={14} />}
          onClick={() => setOpen(true)}
        >
          Reschedule
        </Button>
      </Group>
    );

  const body = rescheduleBody.safeParse({ date, time });
  const offered = times.data ?? [];
  const placeholder = !date
    ? 'Choose a day first'
    : times.isPending
      ? 'Finding free times…'
      : offered.length
        ? 'Choose a time'
        : 'No free time on this day';
  return (
    <Stack gap="xs" role="group" aria-label="Reschedule">
      <Text fz="sm" fw={600}>
        {own ? 'Move to a new time' : 'Propose a new time'}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          type="date"
          label="New date"
          min={lagosDay(now)}
          value={date}
          onChange={(event) => {
            setDate(event.currentTarget.value);
            setTime('');
          }}
        />
        <NativeSelect
          label="New time"
          disabled={!offered.length}
          value={time}
          onChange={(event) => setTime(event.currentTarget.value)}
          // Offered as 'HH:mm' (what the call takes), shown in SPEC §9's 'hh:mm A'.
          data={[
            { value: '', label: placeholder, disabled: true },
            ...offered.map((value) => ({ value, label: clockTime(value) })),
          ]}
        />
      </SimpleGrid>
      <Group justify="flex-end" gap="sm">
        <Button size="xs" variant="default" onClick={() => setOpen(false)}>
          Back
        </Button>
        <Button
          size="xs"
          disabled={!body.success}
          loading={change.isPending}
          onClick={() =>
            body.success &&
            change.mutate(
              { kind: 'propose', id: booking.id, body: body.data },
              { onSuccess: () => setOpen(false) },
            )
          }
        >
          {own ? 'Move booking' : 'Propose new time'}
        </Button>
      </Group>
    </Stack>
  );
}
