import type { NotificationResponse } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { EventBus } from '../realtime/events.ts';
import type { notificationsRepository } from './notifications.repository.ts';

export type NotificationType = 'service' | 'reschedule' | 'fund' | 'security' | 'completed' | 'cancel';

/** Alerts for the vendor: stored, then pushed on the vendor's channel. */
export function notificationsService(deps: {
  notifications: ReturnType<typeof notificationsRepository>;
  events: EventBus;
  clock: Clock;
}) {
  const { notifications, events, clock } = deps;
  return {
    async notify(userId: number, type: NotificationType, title: string, description: string) {
      const row = await notifications.insert({
        user_id: userId,
        type,
        title,
        description,
        status: 'unread',
        created_at: clock.now().toISOString(),
      });
      const { user_id: _, ...notification } = row;
      events.publish(userId, 'notification.created', notification);
      return notification as NotificationResponse;
    },
    async list(userId: number) {
      const rows = await notifications.listForVendor(userId);
      return { success: true as const, bookings: rows.map(({ user_id: _, ...n }) => n) };
    },
    async read(userId: number, id: number) {
      if (!(await notifications.markRead(id, userId))) throw notFound('Notification not found');
      return { success: true as const, message: 'Notification read' };
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
