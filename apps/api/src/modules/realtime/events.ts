import type { Server } from 'socket.io';
import { vendorChannel } from './channels.ts';
import type { RealtimeEvent } from './index.ts';

/** Pushes an event to one vendor's private channel (across instances with the Redis adapter). */
export interface EventBus {
  publish(userId: number, event: RealtimeEvent, payload: unknown): void;
}

/**
 * laravel-echo-server's wire format: `(event, channel, payload)`, the event under its own name
 * (as Laravel's `broadcastAs`), so Echo's `.private('vendor.' + id).listen('.booking.created', cb)`
 * receives it.
 */
export const socketEventBus = (io: Server): EventBus => ({
  publish: (userId, event, payload) => {
    const channel = vendorChannel(userId);
    io.to(channel).emit(event, channel, payload);
  },
});
