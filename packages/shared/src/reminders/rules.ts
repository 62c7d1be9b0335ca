import { lagosDateTime } from '../format/time.ts';

/**
 * What a client is told about a booking, and when. 'refund': a payment of the client's is being
 * refunded; sent whatever her consent (issue 37). 'rejected': the vendor declined her request.
 * 'proposed': the vendor proposes another time, which she answers on her booking page (issue 36).
 */
export const CLIENT_MESSAGE_KINDS = [
  'confirmation',
  'reminder',
  'rescheduled',
  'cancelled',
  'refund',
  'rejected',
  'proposed',
] as const;
export type ClientMessageKind = (typeof CLIENT_MESSAGE_KINDS)[number];
/**
 * News about a whole request, told once to a group booked and paid together: a rejected or
 * cancelled group, or its one payment refunded, is one message naming every service, not one per
 * booking (the sender takes the group's due messages of the kind along with the first).
 */
export const GROUP_NOTICE_KINDS: readonly ClientMessageKind[] = ['rejected', 'cancelled', 'refund'];
export const CLIENT_MESSAGE_STATUSES = ['scheduled', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type ClientMessageStatus = (typeof CLIENT_MESSAGE_STATUSES)[number];
/** Tried in this order: WhatsApp is what almost every client reads; SMS then e-mail as fallbacks. */
export const MESSAGE_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const REMINDERS = {
  /** Hours before the start a reminder goes out, unless the vendor chooses otherwise. */
  defaultHours: [24, 2] as number[],
  maxReminders: 3,
  minHours: 1,
  maxHours: 168,
  /** Lagos wall-clock hours in which clients are not messaged, unless the vendor turns them off. */
  defaultQuietStart: '21:00',
  defaultQuietEnd: '07:00',
  /** A reminder that cannot wait for quiet hours to end goes out this long before they begin. */
  beforeQuietMs: 60_000,
  /**
   * A reminder that would go out less than this long after the confirmation (or the new time's
   * message) of the same start duplicates it and is not planned: the client has just been told.
   */
  confirmationCoversMs: 60 * 60_000,
  /** Attempts (each trying every channel in order) before a message is given up as failed. */
  maxAttempts: 5,
  /** Wait before the next attempt: 1, 2, 4, 8 … minutes, at most 30. */
  retryBaseMs: 60_000,
  retryMaxMs: 30 * 60_000,
} as const;

export const retryDelayMs = (attempts: number) =>
  Math.min(REMINDERS.retryBaseMs * 2 ** Math.max(0, attempts - 1), REMINDERS.retryMaxMs);

/** A vendor's choices about client messages. */
export interface ReminderSettings {
  reminder_hours: number[];
  quiet_hours_enabled: boolean;
  /** 'HH:mm', Lagos */
  quiet_start: string;
  quiet_end: string;
  whatsapp: boolean;
  sms: boolean;
  email: boolean;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  reminder_hours: REMINDERS.defaultHours,
  quiet_hours_enabled: true,
  quiet_start: REMINDERS.defaultQuietStart,
  quiet_end: REMINDERS.defaultQuietEnd,
  whatsapp: true,
  sms: true,
  email: true,
};

const HOUR_MS = 3_600_000;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The quiet period an instant falls in, as instants, or null when it falls outside quiet hours.
 * Quiet hours may span midnight (21:00–07:00); Lagos keeps one offset all year, so wall-clock
 * minutes convert to instants by plain arithmetic.
 */
export function quietPeriodAt(
  instant: Date,
  settings: ReminderSettings,
): { begins: Date; ends: Date } | null {
  if (!settings.quiet_hours_enabled) return null;
  const start = minutesOf(settings.quiet_start);
  const end = minutesOf(settings.quiet_end);
  if (start === end) return null;
  const { time } = lagosDateTime(instant);
  const now = minutesOf(time);
  const inside = start < end ? now >= start && now < end : now >= start || now < end;
  if (!inside) return null;
  // Minutes since the quiet period began, counting across midnight.
  const since = (now - start + 1440) % 1440;
  const length = (end - start + 1440) % 1440;
  const minuteStart = instant.getTime() - (instant.getTime() % 60_000);
  const begins = new Date(minuteStart - since * 60_000);
  return { begins, ends: new Date(begins.getTime() + length * 60_000) };
}

/**
 * News that changes whether or when the client should come. Of an appointment that starts before
 * quiet hours end it goes at once: waiting until they end would tell her after she set out (or
 * after the time), and a late message is worse than an early one.
 */
const COME_OR_NOT: readonly ClientMessageKind[] = ['cancelled', 'rejected', 'rescheduled'];

/**
 * When a message due at `due` goes out, or null when it is not sent at all. Outside quiet hours:
 * when due. Inside, every message waits until they end (the confirmation included: nobody is
 * woken to read that a booking stands), except, for an appointment that starts before they end,
 * news that she should not come or come at another time (at once), and a reminder, which would
 * come after it: that one goes just before they began if that is still ahead, else never (its
 * time has passed).
 */
export function sendTime(
  kind: ClientMessageKind,
  due: Date,
  start: Date,
  now: Date,
  settings: ReminderSettings,
): Date | null {
  const quiet = quietPeriodAt(due, settings);
  if (!quiet) return due;
  const beforeTheyEnd = start.getTime() < quiet.ends.getTime();
  if (beforeTheyEnd && COME_OR_NOT.includes(kind)) return due;
  if (kind !== 'reminder' || !beforeTheyEnd) return quiet.ends;
  const before = quiet.begins.getTime() - REMINDERS.beforeQuietMs;
  return before >= now.getTime() ? new Date(before) : null;
}

/** A message as planned: `booking_start` is the start it announces, so a moved booking's old ones are known. */
export interface PlannedMessage {
  kind: ClientMessageKind;
  offset_hours: number | null;
  booking_start: string;
  due_at: string;
}
export interface MessageState extends PlannedMessage {
  id: number;
  status: ClientMessageStatus;
}
export interface BookingState {
  status: string;
  /** ISO instant */
  start: string;
  /** A refund of the client's payment was recorded. */
  refunded?: boolean;
  /** The start (ISO) of the vendor's proposal waiting for the client's answer, if one waits. */
  proposed?: string | null;
}

/**
 * Whether a message still says something true: a cancellation while the booking is cancelled, a
 * rejection while rejected, a proposal while it waits (its `booking_start` is the proposed start),
 * anything else while it is approved at the start the message announces. Checked when planning
 * and again when sending, so a stale message never goes out.
 */
export function messageApplies(
  message: Pick<PlannedMessage, 'kind' | 'booking_start'>,
  booking: BookingState,
): boolean {
  switch (message.kind) {
    case 'refund':
      return Boolean(booking.refunded);
    case 'cancelled':
      return booking.status === 'cancelled';
    case 'rejected':
      return booking.status === 'rejected';
    case 'proposed':
      return booking.proposed === message.booking_start;
    default:
      return booking.status === 'approved' && message.booking_start === booking.start;
  }
}

const announces = (m: { kind: ClientMessageKind }) => m.kind === 'confirmation' || m.kind === 'rescheduled';
/** The client may have it: it left the queue (sent, or tried until given up). */
const reachedClient = (m: { status: ClientMessageStatus }) =>
  m.status !== 'scheduled' && m.status !== 'cancelled';

/**
 * What a booking's messages should be now, against what is planned: which scheduled ones to
 * cancel and which to add. Idempotent: planning again with its result applied changes nothing.
 *
 * - An approved booking: a confirmation (or, when the client was already told another time, a
 *   'rescheduled' message) and a reminder for each chosen number of hours before its start whose
 *   time is still ahead, unless it would go out within `confirmationCoversMs` of that
 *   confirmation (it would repeat it) or quiet hours leave it no time before the appointment.
 * - A rejected request: a rejection, once (she asked, so she is owed the answer).
 * - A cancelled booking: a cancellation, once, if the client had been told it was confirmed.
 * - A proposal of the vendor's waiting for her answer: a message with the proposed time (and the
 *   link to her booking page, where she answers), once per proposed time.
 * - A refunded payment: a refund notice, once, even with every channel turned off.
 * - Every message falling in quiet hours waits for their end (`sendTime`).
 * - Anything scheduled that no longer applies (left approved, start moved, reminder hours no
 *   longer chosen, every channel turned off) is cancelled.
 */
export function planClientMessages(
  booking: BookingState,
  messages: readonly MessageState[],
  settings: ReminderSettings,
  now: Date,
): { cancel: number[]; add: PlannedMessage[] } {
  const anyChannel = settings.whatsapp || settings.sms || settings.email;
  const stale = (m: MessageState) =>
    (m.kind !== 'refund' && !anyChannel) ||
    !messageApplies(m, booking) ||
    (m.kind === 'reminder' && !settings.reminder_hours.includes(m.offset_hours ?? -1));
  const cancel = messages.filter((m) => m.status === 'scheduled' && stale(m)).map((m) => m.id);
  const live = messages.filter((m) => m.status !== 'cancelled' && !cancel.includes(m.id));
  const add: PlannedMessage[] = [];
  const start = new Date(booking.start);
  // A notice about the booking as it stands now: due at once, after quiet hours if in them.
  const notice = (kind: ClientMessageKind, about = booking.start) => {
    const due = sendTime(kind, now, start, now, settings) ?? now;
    add.push({ kind, offset_hours: null, booking_start: about, due_at: due.toISOString() });
  };
  // A refund notice is owed to the client whatever the vendor's channel switches; it follows the
  // news of why (a rejection, a cancellation).
  const owesRefund = booking.refunded && !messages.some((m) => m.kind === 'refund');
  if (!anyChannel) {
    if (owesRefund) notice('refund');
    return { cancel, add };
  }

  const told = messages.some((m) => announces(m) && reachedClient(m));

  if (booking.status === 'approved') {
    const announced = live.findLast((m) => announces(m) && m.booking_start === booking.start);
    if (!announced) notice(told ? 'rescheduled' : 'confirmation');
    const announcedAt = Date.parse((announced ?? add.at(-1))?.due_at ?? now.toISOString());
    for (const hours of settings.reminder_hours) {
      const due = new Date(start.getTime() - hours * HOUR_MS);
      const planned = live.some(
        (m) => m.kind === 'reminder' && m.offset_hours === hours && m.booking_start === booking.start,
      );
      const at = due > now ? sendTime('reminder', due, start, now, settings) : null;
      if (!planned && at && at.getTime() - announcedAt >= REMINDERS.confirmationCoversMs)
        add.push({
          kind: 'reminder',
          offset_hours: hours,
          booking_start: booking.start,
          due_at: at.toISOString(),
        });
    }
  }
  if (booking.status === 'rejected' && !messages.some((m) => m.kind === 'rejected')) notice('rejected');
  if (booking.status === 'cancelled' && told && !messages.some((m) => m.kind === 'cancelled'))
    notice('cancelled');
  const { proposed } = booking;
  if (proposed && !messages.some((m) => m.kind === 'proposed' && m.booking_start === proposed))
    notice('proposed', proposed);
  if (owesRefund) notice('refund');
  return { cancel, add };
}
