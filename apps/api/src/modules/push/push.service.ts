import {
  appBookingLink,
  appConversationLink,
  bookingLink,
  conversationLink,
  formatDetails,
  PUSH_MESSAGES,
  type PushPayload,
  type PushSubscriptionBody,
} from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { PushSender } from '../../adapters/web-push.ts';
import type { Executor } from '../../db/database.ts';
import { unprocessable } from '../../lib/errors.ts';
import type { OutboxWriter } from '../outbox/index.ts';
import type { PushMessage, PushNotice } from './index.ts';
import type { PushRepository } from './push.repository.ts';

/** What a booking push tells of it, read when the push is sent (bookings' presenter, container.ts). */
export type DescribeBooking = (
  userId: number,
  bookingId: number,
) => Promise<{ client: string; service: string; startsAt: string } | null>;

/** A chat message's first words: a notification shows two lines or so. */
const MESSAGE_PREVIEW = 140;

/** Web Push for the vendor's devices (issue 34): subscriptions, and pushes sent after commit. */
export function pushService(deps: {
  push: PushRepository;
  sender: PushSender;
  outbox: OutboxWriter;
  describeBooking: DescribeBooking;
  clock: Clock;
}) {
  const { push, sender, outbox, clock } = deps;

  async function payloadOf(userId: number, notice: PushNotice): Promise<PushPayload> {
    if (notice.kind === 'message') {
      const text =
        notice.text.length > MESSAGE_PREVIEW ? `${notice.text.slice(0, MESSAGE_PREVIEW - 1)}…` : notice.text;
      return {
        title: notice.title,
        body: text,
        url: conversationLink(notice.customerId),
        app_url: appConversationLink(notice.customerId),
        tag: `chat-${notice.customerId}`,
      };
    }
    const booking = await deps.describeBooking(userId, notice.bookingId);
    return {
      title: notice.title,
      body: booking ? `${booking.client} · ${booking.service} · ${formatDetails(booking.startsAt)}` : '',
      url: bookingLink(notice.bookingId),
      app_url: appBookingLink(notice.bookingId),
      tag: `booking-${notice.bookingId}`,
    };
  }

  return {
    key: async () => ({ success: true as const, public_key: await sender.publicKey() }),

    async subscribe(userId: number, body: PushSubscriptionBody) {
      if (!sender.accepts(body.endpoint))
        throw unprocessable(PUSH_MESSAGES.unsupportedService, { endpoint: PUSH_MESSAGES.unsupportedService });
      await push.save({
        user_id: userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        created_at: clock.now().toISOString(),
      });
      return { success: true as const, message: PUSH_MESSAGES.saved };
    },

    async unsubscribe(userId: number, endpoint: string) {
      await push.remove(userId, endpoint);
      return { success: true as const, message: PUSH_MESSAGES.removed };
    },

    /** The port other modules use (PushNotices): one outbox message per device, in their transaction. */
    async notify(ex: Executor, userId: number, notice: PushNotice) {
      const devices = await push.devicesToNotify(ex, userId);
      await outbox.record(
        ex,
        devices.map((device) => ({
          topic: 'push' as const,
          payload: { subscriptionId: device.id, userId, notice },
        })),
      );
    },

    /**
     * The outbox's delivery of one device's push: a device that turned push off meanwhile gets
     * nothing; one its push service no longer knows is forgotten; any other failure throws, and the
     * outbox tries again later.
     */
    async deliver({ subscriptionId, userId, notice }: PushMessage) {
      const device = await push.find(subscriptionId, userId);
      if (!device) return;
      const payload = JSON.stringify(await payloadOf(userId, notice));
      const outcome = await sender.send({ endpoint: device.endpoint, keys: device }, payload);
      if (outcome === 'gone') await push.forget(subscriptionId);
    },
  };
}

export type PushService = ReturnType<typeof pushService>;
