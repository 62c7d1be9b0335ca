import type { ChatMember } from '@app/shared';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import type { Booking } from '../../api/bookings/model.ts';
import { chatKeys } from '../../api/chat.ts';
import { playChime } from '../../lib/arrivalSound.ts';
import {
  ARRIVAL_TOAST_MS,
  type Arrival,
  bookingArrival,
  clientMessage,
  firstTime,
  memberName,
  messageArrival,
} from '../../lib/arrivals.ts';
import { chatLink } from '../../lib/inboxLink.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { dialogs } from '../../stores/dialogs.ts';

/**
 * A toast and a chime for one arrival, once per key. Bottom right: the top centre is where
 * short alerts show (lib/alert.ts), and a toast there would cover an open dialog's title. Its
 * width is its container's (app/AlertsContainer.module.css).
 */
function announce({ key, title, lines }: Arrival, action: { label: string; open: () => void }) {
  if (!firstTime(key)) return;
  const id = `arrival-${key}`;
  notifications.show({
    id,
    position: 'bottom-right',
    title,
    autoClose: ARRIVAL_TOAST_MS,
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

/** A customer's booking request (issue 34), with the way to answer it. */
export function announceBooking(booking: Booking) {
  const arrival = bookingArrival(booking);
  if (arrival) announce(arrival, { label: 'Open booking', open: () => dialogs.openDetails(booking.id) });
}

/** A client's chat message (issue 34), named from the conversations already loaded. */
export function announceMessage(client: QueryClient, data: unknown) {
  const message = clientMessage(data);
  if (!message) return;
  const member = client
    .getQueryData<ChatMember[]>(chatKeys.members)
    ?.find((m) => m.customer_id === message.customer_id);
  announce(messageArrival(message, member), {
    label: 'Open chat',
    open: () => navigateTo(chatLink(message.customer_id, member ? memberName(member) : undefined)),
  });
}
