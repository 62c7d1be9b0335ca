import Echo from 'laravel-echo';
import { io } from 'socket.io-client';
import { announceBooking, announceMessage } from './arrivals.ts';
import { reloadBookings } from './bookingsStore.ts';
import { chatsChanged } from './live.ts';

/**
 * The phone app's live updates: the dashboard's connection (features/realtime/useRealtime.ts:
 * laravel-echo over socket.io, bearer token, the private vendor channel). A booking event reloads
 * the lists shown (each an entity-tagged request: what did not change costs a 304); a client's
 * message reloads the chats. A new request or a client's message is announced (arrivals.ts). This module, with the socket client, is imported after the first
 * screen is drawn, off the app's first download (issue 34's budget).
 */
export function connect(options: { token: string; userId: number; port: number }): () => void {
  const auth = { headers: { Authorization: `Bearer ${options.token}` } };
  const echo: Echo<'socket.io'> = new Echo({
    broadcaster: 'socket.io',
    client: io,
    host: `${window.location.protocol}//${window.location.hostname}:${options.port}`,
    auth,
    transports: ['websocket', 'polling'],
    withoutInterceptors: true,
  });
  const channel = echo.private(`vendor.${options.userId}`);
  // A leading dot: the events are sent under their own names, without Echo's namespace.
  channel.listen('.booking.created', bookingCreated);
  channel.listen('.booking.updated', reloadBookings);
  channel.listen('.chat.message', (payload: unknown) => {
    chatsChanged();
    void announceMessage(payload);
  });
  // Whatever happened before this (re)subscription took effect was not pushed: reload once.
  const socket = echo.connector.socket;
  socket.on('connect', () => {
    socket.emit('subscribe', { channel: channel.name, auth }, () => {
      reloadBookings();
      chatsChanged();
    });
  });
  return () => echo.disconnect();
}

/** 'booking.created': every list shown reloads (the Requests badge and the title's count follow), and a request is announced. */
export function bookingCreated(payload: unknown) {
  reloadBookings();
  announceBooking(payload);
}
