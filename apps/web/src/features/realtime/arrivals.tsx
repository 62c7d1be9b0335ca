import { type ChatMember, formatTime, lagos } from '@app/shared';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import type { Booking } from '../../api/bookings/model.ts';
import { chatKeys } from '../../api/chat.ts';
import { playChime } from '../../lib/arrivalSound.ts';
import { chatLink } from '../../lib/inboxLink.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { dialogs } from '../../stores/dialogs.ts';

/** What was announced already: an event the server sends again (a redelivery, a reconnection) is not. */
const announced = new Set<string>();

/** Long enough to read across the room; the request also waits in the Appointments list. */
const TOAST_MS = 12_000;

/** Narrow enough to sit beside a centred dialog (details: 560 px) on a 1280 px screen, not over its buttons. */
const TOAST_WIDTH = 300;

/**
 * A toast and a chime for one arrival, once per key. Bottom right: the top centre is where
 * short alerts show (lib/alert.ts), and a toast there would cover an open dialog's title.
 */
function announce(key: string, title: string, lines: string[], action: { label: string; open: () => void }) {
  if (announced.has(key)) return;
  announced.add(key);
  const id = `arrival-${key}`;
  notifications.show({
    id,
    position: 'bottom-right',
    style: { width: TOAST_WIDTH, marginLeft: 'auto' },
    title,
    autoClose: TOAST_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close alert' },
    message: (
      <Stack gap={6} align="flex-start">
        {lines.map((line) => (
          <Text key={line} fz="sm">
            {line}
          </Text>
        ))}
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            action.open();
          }}
        >
          {action.label}
        </Button>
      </Stack>
    ),
  });
  playChime();
}

/** A customer's booking request (issue 34): who, what and when (the day too: it is rarely today), with the way to answer it. */
export function announceBooking(booking: Booking) {
  if (booking.status !== 'pending') return;
  // Services booked together come as one event each: one request, one toast.
  announce(
    `booking-${booking.multiple_id || booking.id}`,
    'New booking request',
    [
      booking.endUser,
      `${booking.service_name}, ${lagos(booking.start).format('ddd, DD MMM')} at ${formatTime(booking.start)}`,
    ],
    { label: 'Open booking', open: () => dialogs.openDetails(booking.id) },
  );
}

type LiveMessage = { id: number; customer_id: number; sender: string; message: string; created_at: string };

const isLiveMessage = (data: unknown): data is LiveMessage => {
  const m = data as Partial<LiveMessage> | null;
  return typeof m?.id === 'number' && typeof m.customer_id === 'number' && typeof m.message === 'string';
};

/** A client's chat message (issue 34), named from the conversations already loaded. */
export function announceMessage(client: QueryClient, data: unknown) {
  if (!isLiveMessage(data) || data.sender !== 'customer') return;
  const member = client
    .getQueryData<ChatMember[]>(chatKeys.members)
    ?.find((m) => m.customer_id === data.customer_id);
  const name = member ? `${member.first_name} ${member.last_name}`.trim() : 'A client';
  const text = data.message.length > 80 ? `${data.message.slice(0, 79)}…` : data.message;
  announce(`chat-${data.id}`, `New message from ${name}`, [text, formatTime(data.created_at)], {
    label: 'Open chat',
    open: () => navigateTo(chatLink(data.customer_id, member ? name : undefined)),
  });
}
