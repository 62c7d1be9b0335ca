import { type ClientMessage, REMINDER_MESSAGES, REMINDERS } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WhatsAppMessage } from '../../adapters/whatsapp.ts';
import { buildApp } from '../../app.ts';
import {
  book,
  bookPaid,
  bookWalkIn,
  createTestApp,
  customer,
  type TestApp,
  vendorWithServices,
} from '../../test/harness.ts';

/*
 * The clock starts on Friday 2026-11-20, 10:00 in Lagos (09:00 UTC); hours are Mon–Sat 09:00–18:00.
 * Default settings: reminders 24 and 2 hours before, quiet hours 21:00–07:00, every channel on.
 */
const HOUR = 3_600_000;
const SATURDAY = '2026-11-21';

let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
let whatsApps: WhatsAppMessage[];
/** Channels the fake providers refuse, to drive the fallback. */
let failing: Set<string>;

beforeEach(async () => {
  whatsApps = [];
  failing = new Set();
  t = await createTestApp({
    whatsapp: {
      send: async (message) => {
        if (failing.has('whatsapp')) throw new Error('WhatsApp answered 400 (131026): Message undeliverable');
        whatsApps.push(message);
      },
    },
    sms: {
      send: async (sms) => {
        if (failing.has('sms')) throw new Error('SMS provider answered 503');
        t.smses.push(sms);
      },
    },
    mailer: {
      send: async (mail) => {
        if (failing.has('email')) throw new Error('SMTP refused');
        t.mails.push(mail);
      },
    },
  });
  vendor = await vendorWithServices(t);
});
afterEach(() => t.close());

const walkIn = async (time: string, contact: Record<string, unknown> = {}) => {
  const res = await bookWalkIn(t, vendor, { date: SATURDAY, time, ...contact });
  expect(res.statusCode).toBe(201);
  return res.json().booking.id as number;
};
/** What the client is told, once the round of sending the last commit started is over. */
const messagesOf = async (id: number, headers = vendor.auth) => {
  await t.app.container.clientMessages.settled();
  const res = await t.app.inject({ url: `/api/vendor/bookings/${id}/messages`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as ClientMessage[];
};
const dispatch = () => t.app.container.clientMessages.dispatchDue();
/** Lagos is UTC+1. */
const lagos = (dateTime: string) => new Date(`${dateTime}:00+01:00`).toISOString();
const advanceTo = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
const reminderTexts = () => whatsApps.filter((m) => m.template === 'appointment_reminder').map((m) => m.text);
const saveSettings = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/settings/reminders',
    headers: vendor.auth,
    payload: {
      reminder_hours: [24, 2],
      quiet_hours_enabled: true,
      quiet_start: '21:00',
      quiet_end: '07:00',
      whatsapp: true,
      sms: true,
      email: true,
      ...body,
    },
  });

