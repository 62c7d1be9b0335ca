import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import { api } from '../../lib/api.ts';
import { getToken, useSession } from '../../lib/session.ts';
import { bookingKeys } from '../bookings/api/bookings.ts';
import { chatKeys } from '../inbox/api/chat.ts';
import { notificationKeys } from '../notifications/api/notifications.ts';

const EVENTS = ['booking.created', 'booking.updated', 'notification.created'] as const;

/**
 * SPEC §4 realtime: a socket.io connection exists only while a user with a token is held; it
 * joins the private vendor channel and reloads bookings and notifications on every event.
 */
export function useRealtime() {
  const client = useQueryClient();
  const { user } = useSession();
  const token = user.token ?? user.userToken;
  const userId = user.userId;

  useEffect(() => {
    if (!token || userId == null) return;
    let socket: Socket | null = null;
    let live = true;

    void api<{ realtime_port: number }>('app-config')
      .then(({ realtime_port }) => {
        if (!live || getToken() !== token) return;
        socket = io(`${window.location.protocol}//${window.location.hostname}:${realtime_port}`, {
          auth: { token },
          transports: ['websocket', 'polling'],
        });
        const channel = `private-vendor.${userId}`;
        const refresh = () => {
          void client.invalidateQueries({ queryKey: bookingKeys.all });
          void client.invalidateQueries({ queryKey: notificationKeys.all });
        };
        const refreshChats = () => void client.invalidateQueries({ queryKey: chatKeys.all });
        socket.on('connect', () => {
          const current = socket;
          if (!current?.id) return;
          void api<{ auth: string }>('broadcasting/auth', {
            method: 'POST',
            body: { socket_id: current.id, channel_name: channel },
          })
            .then(({ auth }) =>
              // Whatever happened before this (re)subscription was not pushed to us: reload once.
              current.emit('subscribe', { channel, auth }, () => {
                refresh();
                refreshChats();
              }),
            )
            .catch(() => undefined);
        });
        for (const event of EVENTS) socket.on(event, refresh);
        socket.on('chat.message', refreshChats);
      })
      .catch(() => undefined);

    return () => {
      live = false;
      socket?.disconnect();
      socket = null;
    };
  }, [client, token, userId]);
}
