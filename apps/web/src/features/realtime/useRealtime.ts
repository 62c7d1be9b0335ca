import { useQueryClient } from '@tanstack/react-query';
import Echo from 'laravel-echo';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { bookingKeys, patchBookingLists } from '../../api/bookings/bookings.ts';
import { chatKeys } from '../../api/chat.ts';
import { notificationKeys, patchNotifications } from '../../api/notifications.ts';
import { useAppConfig } from '../../lib/appConfig.ts';
import { reloadQueries } from '../../lib/queryReload.ts';
import { useSession } from '../../lib/session.ts';
import { announceBooking, announceMessage } from './arrivals.tsx';

const BOOKING_EVENTS = ['booking.created', 'booking.updated'] as const;

/**
 * SPEC §4 realtime: a laravel-echo connection (socket.io broadcaster, bearer token in the auth
 * headers — as the vendor apps connect) exists only while a user with a token is held; it listens
 * on the private vendor channel. A booking event carries the booking as the lists present it: it
 * is patched into every cached bookings list (api/bookings/cachePatch.ts) rather than
 * reloading them all; 'notification.created', which the server sends beside a booking event
 * whenever the change made an alert, carries the alert, patched into the cached list the same way. On every (re)subscription, whatever
 * was missed meanwhile is reloaded once. A new booking request or a client's message also shows a
 * toast with a chime (arrivals.tsx, issue 34).
 */
export function useRealtime() {
  const client = useQueryClient();
  const { user } = useSession();
  const token = user.token ?? user.userToken;
  const userId = user.userId;
  const port = useAppConfig().data?.realtime_port;

  useEffect(() => {
    if (!token || userId == null || port === undefined) return;
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const echo: Echo<'socket.io'> = new Echo({
      broadcaster: 'socket.io',
      client: io,
      host: `${window.location.protocol}//${window.location.hostname}:${port}`,
      auth,
      transports: ['websocket', 'polling'],
      withoutInterceptors: true,
    });
    const refreshChats = () => void client.invalidateQueries({ queryKey: chatKeys.all });
    const channel = echo.private(`vendor.${userId}`);
    // A leading dot: the events are sent under their own names, without Echo's namespace.
    for (const event of BOOKING_EVENTS)
      channel.listen(`.${event}`, (payload: unknown) => {
        const booking = patchBookingLists(client, payload);
        if (booking && event === 'booking.created') announceBooking(booking);
      });
    channel.listen('.notification.created', (notice: unknown) => patchNotifications(client, userId, notice));
    channel.listen('.chat.message', (message: unknown) => {
      announceMessage(client, message);
      refreshChats();
    });
    // Echo's subscription has no answer; the same request with an acknowledgement tells when it
    // took effect. Whatever happened before this (re)subscription was not pushed to us: reload once.
    const socket = echo.connector.socket;
    socket.on('connect', () => {
      socket.emit('subscribe', { channel: channel.name, auth }, () => {
        for (const key of [bookingKeys.all, notificationKeys.all, chatKeys.all]) reloadQueries(client, key);
      });
    });

    return () => echo.disconnect();
  }, [client, token, userId, port]);
}
