// The public face of the outbox: what other modules use of it, written out here (importing it loads nothing).
import type { Mail } from '../../adapters/mail.ts';
import type { Sms } from '../../adapters/sms.ts';
import type { WhatsAppMessage } from '../../adapters/whatsapp.ts';
import type { Executor } from '../../db/database.ts';
import type { OutboxTopic } from '../../db/schema.ts';
import type { PushMessage } from '../push/index.ts';
import type { RealtimeEvent } from '../realtime/index.ts';

/** What can be sent after commit, by topic. */
export interface OutboxMessages {
  realtime: { userId: number; event: RealtimeEvent; data: unknown };
  /** Bookings are presented when sent, so the vendor's screen gets their state at that moment. */
  bookings: { userId: number; event: 'booking.created' | 'booking.updated'; ids: number[] };
  mail: Mail;
  sms: Sms;
  /** One device's Web Push (issue 34). */
  push: PushMessage;
  /** A template message to a client (a receipt, issue 35). */
  whatsapp: WhatsAppMessage;
}
export type OutboxMessage = { [T in OutboxTopic]: { topic: T; payload: OutboxMessages[T] } }[OutboxTopic];

/** Writes messages inside the caller's transaction, sent after commit (outbox.service.ts's `record`). */
export interface OutboxWriter {
  record(ex: Executor, messages: OutboxMessage[]): Promise<unknown>;
}
