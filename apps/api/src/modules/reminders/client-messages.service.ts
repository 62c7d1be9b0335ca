import {
  type ClientMessage,
  type ConsentChoice,
  clientMessage,
  DEFAULT_REMINDER_SETTINGS,
  GROUP_NOTICE_KINDS,
  type MessageChannel,
  mayMessage,
  messageApplies,
  planClientMessages,
  REMINDER_MESSAGES,
  REMINDERS,
  type ReminderSettings,
  type ReminderSettingsBody,
  retryDelayMs,
  sendTime,
  servicesInWords,
  WHATSAPP_LANGUAGE,
} from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { Mailer } from '../../adapters/mail.ts';
import type { SmsSender } from '../../adapters/sms.ts';
import type { WhatsAppSender } from '../../adapters/whatsapp.ts';
import type { Db, Executor, Transact, Trx } from '../../db/database.ts';
import type { ReminderSettingsTable } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { oneAtATime } from '../../lib/one-at-a-time.ts';
import type { ClientMessageRow, ClientMessagesRepository } from './client-messages.repository.ts';
import { type ConsentsService, contactOf } from './consents.service.ts';
import type { MessageQueue } from './message-queue.ts';

/** A claimed message not finished within this time (its process died) is taken again. */
const LEASE_MS = 2 * 60_000;
const BATCH = 50;

const fromRow = (row: ReminderSettingsTable | undefined): ReminderSettings =>
  row
    ? {
        reminder_hours: JSON.parse(row.reminder_hours) as number[],
        quiet_hours_enabled: Boolean(row.quiet_hours_enabled),
        quiet_start: row.quiet_start,
        quiet_end: row.quiet_end,
        whatsapp: Boolean(row.whatsapp),
        sms: Boolean(row.sms),
        email: Boolean(row.email),
      }
    : DEFAULT_REMINDER_SETTINGS;

const present = (row: ClientMessageRow): ClientMessage => ({
  id: row.id,
  kind: row.kind,
  offset_hours: row.offset_hours,
  due_at: row.due_at,
  status: row.status,
  channel: row.channel,
  attempts: row.attempts,
  last_error: row.last_error,
  sent_at: row.sent_at,
});

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * What a booking's client is told, and when (issue 15): confirmations, reminders, rescheduling
 * and cancellation messages, planned in the transaction of every booking change (`sync`) and
 * sent when due by whichever instance claims them first, WhatsApp → SMS → e-mail.
 */
