import type { Clock } from '../../adapters/clock.ts';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import type { OutboxMessage, OutboxWriter } from '../outbox/index.ts';
import type { PushNotices } from '../push/index.ts';
import type { AlertOptions, NotificationType } from './index.ts';
import type { notificationsRepository } from './notifications.repository.ts';

/** Alerts for the vendor: stored with the change they announce, pushed (and e-mailed) after commit. */
export function notificationsService(deps: {
  notifications: ReturnType<typeof notificationsRepository>;
  outbox: OutboxWriter;
  push: PushNotices;
  clock: Clock;
}) {
  const { notifications, outbox, push, clock } = deps;
  return {
    /**
     * Records an alert inside the caller's transaction. `email: true` also e-mails the vendor,
     * when the vendor keeps e-mail notifications on; `bookingId` names the booking it is about,
     * which the alert opens, and `push: true` pushes it to the vendor's devices (issue 34).
     *
     * Alerts tell the vendor what others did: a customer, the system, an operator. Never call it
     * for what the vendor just did themselves (accepting, cancelling, saving settings…): their
     * screens follow their own changes through the realtime booking events, and an alert would
     * only be unread noise.
     */
    async record(
      ex: Executor,
      userId: number,
      type: NotificationType,
      title: string,
      description: string,
      options: AlertOptions = {},
    ) {
      const { user_id: _, ...notification } = await notifications.insert(ex, {
        user_id: userId,
        type,
        title,
        description,
        status: 'unread',
        created_at: clock.now().toISOString(),
        booking_id: options.bookingId ?? null,
      });
      const messages: OutboxMessage[] = [
        { topic: 'realtime', payload: { userId, event: 'notification.created', data: notification } },
      ];
      const recipient = options.email ? await notifications.recipient(ex, userId) : undefined;
      if (recipient?.email_notification) {
        messages.push({
          topic: 'mail',
          payload: {
            to: recipient.email,
            subject: title,
            text: `${description}\n\nOpen your dashboard to respond.`,
          },
        });
      }
      await outbox.record(ex, messages);
      if (options.push && options.bookingId)
        await push.notify(ex, userId, { kind: 'booking', title, bookingId: options.bookingId });
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
