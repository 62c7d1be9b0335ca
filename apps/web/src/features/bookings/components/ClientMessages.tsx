import { type ClientMessage, formatDetails } from '@app/shared';
import { Badge, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useBookingMessages } from '../../../api/reminders.ts';

const CHANNEL: Record<NonNullable<ClientMessage['channel']>, string> = {
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  email: 'e-mail',
};

const hoursBefore = (hours: number) =>
  hours % 24 === 0 ? `${hours / 24} day${hours === 24 ? '' : 's'} before` : `${hours} h before`;

const title = (m: ClientMessage) =>
  ({
    confirmation: 'Confirmation',
    reminder: `Reminder, ${hoursBefore(m.offset_hours ?? 0)}`,
    rescheduled: 'New time',
    cancelled: 'Cancellation',
  })[m.kind];

const STATE: Record<ClientMessage['status'], { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'gray' },
  sending: { label: 'Sending', color: 'blue' },
  sent: { label: 'Sent', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

function MessageRow({ message }: { message: ClientMessage }) {
  const state = STATE[message.status];
  const when =
    message.status === 'sent' && message.sent_at
      ? `${formatDetails(message.sent_at)} by ${message.channel ? CHANNEL[message.channel] : '—'}`
      : message.status === 'cancelled'
        ? 'Not sent: the booking changed'
        : message.status === 'failed'
          ? (message.last_error ?? 'Could not be delivered')
          : `${message.status === 'sending' ? 'Now' : formatDetails(message.due_at)}${message.attempts > 0 ? ` · retrying (${message.attempts} tries)` : ''}`;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-message={message.kind}>
      <div style={{ minWidth: 0 }}>
        <Text fz="sm" fw={600}>
          {title(message)}
        </Text>
        <Text fz="xs" c="dimmed" truncate>
          {when}
        </Text>
      </div>
      <Tooltip
        label={message.last_error ?? ''}
        disabled={!message.last_error || message.status === 'failed'}
        withinPortal
      >
        <Badge variant="light" color={state.color} style={{ flexShrink: 0 }}>
          {state.label}
        </Badge>
      </Tooltip>
    </Group>
  );
}

/** The Appointment Details dialog's list of what the client is told about the booking, and its delivery. */
export function ClientMessages({ booking }: { booking: { id: number; status: string; start: string } }) {
  const messages = useBookingMessages(booking);
  if (messages.isPending) return <Skeleton h={36} />;
  if (messages.isError)
    return (
      <Text fz="sm" c="dimmed">
        Messages could not be loaded.
      </Text>
    );
  if (!messages.data.length)
    return (
      <Text fz="sm" c="dimmed">
        Nothing sent yet: the client hears from you once the booking is approved.
      </Text>
    );
  return (
    <Stack component="ul" gap={8} aria-label="Client messages" m={0} p={0} style={{ listStyle: 'none' }}>
      {messages.data.map((m) => (
        <li key={m.id}>
          <MessageRow message={m} />
        </li>
      ))}
    </Stack>
  );
}