export function clientMessagesService(deps: {
  db: Db;
  transact: Transact;
  messages: ClientMessagesRepository;
  clock: Clock;
  whatsapp: WhatsAppSender;
  sms: SmsSender;
  mailer: Mailer;
  /** BullMQ when REDIS_URL is set: a delayed job per message attempt; else instances poll the table. */
  queue: () => MessageQueue | null;
  /**
   * A fresh link to the client's own booking page (the shop module's, issue 33), sent in every
   * message; its key is kept hashed, so it is made as the message goes out, never stored as sent.
   */
  visitLink: (bookingId: number, profileLink: string) => Promise<string>;
  /** The clients' consent records (issue 37): read at send time, shown to the vendor. */
  consents: ConsentsService;
  log: (message: string, error?: unknown) => void;
}) {
  const { db, messages, clock, log } = deps;
  const iso = (ms: number) => new Date(ms).toISOString();

  async function settingsOf(ex: Executor, userIds: number[]) {
    const rows = await messages.settings(ex, [...new Set(userIds)]);
    return (userId: number) => fromRow(rows.find((r) => r.user_id === userId));
  }

  /**
   * Makes the messages of these bookings match their status and start: plans what is missing,
   * cancels what no longer applies. In the caller's transaction; idempotent, so any code path
   * that changes a booking can call it.
   */
  async function sync(trx: Trx, bookingIds: number[]) {
    const bookings = await messages.bookingStates(trx, bookingIds);
    if (!bookings.length) return;
    const existing = await messages.ofBookings(
      trx,
      bookings.map((b) => b.id),
    );
    const settingsFor = await settingsOf(
      trx,
      bookings.map((b) => b.user_id),
    );
    const now = clock.now();
    const cancel: number[] = [];
    const add: Parameters<ClientMessagesRepository['insert']>[1] = [];
    for (const booking of bookings) {
      const plan = planClientMessages(
        {
          status: booking.status,
          start: booking.starts_at,
          refunded: Boolean(booking.refunded),
          proposed: booking.proposed,
        },
        existing.filter((m) => m.booking_id === booking.id),
        settingsFor(booking.user_id),
        now,
      );
      cancel.push(...plan.cancel);
      for (const m of plan.add)
        add.push({
          ...m,
          booking_id: booking.id,
          user_id: booking.user_id,
          status: 'scheduled',
          next_attempt_at: m.due_at,
          channel: null,
          last_error: null,
          sent_at: null,
          queued_attempt: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        });
    }
    await messages.cancel(trx, cancel, now.toISOString());
    await messages.insert(trx, add);
  }

  /**
   * Tries each channel the vendor allows and the client can be reached on, in order, until one
   * takes it. A group's notice (GROUP_NOTICE_KINDS) takes the group's other due ones of its kind
   * along (`claimed`: the rest of this dispatcher's batch) and they share its outcome.
   */
  async function send(row: ClientMessageRow, claimed: number[] = []) {
    const now = clock.now();
    const booking = await messages.recipient(db, row.booking_id);
    // Checked again at send time: a booking changed since planning never gets a stale message.
    const state = booking && {
      status: booking.status,
      start: booking.starts_at,
      refunded: Boolean(booking.refunded),
      proposed: booking.proposed,
    };
    const group =
      state && messageApplies(row, state) && GROUP_NOTICE_KINDS.includes(row.kind)
        ? await messages.takeGroupmates(db, row, claimed, now.toISOString(), iso(now.getTime() + LEASE_MS))
        : { taken: [], services: [] };
    /** Writes the outcome of the message and its groupmates; answers the groupmates' ids. */
    const finish = async (outcome: Parameters<ClientMessagesRepository['finish']>[2]) => {
      for (const m of [row, ...group.taken]) await messages.finish(db, m, outcome, now.toISOString());
      return group.taken.map((m) => m.id);
    };
    if (!booking || !state || !messageApplies(row, state)) return finish({ status: 'cancelled' });
    // The client's latest word decides, read now: a STOP or the link tapped since planning counts.
    const contact = contactOf(booking);
    const consent = await deps.consents.state(db, booking.user_id, contact);
    if (!mayMessage(row.kind, consent?.state ?? null))
      return finish({
        status: 'cancelled',
        last_error:
          consent?.state === 'withdrawn'
            ? 'The client stopped messages from this shop'
            : 'The client did not ask for reminders',
      });
    if (row.kind === 'reminder' && now.getTime() >= Date.parse(booking.starts_at))
      return finish({
        status: 'failed',
        last_error: 'The appointment had started before the reminder went out',
      });

    const chosen = (await settingsOf(db, [booking.user_id]))(booking.user_id);
    // A refund notice is owed whatever channels the vendor turned off.
    const settings = row.kind === 'refund' ? { ...chosen, whatsapp: true, sms: true, email: true } : chosen;
    const { phone } = contact;
    const email = booking.client_email ?? booking.customer_email;
    const content = clientMessage(row.kind, {
      business: booking.business_name ?? booking.full_name,
      service: group.services.length
        ? servicesInWords(group.services.map((b) => b.service_name))
        : booking.service_name,
      start:
        row.kind === 'proposed' ? row.booking_start : (group.services[0]?.starts_at ?? booking.starts_at),
      reference: booking.reference,
      link: await deps.visitLink(booking.id, booking.profile_link),
      ...(row.kind === 'refund' ? {} : { optOut: deps.consents.optOutLink(booking.id) }),
    });
    const routes: [MessageChannel, () => Promise<void>][] = [];
    if (settings.whatsapp && phone)
      routes.push([
        'whatsapp',
        () =>
          deps.whatsapp.send({
            to: phone,
            template: content.template,
            language: WHATSAPP_LANGUAGE,
            parameters: content.parameters,
            text: content.text,
          }),
      ]);
    if (settings.sms && phone)
      routes.push(['sms', () => deps.sms.send({ to: phone.slice(1), text: content.text })]);
    if (settings.email && email)
      routes.push([
        'email',
        () => deps.mailer.send({ to: email, subject: content.subject, text: content.text }),
      ]);
    if (!routes.length)
      return finish({ status: 'failed', last_error: 'No channel turned on reaches this client' });

    const errors: string[] = [];
    for (const [channel, deliver] of routes) {
      try {
        await deliver();
        return finish({
          status: 'sent',
          channel,
          sent_at: clock.now().toISOString(),
          last_error: errors.length ? errors.join('; ') : null,
        });
      } catch (error) {
        errors.push(`${channel}: ${reason(error)}`);
      }
    }
    const gaveUp = row.attempts >= REMINDERS.maxAttempts;
    log(`client message ${row.id} not delivered (attempt ${row.attempts})${gaveUp ? '; given up' : ''}`);
    // After the backoff, and then out of quiet hours (never sooner than the backoff); a reminder
    // they leave no time for before the appointment is given up.
    const backoff = new Date(now.getTime() + retryDelayMs(row.attempts));
    const quietAware = sendTime(row.kind, backoff, new Date(booking.starts_at), now, settings);
    const retryAt = quietAware && quietAware > backoff ? quietAware : backoff;
    return finish({
      status: gaveUp || !quietAware ? 'failed' : 'scheduled',
      next_attempt_at: retryAt.toISOString(),
      last_error: errors.join('; '),
    });
  }

  /** Sends one claimed message; a failure of our own (not a provider's) waits for the lease to run out. */
  const sendSafely = (row: ClientMessageRow, claimed: number[] = []) =>
    send(row, claimed).catch((error) =>
      log(`client message ${row.id}: sending failed; taken again after its lease`, error),
    );

  /** Claims and sends every message due now; never throws. */
  const dispatcher = oneAtATime(async () => {
    try {
      for (;;) {
        const now = clock.now().getTime();
        const claimed = await messages.claimDue(db, iso(now), iso(now + LEASE_MS), BATCH);
        // A group's notice sent with the first of the group's leaves the batch with it.
        const left = new Set(claimed.map((row) => row.id));
        for (const row of claimed) {
          if (!left.delete(row.id)) continue;
          const mates = await sendSafely(row, [...left]);
          for (const id of mates ?? []) left.delete(id);
        }
        if (claimed.length < BATCH) return;
      }
    } catch (error) {
      log('dispatching client messages failed; the next round tries again', error);
    }
  });

  /** Adds a delayed job for every scheduled message attempt that has none yet (BullMQ mode); never throws. */
  const enqueuer = oneAtATime(async () => {
    const queue = deps.queue();
    if (!queue) return;
    try {
      for (;;) {
        const rows = await messages.unqueued(db, clock.now().toISOString(), BATCH);
        for (const row of rows) {
          await queue.add(row.id, row.attempts, Date.parse(row.next_attempt_at) - clock.now().getTime());
          await messages.markQueued(db, row.id, row.attempts);
        }
        if (rows.length < BATCH) return;
      }
    } catch (error) {
      log('queueing client messages failed; the next sweep tries again', error);
    }
  });

  const service = {
    sync,

    /** Records new bookings' consent to messages, in their transaction (issue 37). */
    recordConsent: (trx: Trx, bookingIds: number[], choice: ConsentChoice) =>
      deps.consents.record(trx, bookingIds, choice),

    /** Sends every message due now (the polling dispatcher), one round at a time per instance. */
    dispatchDue: dispatcher.run,

    /** A queued job's turn (BullMQ mode): sends the message if this attempt is still its current one. */
    async deliverQueued(id: number, attempt: number) {
      const now = clock.now().getTime();
      const row = await messages.claimOne(db, id, attempt, iso(now), iso(now + LEASE_MS));
      if (row) await sendSafely(row);
    },

    enqueue: enqueuer.run,

    /**
     * After a commit and on every poll: queue what was planned (BullMQ), or send what is due. A
     * request does not wait for it: providers' latency never holds up the vendor's answer.
     */
    kick: () => (deps.queue() ? enqueuer.run() : dispatcher.run()),

    /** Resolves once the rounds running now are done (before the database closes; tests). */
    settled: () => Promise.all([dispatcher.settled(), enqueuer.settled()]).then(() => undefined),

    async forBooking(userId: number, bookingId: number) {
      const rows = await messages.forVendorBooking(db, userId, bookingId);
      if (!rows) throw notFound();
      return {
        success: true as const,
        data: rows.map(present),
        consent: await deps.consents.ofBooking(userId, bookingId),
      };
    },

    async settings(userId: number) {
      return { success: true as const, data: (await settingsOf(db, [userId]))(userId) };
    },

    /** Saves the settings and plans the vendor's upcoming approved bookings again with them. */
    async saveSettings(userId: number, body: ReminderSettingsBody) {
      await deps.transact(async (trx) => {
        const now = clock.now().toISOString();
        await messages.saveSettings(trx, {
          user_id: userId,
          reminder_hours: JSON.stringify([...body.reminder_hours].sort((a, b) => b - a)),
          quiet_hours_enabled: Number(body.quiet_hours_enabled),
          quiet_start: body.quiet_start,
          quiet_end: body.quiet_end,
          whatsapp: Number(body.whatsapp),
          sms: Number(body.sms),
          email: Number(body.email),
          updated_at: now,
        });
        const ids = (await messages.upcomingApproved(trx, userId, now)).map((b) => b.id);
        await messages.cancelScheduledReminders(trx, ids, now);
        await sync(trx, ids);
      });
      return { success: true as const, message: REMINDER_MESSAGES.saved };
    },
  };
  return service;
}

export type ClientMessagesService = ReturnType<typeof clientMessagesService>;
