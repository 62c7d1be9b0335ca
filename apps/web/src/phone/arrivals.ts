import { appBookingLink, appConversationLink, bookingResponse, chatApi } from '@app/shared';
import { toBooking } from '../api/bookings/model.ts';
import { call } from '../lib/api.ts';
import { playChime } from '../lib/arrivalSound.ts';
import {
  ARRIVAL_TOAST_MS,
  type Arrival,
  bookingArrival,
  clientMessage,
  firstTime,
  messageArrival,
} from '../lib/arrivals.ts';
import { openLink } from './live.ts';
import { place } from './toast.ts';

/**
 * Never silent in the phone app (issue 34): a customer's booking request or a client's message
 * shows a toast (the dashboard's words, lib/arrivals.ts) with a button that opens it, and plays the
 * chime (off by the device's setting, lib/arrivalSound.ts). Plain DOM in the alerts' box
 * (toast.ts); loaded with the live connection (realtime.ts), off the first screen.
 */
function announce({ key, title, lines }: Arrival, action: { label: string; url: string }) {
  if (!firstTime(key)) return;
  const toast = document.createElement('div');
  toast.className = 'toast toast-arrival';
  const heading = document.createElement('strong');
  heading.textContent = title;
  toast.append(heading);
  for (const line of lines) {
    const text = document.createElement('span');
    text.textContent = line;
    toast.append(text);
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-plain';
  button.textContent = action.label;
  button.addEventListener('click', () => {
    toast.remove();
    openLink(action.url);
  });
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast-close';
  close.setAttribute('aria-label', 'Close alert');
  close.textContent = '×';
  close.addEventListener('click', () => toast.remove());
  toast.append(button, close);
  place(toast);
  setTimeout(() => toast.remove(), ARRIVAL_TOAST_MS);
  playChime();
}

/** A 'booking.created' event's booking, when it is a request. */
export function announceBooking(payload: unknown) {
  const parsed = bookingResponse.safeParse(payload);
  if (!parsed.success) return;
  const booking = toBooking(parsed.data);
  const arrival = bookingArrival(booking);
  if (arrival) announce(arrival, { label: 'Open booking', url: appBookingLink(booking.id) });
}

/** A 'chat.message' event, when a client wrote: named from the conversations, asked for then. */
export async function announceMessage(payload: unknown) {
  const message = clientMessage(payload);
  if (!message) return;
  const members = await call(chatApi.members, {}).then(
    (answer) => answer.data,
    () => [],
  );
  const member = members.find((m) => m.customer_id === message.customer_id);
  announce(messageArrival(message, member), {
    label: 'Open chat',
    url: appConversationLink(message.customer_id),
  });
}
