import { type ClientConsent, type ClientMessage, formatDetails, messagesOutlook } from '@app/shared';
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
    refund: 'Refund notice',
    rejected: 'Request declined',
    proposed: 'Proposed new time',
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
        ? // The client's consent (issue 37) says why, when it was that; else the booking changed.
          `Not sent: ${message.last_error ? message.last_error.toLowerCase() : 'the booking changed'}`
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

const SOURCE: Record<ClientConsent['source'], string> = {
  booking_page: 'on your booking page',
  walk_in_form: 'at your walk-in form',
  customer_account: 'from the client’s customer account',
  opt_out_link: 'with the link in a message',
  stop_reply: 'by replying STOP on WhatsApp',
  sms_stop_reply: 'by replying STOP by SMS',
  objection: 'from her own booking page',
};

/** Where the client stands on messages (NDPA s.26), in words: what she chose, where and when. */
export function consentLine(consent: ClientConsent | null) {
  if (!consent) return 'Messages: sent as part of the booking (made before consent was recorded).';
  const where = `${SOURCE[consent.source]}, ${formatDetails(consent.recorded_at)}`;
  if (consent.state === 'withdrawn')
    return `Messages stopped by the client ${where}. Only news of a refund, a rejection, a cancellation or a move still goes out.`;
  if (consent.state === 'refused') return `No reminders: the client left the box unticked ${where}.`;
  return consent.basis === 'consent'
    ? `Reminders: the client asked for them ${where}.`
    : `Messages: part of the booking, given ${where}. She can stop them from any message.`;
}

/** Where a message stands, as the dialog groups them: gone out (or tried), still to go, not sent. */
const GROUPS = [
  { label: 'Sent', of: (m: ClientMessage) => m.status === 'sent' || m.status === 'failed' },
  { label: 'Planned', of: (m: ClientMessage) => m.status === 'scheduled' || m.status === 'sending' },
  { label: 'Not sent', of: (m: ClientMessage) => m.status === 'cancelled' },
] as const;

/**
 * The Appointment Details dialog's part on what the client is told: one line for the booking's
 * status (the shared `messagesOutlook`), her consent, then the messages sent (time and channel),
 * planned (time) and not sent (why).
 */
export function ClientMessages({ booking }: { booking: { id: number; status: string; start: string } }) {
  const messages = useBookingMessages(booking);
  if (messages.isPending) return <Skeleton h={36} />;
  if (messages.isError)
    return (
      <Text fz="sm" c="dimmed">
        Messages could not be loaded.
      </Text>
    );
  const { messages: list, consent } = messages.data;
  return (
    <Stack gap={8}>
      <Text fz="sm" data-testid="messages-outlook">
        {messagesOutlook(booking.status, list)}
      </Text>
      <Text fz="xs" c="dimmed" data-testid="client-consent" data-state={consent?.state ?? 'none'}>
        {consentLine(consent)}
      </Text>
      {GROUPS.map(({ label, of }) => {
        const shown = list.filter(of);
        return shown.length ? (
          <Stack key={label} gap={6}>
            <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
              {label}
            </Text>
            <Stack
              component="ul"
              gap={8}
              aria-label={`${label} messages`}
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
            >
              {shown.map((m) => (
                <li key={m.id}>
                  <MessageRow message={m} />
                </li>
              ))}
            </Stack>
          </Stack>
        ) : null;
      })}
    </Stack>
  );
}