describe('a new approved booking', () => {
  it('confirms at once by WhatsApp and schedules reminders 24 and 2 hours before', async () => {
    const id = await walkIn('14:00');
    const messages = await messagesOf(id);
    expect(messages.map((m) => [m.kind, m.offset_hours, m.due_at, m.status, m.channel])).toEqual([
      ['confirmation', null, t.clock.now().toISOString(), 'sent', 'whatsapp'],
      ['reminder', 24, lagos('2026-11-20T14:00'), 'scheduled', null],
      ['reminder', 2, lagos('2026-11-21T12:00'), 'scheduled', null],
    ]);
    expect(whatsApps).toEqual([
      {
        to: '+2348031234567',
        template: 'appointment_confirmed',
        language: 'en',
        parameters: [
          'Chioma Braids 1',
          'Wash & Set',
          'Sat, 21 Nov 2026, 02:00 PM',
          expect.stringMatching(/^BK-/),
          expect.stringMatching(/^http:\/\/app\.test\/shop\/[\w-]+\/booking\?key=[\w-]{43}$/),
        ],
        text: expect.stringMatching(
          /^Chioma Braids 1: your Wash & Set appointment on Sat, 21 Nov 2026, 02:00 PM is confirmed\. Ref BK-\w+\. Your booking: http:\/\/app\.test\/shop\/[\w-]+\/booking\?key=/,
        ),
      },
    ]);
  });

  it('sends each reminder once, when it is due and not before', async () => {
    const id = await walkIn('14:00');
    advanceTo(lagos('2026-11-20T13:59'));
    await dispatch();
    expect(reminderTexts()).toEqual([]);
    advanceTo(lagos('2026-11-20T14:00'));
    await dispatch();
    await dispatch();
    expect(reminderTexts()).toHaveLength(1);
    expect(reminderTexts()[0]).toMatch(
      /a reminder of your Wash & Set appointment on Sat, 21 Nov 2026, 02:00 PM/,
    );
    advanceTo(lagos('2026-11-21T12:00'));
    await dispatch();
    expect(reminderTexts()).toHaveLength(2);
    const sent = (await messagesOf(id)).filter((m) => m.kind === 'reminder');
    expect(sent.map((m) => [m.status, m.channel, m.attempts])).toEqual([
      ['sent', 'whatsapp', 1],
      ['sent', 'whatsapp', 1],
    ]);
    expect(sent[1]?.sent_at).toBe(lagos('2026-11-21T12:00'));
  });

  it('a customer booking accepted by the vendor is confirmed by e-mail when the customer left no phone', async () => {
    const alice = await customer(t, 'alice');
    const res = await book(t, alice, vendor.userId, [
      { service_id: vendor.fixed, date: SATURDAY, time: '15:00' },
    ]);
    const [booking] = res.json().bookings as { id: number }[];
    expect(await messagesOf(booking!.id)).toEqual([]); // pending: the client is told nothing yet
    const accepted = await t.app.inject({ url: `/api/acceptBooking/${booking!.id}`, headers: vendor.auth });
    expect(accepted.statusCode).toBe(200);
    const [confirmation] = await messagesOf(booking!.id);
    expect(confirmation).toMatchObject({ kind: 'confirmation', status: 'sent', channel: 'email' });
    expect(t.mails.at(-1)).toMatchObject({
      to: 'customeralice@example.ng',
      subject: 'Appointment confirmed: Chioma Braids 1',
    });
  });

  it('a deposit paid on a shop that confirms automatically plans the messages with the payment', async () => {
    await t.app.container.db
      .updateTable('users')
      .set({ automatic_confirm_booking: 1 })
      .where('id', '=', vendor.userId)
      .execute();
    const alice = await customer(t, 'alice');
    const { bookings } = await bookPaid(
      t,
      alice,
      vendor.userId,
      [{ service_id: vendor.fixed, date: SATURDAY, time: '16:00' }],
      2000,
    );
    expect((await messagesOf(bookings[0]!.id)).map((m) => [m.kind, m.status])).toEqual([
      ['confirmation', 'sent'],
      ['reminder', 'scheduled'],
      ['reminder', 'scheduled'],
    ]);
  });
});

