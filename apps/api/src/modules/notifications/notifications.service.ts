import type { NotificationResponse } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { Mailer } from '../../adapters/mail.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import type { EventBus } from '../realtime/events.ts';
import type { notificationsRepository } from './notifications.repository.ts';

export type NotificationType = 'service' | 'reschedule' | 'fund' | 'security' | 'completed' | 'cancel';

/** Alerts for the vendor: stored, then pushed on the vendor's channel. */
export function notificationsService(deps: {
  notifications: ReturnType<typeof notificationsRepository>;
  users: AuthRepository;
  mailer: Mailer;
  events: EventBus;
  clock: Clock;
}) {
  const { notifications, users, mailer, events, clock } = deps;
  return {
    /** `email: true` also e-mails the vendor, when the vendor keeps e-mail notifications on. */
    async notify(
      userId: number,
      type: NotificationType,
      title: string,
      description: string,
      options: { email?: boolean } = {},
    ) {
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
      if (options.email) {
        const user = await users.findUserById(userId);
        if (user?.email_notification) {
          await mailer
            .send({
              to: user.email,
              subject: title,
              text: `${description}\n\nOpen your dashboard to respond.`,
            })
            .catch(() => {
              // The alert is already stored and pushed; a mail outage must not fail the booking.
            });
        }
      }
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
