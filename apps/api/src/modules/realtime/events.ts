import type { Server } from 'socket.io';
import { vendorChannel } from './channels.ts';

export type RealtimeEvent = 'booking.created' | 'booking.updated' | 'notification.created' | 'chat.message';

/** Pushes an event to one vendor's private channel (across instances with the Redis adapter). */
export interface EventBus {
  publish(userId: number, event: RealtimeEvent, payload: unknown): void;
}

export const socketEventBus = (io: Server): EventBus => ({
  publish: (userId, event, payload) => {
    io.to(vendorChannel(userId)).emit(event, payload);
  },
});