describe('a cancelled booking', () => {
  it('never sends its reminders, and tells the client of the cancellation once', async () => {
    const id = await walkIn('14:00');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/cancelvendorBooking/${id}`,
      headers: vendor.auth,
      payload: { comment: 'Stylist is ill' },
    });
    expect(cancel.statusCode).toBe(200);
    for (const at of ['2026-11-20T14:00', '2026-11-21T12:00', '2026-11-21T13:00']) {
      advanceTo(lagos(at));
      await dispatch();
    }
    expect(reminderTexts()).toEqual([]);
    expect(whatsApps.map((m) => m.template)).toEqual(['appointment_confirmed', 'appointment_cancelled']);
    expect((await messagesOf(id)).map((m) => [m.kind, m.status])).toEqual([
      ['confirmation', 'sent'],
      ['cancelled', 'sent'],
      ['reminder', 'cancelled'],
      ['reminder', 'cancelled'],
    ]);
  });

  it('a reminder already planned is checked again when sent: a booking changed behind the plan gets nothing', async () => {
    const id = await walkIn('14:00');
    // As a path that forgot to plan would leave it: the status changed, the reminders still scheduled.
    await t.app.container.db
      .updateTable('bookings')
      .set({ status: 'ongoing' })
      .where('id', '=', id)
      .execute();
    advanceTo(lagos('2026-11-20T14:00'));
    await dispatch();
    expect(reminderTexts()).toEqual([]);
    expect((await messagesOf(id)).find((m) => m.offset_hours === 24)?.status).toBe('cancelled');
  });
});

describe('a booking moved to another time', () => {
  it('cancels the old reminders, schedules new ones and tells the client the new time', async () => {
    const id = await walkIn('14:00');
    // The confirmation has gone out (its round runs after the commit): the client knows the old
    // time, so the move is announced as one. Unsent, it would be replaced by a new confirmation.
    await t.app.container.clientMessages.settled();
    // The time change (the rescheduling function of booking-moves) moves the start and plans again.
    await t.app.container.transact(async (trx) => {
      await trx
        .updateTable('bookings')
        .set({ starts_at: lagos('2026-11-21T16:00'), ends_at: lagos('2026-11-21T17:00') })
        .where('id', '=', id)
        .execute();
      await t.app.container.clientMessages.sync(trx, [id]);
    });
    const messages = await messagesOf(id);
    expect(messages.map((m) => [m.kind, m.offset_hours, m.due_at, m.status])).toEqual([
      ['confirmation', null, lagos('2026-11-20T10:00'), 'sent'],
      ['rescheduled', null, lagos('2026-11-20T10:00'), 'sent'],
      ['reminder', 24, lagos('2026-11-20T14:00'), 'cancelled'],
      ['reminder', 24, lagos('2026-11-20T16:00'), 'scheduled'],
      ['reminder', 2, lagos('2026-11-21T12:00'), 'cancelled'],
      ['reminder', 2, lagos('2026-11-21T14:00'), 'scheduled'],
    ]);
    expect(whatsApps.at(-1)?.text).toMatch(/has moved to Sat, 21 Nov 2026, 04:00 PM/);
    advanceTo(lagos('2026-11-20T14:00'));
    await dispatch();
    expect(reminderTexts()).toEqual([]);
    advanceTo(lagos('2026-11-20T16:00'));
    await dispatch();
    expect(reminderTexts()).toEqual([expect.stringMatching(/on Sat, 21 Nov 2026, 04:00 PM/)]);
  });
});

describe('quiet hours and the vendor’s settings', () => {
  it('a reminder due in quiet hours waits until they end; settings changed plan upcoming bookings again', async () => {
    const id = await walkIn('09:00'); // 2 hours before is 07:00 … and the 24-hour one is past
    const early = await walkIn('10:00');
    expect((await messagesOf(early)).find((m) => m.offset_hours === 2)?.due_at).toBe(
      lagos('2026-11-21T08:00'),
    );

    const saved = await saveSettings({ reminder_hours: [3], quiet_end: '07:30' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, message: REMINDER_MESSAGES.saved });
    // 3 hours before 09:00 is 06:00, quiet until 07:30.
    const reminders = (await messagesOf(id)).filter((m) => m.kind === 'reminder');
    expect(reminders.map((m) => [m.offset_hours, m.due_at, m.status])).toEqual([
      [2, lagos('2026-11-21T07:00'), 'cancelled'],
      [3, lagos('2026-11-21T07:30'), 'scheduled'],
    ]);
    const read = await t.app.inject({ url: '/api/settings/reminders', headers: vendor.auth });
    expect(read.json().data).toMatchObject({ reminder_hours: [3], quiet_end: '07:30' });

    await saveSettings({ reminder_hours: [3], quiet_hours_enabled: false });
    expect((await messagesOf(id)).filter((m) => m.status === 'scheduled').map((m) => m.due_at)).toEqual([
      lagos('2026-11-21T06:00'),
    ]);
  });

  it('answers the defaults until the vendor saves, and refuses settings that make no sense', async () => {
    const read = await t.app.inject({ url: '/api/settings/reminders', headers: vendor.auth });
    expect(read.json()).toEqual({
      success: true,
      data: {
        reminder_hours: [24, 2],
        quiet_hours_enabled: true,
        quiet_start: '21:00',
        quiet_end: '07:00',
        whatsapp: true,
        sms: true,
        email: true,
      },
    });
    for (const [body, message] of [
      [{ reminder_hours: [0] }, REMINDER_MESSAGES.hoursRange],
      [{ reminder_hours: [1, 2, 3, 4] }, REMINDER_MESSAGES.tooMany],
      [{ reminder_hours: [2, 2] }, REMINDER_MESSAGES.twice],
      [{ quiet_start: '22:00', quiet_end: '22:00' }, REMINDER_MESSAGES.quietSame],
      [{ quiet_start: '25:00' }, 'Times are HH:mm'],
    ] as const) {
      const res = await saveSettings(body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
  });
});

describe('channels', () => {
  it('falls back WhatsApp → SMS → e-mail by what fails, and records the channel that delivered', async () => {
    failing = new Set(['whatsapp']);
    const bySms = await walkIn('14:00', { client_phone: '08031234567', client_email: 'ada@example.ng' });
    const [first] = await messagesOf(bySms);
    expect(first).toMatchObject({ status: 'sent', channel: 'sms', attempts: 1 });
    expect(first?.last_error).toMatch(/^whatsapp: WhatsApp answered 400 \(131026\)/);
    expect(t.smses.at(-1)).toMatchObject({ to: '2348031234567' });

    failing = new Set(['whatsapp', 'sms']);
    const byMail = await walkIn('15:00', { client_phone: '08031234567', client_email: 'ada@example.ng' });
    expect((await messagesOf(byMail))[0]).toMatchObject({ status: 'sent', channel: 'email' });
    expect(t.mails.at(-1)).toMatchObject({
      to: 'ada@example.ng',
      subject: 'Appointment confirmed: Chioma Braids 1',
    });
  });

  it('uses only the channels the vendor keeps on and the client can be reached on', async () => {
    await saveSettings({ whatsapp: false });
    const id = await walkIn('14:00');
    expect((await messagesOf(id))[0]).toMatchObject({ status: 'sent', channel: 'sms' });
    expect(whatsApps).toEqual([]);

    await saveSettings({ whatsapp: false, sms: false, email: true });
    const noWay = await walkIn('16:00', { client_phone: '08031234567' });
    expect((await messagesOf(noWay))[0]).toMatchObject({
      status: 'failed',
      last_error: 'No channel turned on reaches this client',
    });
  });

  it('retries with backoff (1, 2, 4, 8 minutes) and then keeps the message as failed', async () => {
    failing = new Set(['whatsapp', 'sms', 'email']);
    const id = await walkIn('14:00', { client_phone: '08031234567', client_email: 'ada@example.ng' });
    const confirmation = async () => (await messagesOf(id))[0]!;
    expect(await confirmation()).toMatchObject({ status: 'scheduled', attempts: 1 });
    for (const [wait, attempts] of [
      [1, 2],
      [2, 3],
      [4, 4],
      [8, 5],
    ] as const) {
      t.clock.advance(wait * 60_000 - 1000);
      await dispatch();
      expect((await confirmation()).attempts).toBe(attempts - 1); // not before its time
      t.clock.advance(1000);
      await dispatch();
      expect((await confirmation()).attempts).toBe(attempts);
    }
    expect(await confirmation()).toMatchObject({ status: 'failed', attempts: REMINDERS.maxAttempts });
    expect((await confirmation()).last_error).toMatch(/whatsapp: .*; sms: .*; email: SMTP refused/);
    t.clock.advance(HOUR);
    await dispatch();
    expect((await confirmation()).attempts).toBe(REMINDERS.maxAttempts);
  });
});

describe('two instances on one database', () => {
  it('send each due message once', async () => {
    const other = await buildApp(t.config, {
      clock: t.clock,
      whatsapp: { send: async (m) => void whatsApps.push(m) },
    });
    try {
      await saveSettings({ reminder_hours: [24, 5, 2] });
      const ids: number[] = [];
      for (const time of ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'])
        ids.push(await walkIn(time));
      await t.app.container.clientMessages.settled();
      whatsApps.length = 0;
      const dispatchers = [t.app.container.clientMessages, other.container.clientMessages];
      // Hour by hour until the last appointment, four dispatchers racing at each step.
      while (t.clock.now() < new Date(lagos('2026-11-21T16:00'))) {
        t.clock.advance(HOUR);
        await Promise.all([0, 1, 2, 3].map((i) => dispatchers[i % 2]!.dispatchDue()));
      }
      const planned = (await Promise.all(ids.map((id) => messagesOf(id))))
        .flat()
        .filter((m) => m.kind === 'reminder');
      expect(planned.every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true);
      expect(whatsApps).toHaveLength(planned.length);
      expect(planned.length).toBeGreaterThan(ids.length * 2);
    } finally {
      await other.close();
    }
  });
});

describe('access', () => {
  it('answers 401 without a token and 404 for another vendor’s booking', async () => {
    const id = await walkIn('14:00');
    expect((await t.app.inject({ url: `/api/vendor/bookings/${id}/messages` })).statusCode).toBe(401);
    const stranger = await vendorWithServices(t, 2);
    const res = await t.app.inject({ url: `/api/vendor/bookings/${id}/messages`, headers: stranger.auth });
    expect(res.statusCode).toBe(404);
  });
});

describe('issue 36: the client is told of a rejection, a refund and a proposed time', () => {
  /** A customer account with the client's phone: her bookings' messages reach her on WhatsApp. */
  const phoneCustomer = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/register',
      payload: {
        email: 'amina@example.ng',
        first_name: 'Amina',
        last_name: 'Bello',
        password: 'Secret@123',
        phone_number: '08031234567',
      },
    });
    expect(res.statusCode).toBe(201);
    return { authorization: `Bearer ${res.json().token as string}` };
  };
  const templates = () => whatsApps.map((m) => m.template);

  it('a client who stopped reminders gets none, yet hears once that her paid group was rejected and refunded', async () => {
    // She stops messages with the link in her walk-in's confirmation: its reminder never goes.
    const walkInId = await walkIn('14:00');
    await messagesOf(walkInId);
    const stop = whatsApps[0]?.text.match(/Tap http:\/\/app\.test(\/stop\/\S+) to stop/)?.[1];
    expect((await t.app.inject({ method: 'POST', url: stop! })).statusCode).toBe(200);
    advanceTo(lagos('2026-11-20T14:00'));
    await dispatch();
    expect(reminderTexts()).toEqual([]);
    expect((await messagesOf(walkInId)).find((m) => m.offset_hours === 24)).toMatchObject({
      status: 'cancelled',
      last_error: 'The client stopped messages from this shop',
    });

    const amina = await phoneCustomer();
    const { bookings } = await bookPaid(
      t,
      amina,
      vendor.userId,
      [
        { service_id: vendor.fixed, date: SATURDAY, time: '15:00' },
        { service_id: vendor.startsAt, date: SATURDAY, time: '16:00' },
      ],
      2000,
    );
    const ids = bookings.map((b) => b.id);
    const rejected = await t.app.inject({
      url: `/api/rejectBookingall/${ids.join(',')}`,
      headers: vendor.auth,
    });
    expect(rejected.statusCode).toBe(200);
    await messagesOf(ids[0]!);
    await dispatch();
    expect(templates()).toEqual(['appointment_confirmed', 'appointment_declined', 'payment_refunded']);
    expect(whatsApps[1]?.text).toMatch(
      /your request for Wash & Set and Knotless Braids on Sat, 21 Nov 2026, 03:00 PM was declined/,
    );
    // Each booking of the group shows the notices as sent, by the one message.
    for (const id of ids)
      expect((await messagesOf(id)).map((m) => [m.kind, m.status, m.channel])).toEqual([
        ['rejected', 'sent', 'whatsapp'],
        ['refund', 'sent', 'whatsapp'],
      ]);
  });

  it('a proposed new time is sent with the link to her booking page, once', async () => {
    const amina = await phoneCustomer();
    const res = await book(t, amina, vendor.userId, [
      { service_id: vendor.fixed, date: SATURDAY, time: '15:00' },
    ]);
    const id = (res.json().bookings as { id: number }[])[0]!.id;
    expect(await messagesOf(id)).toEqual([]);
    const proposed = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/bookings/${id}/reschedule`,
      headers: vendor.auth,
      payload: { date: '2026-11-23', time: '11:00' },
    });
    expect(proposed.statusCode).toBe(201);
    expect((await messagesOf(id)).map((m) => [m.kind, m.status])).toEqual([['proposed', 'sent']]);
    expect(whatsApps).toEqual([
      expect.objectContaining({
        template: 'appointment_time_proposed',
        parameters: expect.arrayContaining(['Mon, 23 Nov 2026, 11:00 AM']),
        text: expect.stringMatching(
          /would like to move your Wash & Set appointment to Mon, 23 Nov 2026, 11:00 AM\. Please accept or decline the new time on your booking page\. Ref BK-\w+\. Your booking: http:\/\/app\.test\/shop\/[\w-]+\/booking\?key=/,
        ),
      }),
    ]);
    await dispatch();
    expect(whatsApps).toHaveLength(1);
  });
});
