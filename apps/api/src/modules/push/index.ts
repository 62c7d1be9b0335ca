// The public face of Web Push (issue 34): what other modules use of it, written out here
// (importing it loads nothing).
import type { Executor } from '../../db/database.ts';

/**
 * What a push is about: a booking (its client, service and time are read when it is sent, so the
 * push tells the booking as it stands) or a client's chat message.
 */
export type PushNotice =
  | { kind: 'booking'; title: string; bookingId: number }
  | { kind: 'message'; title: string; customerId: number; text: string };

/**
 * Pushes a notice to each of the vendor's subscribed devices, when the vendor keeps SPEC's
 * `push_notification` on: written inside the caller's transaction (one outbox message per device),
 * sent after commit; push.service.ts's `notify`, handed out by container.ts.
 */
export interface PushNotices {
  notify(ex: Executor, userId: number, notice: PushNotice): Promise<void>;
}

/** One device's push, as the outbox keeps it until sent. */
export interface PushMessage {
  subscriptionId: number;
  userId: number;
  notice: PushNotice;
}
