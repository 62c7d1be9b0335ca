import type { ClientConsent, ClientMessage } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsSignature } from '../../adapters/sms-inbound.ts';
import type { WhatsAppMessage } from '../../adapters/whatsapp.ts';
import { whatsAppSignature } from '../../adapters/whatsapp-inbound.ts';
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
 * Issue 37: every booking records how its client came to be messaged; the opt-out link and a STOP
 * reply stop everything but what she must be told (a refund, a rejection, a cancellation, a move). The clock starts Friday 2026-11-20 10:00 Lagos.
 */
const SATURDAY = '2026-11-21';
const APP_SECRET = 'meta-app-secret';
const TERMII_SECRET = 'termii-secret-key';
/** A client without WhatsApp: her messages go by SMS. */
const SMS_ONLY = '+2348030000004';

let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
let whatsApps: WhatsAppMessage[];

beforeAll(async () => {
  whatsApps = [];
  t = await createTestApp(
    {
      whatsapp: {
        send: async (message) => {
          if (message.to === SMS_ONLY) throw new Error('Not a WhatsApp number');
          whatsApps.push(message);
        },
      },
    },
    {
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: 'verify-me',
      SMS_WEBHOOK_SECRET: TERMII_SECRET,
    },
  );
  vendor = await vendorWithServices(t);
  // Clients' bookings approved at once, so their messages are planned without the vendor's accept.
  await t.app.container.db
    .updateTable('users')
    .set({ automatic_confirm_booking: 1 })
    .where('id', '=', vendor.userId)
    .execute();
});
afterAll(() => t.close());

const lagos = (dateTime: string) => new Date(`${dateTime}:00+01:00`).toISOString();
const advanceTo = (iso: string) => t.clock.advance(Math.max(0, Date.parse(iso) - t.clock.now().getTime()));
const dispatch = async () => {
  await t.app.container.clientMessages.dispatchDue();
  await t.app.container.clientMessages.settled();
};
const messagesOf = async (id: number) => {
  await t.app.container.clientMessages.settled();
  const res = await t.app.inject({ url: `/api/vendor/bookings/${id}/messages`, headers: vendor.auth });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: ClientMessage[]; consent: ClientConsent | null };
};
const walkIn = async (time: string, phone: string, date = SATURDAY) => {
  const res = await bookWalkIn(t, vendor, { date, time, client_phone: phone });
  expect(res.statusCode).toBe(201);
  return res.json().booking.id as number;
};
const summary = (messages: ClientMessage[]) => messages.map((m) => [m.kind, m.status]);

describe('consent recorded with its source', () => {
  it('walk-in form and customer account: the booking’s basis; booking page: the client’s unticked choice', async () => {
    const walkInId = await walkIn('09:00', '08030000001');
    expect((await messagesOf(walkInId)).consent).toMatchObject({
      source: 'walk_in_form',
      basis: 'contract',
      state: 'given',
    });

    const tolu = await customer(t, 'tolu');
    const slot = (time: string) => [{ service_id: vendor.fixed, date: SATURDAY, time }];
    const account = await book(t, tolu, vendor.userId, slot('10:00'));
    expect((await messagesOf(account.json().bookings[0].id)).consent).toMatchObject({
      source: 'customer_account',
      basis: 'contract',
    });

    // The shop page's box left unticked: no reminders, but the confirmation of what she booked.
    const ngozi = await customer(t, 'ngozi');
    const refused = await book(t, ngozi, vendor.userId, slot('15:00'), { reminders: false });
    const id = refused.json().bookings[0].id as number;
    const { consent } = await messagesOf(id);
    expect(consent).toMatchObject({ source: 'booking_page', basis: 'consent', state: 'refused' });
    expect(consent?.text).toContain('Send me reminders');
    advanceTo(lagos('2026-11-20T15:00'));
    await dispatch();
    const messages = (await messagesOf(id)).data;
    expect(summary(messages)).toEqual([
      ['confirmation', 'sent'],
      ['reminder', 'cancelled'],
      ['reminder', 'scheduled'],
    ]);
    expect(messages[1]?.last_error).toBe('The client did not ask for reminders');

    const ticked = await book(t, await customer(t, 'bisi'), vendor.userId, slot('16:00'), {
      reminders: true,
    });
    expect((await messagesOf(ticked.json().bookings[0].id)).consent).toMatchObject({
      source: 'booking_page',
      state: 'given',
    });
  });
});

describe('the one-tap opt-out link', () => {
  it('is in each message; opening it changes nothing, its button stops the shop’s reminders', async () => {
    const id = await walkIn('17:00', '08030000002');
    await t.app.container.clientMessages.settled();
    const confirmation = whatsApps.find((m) => m.to === '+2348030000002');
    const link = confirmation?.text.match(/Tap (http:\/\/app\.test(\/stop\/\S+)) to stop reminders\./);
    expect(link).toBeTruthy();
    const path = link![2]!;

    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop reminders from Chioma Braids 1?');
    expect((await messagesOf(id)).consent?.state).toBe('given');

    const done = await t.app.inject({ method: 'POST', url: path });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will no longer receive reminders from Chioma Braids 1.');
    expect((await messagesOf(id)).consent).toMatchObject({ source: 'opt_out_link', state: 'withdrawn' });

    const before = whatsApps.length;
    advanceTo(lagos('2026-11-21T15:00'));
    await dispatch();
    expect(whatsApps.slice(before).filter((m) => m.to === '+2348030000002')).toEqual([]);
    const reminders = (await messagesOf(id)).data.filter((m) => m.kind === 'reminder');
    expect(reminders.map((m) => [m.status, m.last_error])).toContainEqual([
      'cancelled',
      'The client stopped messages from this shop',
    ]);

    // A forged or altered token is no link of ours. The signature's first character is altered: its
    // last carries padding bits in base64url, and two letters there can decode to the same bytes.
    for (const bad of [
      path.replace(/\.(.)/, (_dot, c: string) => `.${c === 'A' ? 'B' : 'A'}`),
      `/stop/${id}.${'x'.repeat(22)}`,
      '/stop/nonsense',
    ])
      expect((await t.app.inject({ method: 'POST', url: bad })).statusCode).toBe(404);
  });

  it('still lets the cancellation and the refund notice through (what she must be told), and nothing else', async () => {
    t.clock.advance(-t.clock.now().getTime() + Date.parse(lagos('2026-11-22T09:00')));
    const alice = await customer(t, 'alice');
    const inbox = () => t.mails.filter((m) => m.to === 'customeralice@example.ng');
    const { bookings } = await bookPaid(
      t,
      alice,
      vendor.userId,
      [{ service_id: vendor.fixed, date: '2026-11-24', time: '11:00' }],
      2000,
    );
    const id = bookings[0]!.id;
    await t.app.container.clientMessages.settled();
    // She opts out with the link in her confirmation e-mail.
    const path = inbox()[0]?.text.match(/Tap http:\/\/app\.test(\/stop\/\S+) to stop/)?.[1];
    expect((await t.app.inject({ method: 'POST', url: path! })).statusCode).toBe(200);

    // The vendor cancels; she agrees: the booking is cancelled and her deposit refunded.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/cancelvendorBooking/${id}`,
      headers: vendor.auth,
      payload: { comment: 'Closed that day' },
    });
    expect(cancel.statusCode).toBe(200);
    const agreed = await t.app.inject({
      method: 'POST',
      url: `/api/customer/bookings/${id}/cancel-approval`,
      headers: alice,
      payload: { accept: true },
    });
    expect(agreed.statusCode).toBe(200);
    await t.app.container.refunds.sender.settled();
    await dispatch();
    expect(inbox().map((m) => m.subject)).toEqual([
      'Appointment confirmed: Chioma Braids 1',
      'Appointment cancelled: Chioma Braids 1',
      'Payment refunded: Chioma Braids 1',
    ]);
    expect(inbox()[2]?.text).not.toContain('/stop/');
    expect(summary((await messagesOf(id)).data).sort()).toEqual([
      ['cancelled', 'sent'],
      ['confirmation', 'sent'],
      ['refund', 'sent'],
      ['reminder', 'cancelled'],
      ['reminder', 'cancelled'],
    ]);
  });
});

describe('a STOP reply on WhatsApp', () => {
  const delivery = (from: string, body: string) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1234',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '2348000000000', phone_number_id: '555' },
                contacts: [{ profile: { name: 'Ada' }, wa_id: from }],
                messages: [{ from, id: 'wamid.x', timestamp: '1763629200', type: 'text', text: { body } }],
              },
            },
          ],
        },
      ],
    });
  const post = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reminders/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-hub-signature-256': signature } : {}),
      },
      payload,
    });

  it('answers Meta’s subscription check with the challenge, only for the verify token', async () => {
    const check = (token: string) =>
      t.app.inject({
        url: `/api/reminders/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=42`,
      });
    expect((await check('verify-me')).body).toBe('42');
    expect((await check('guess')).statusCode).toBe(403);
  });

  it('is refused unsigned or wrongly signed; signed, it stops every reminder to that number', async () => {
    t.clock.advance(-t.clock.now().getTime() + Date.parse(lagos('2026-11-23T09:00')));
    const bookingId = await walkIn('12:00', '08030000003', '2026-11-25');
    const stop = delivery('2348030000003', 'Stop');
    expect((await post(stop)).statusCode).toBe(401);
    expect((await post(stop, whatsAppSignature('another-secret', stop))).statusCode).toBe(401);
    expect((await post(stop, whatsAppSignature(APP_SECRET, stop))).json()).toEqual({ received: true });
    expect((await messagesOf(bookingId)).consent).toMatchObject({ source: 'stop_reply', state: 'withdrawn' });

    const before = whatsApps.length;
    advanceTo(lagos('2026-11-25T11:00'));
    await dispatch();
    expect(whatsApps.slice(before).filter((m) => m.to === '+2348030000003')).toEqual([]);
    // A new booking the vendor enters for her does not undo her STOP.
    const again = await walkIn('15:00', '08030000003', '2026-11-25');
    expect((await messagesOf(again)).consent).toMatchObject({ source: 'stop_reply', state: 'withdrawn' });
    // Another client's "hello" changes nothing.
    const hello = delivery('2348030000009', 'hello');
    expect((await post(hello, whatsAppSignature(APP_SECRET, hello))).statusCode).toBe(200);
    expect(
      await t.app.container.db
        .selectFrom('client_consents')
        .where('phone', '=', '+2348030000009')
        .selectAll()
        .execute(),
    ).toEqual([]);
  });
});

describe('a STOP reply by SMS (Termii’s inbound webhook)', () => {
  const report = (sender: string, message: string, type = 'inbound') =>
    JSON.stringify({
      type,
      id: '8248611476370959318',
      message_id: '3905204342778053556',
      receiver: '12022214836',
      sender,
      message,
      received_at: '2026-11-26T09:51:03.000000Z',
      cost: null,
      command: 'Received',
      status: 'Received',
      channel: null,
    });
  const post = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reminders/sms/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-termii-signature': signature } : {}),
      },
      payload,
    });
  const smsesTo = () => t.smses.filter((m) => m.to === SMS_ONLY.slice(1));
  const consentRows = (phone: string) =>
    t.app.container.db.selectFrom('client_consents').where('phone', '=', phone).selectAll().execute();

  it('a forged or unsigned report changes nothing; a signed STOP stops the next reminder by SMS, not what she must be told', async () => {
    t.clock.advance(-t.clock.now().getTime() + Date.parse(lagos('2026-11-26T09:00')));
    const id = await walkIn('13:00', SMS_ONLY.replace('+234', '0'), '2026-11-27');
    await t.app.container.clientMessages.settled();
    expect(smsesTo().map((m) => m.text)).toEqual([expect.stringContaining('confirmed')]);

    const stop = report(SMS_ONLY.slice(1), 'STOP ');
    const rowsBefore = await consentRows(SMS_ONLY);
    expect((await post(stop)).statusCode).toBe(401);
    expect((await post(stop, smsSignature('a-guessed-secret', stop))).statusCode).toBe(401);
    expect(
      (await post(stop, smsSignature(TERMII_SECRET, report(SMS_ONLY.slice(1), 'hello')))).statusCode,
    ).toBe(401);
    // A delivery report of our own SMS: answered, and nothing changes.
    const outbound = report(SMS_ONLY.slice(1), 'Stop', 'outbound');
    expect((await post(outbound, smsSignature(TERMII_SECRET, outbound))).statusCode).toBe(200);
    expect(await consentRows(SMS_ONLY)).toEqual(rowsBefore);
    expect((await messagesOf(id)).consent?.state).toBe('given');

    expect((await post(stop, smsSignature(TERMII_SECRET, stop))).json()).toEqual({ received: true });
    expect((await messagesOf(id)).consent).toMatchObject({
      source: 'sms_stop_reply',
      basis: 'consent',
      state: 'withdrawn',
      text: 'The client replied STOP by SMS.',
    });
    // A number no shop knows: answered, and nothing recorded.
    const stranger = report('2348039999999', 'stop');
    expect((await post(stranger, smsSignature(TERMII_SECRET, stranger))).statusCode).toBe(200);
    expect(await consentRows('+2348039999999')).toEqual([]);

    // The day before: the reminder is due, and not sent.
    const before = smsesTo().length;
    advanceTo(lagos('2026-11-26T13:00'));
    await dispatch();
    expect(smsesTo().length).toBe(before);
    expect(
      (await messagesOf(id)).data.filter((m) => m.kind === 'reminder').map((m) => m.last_error),
    ).toContain('The client stopped messages from this shop');

    // The vendor cancels it: that she must be told, by SMS still.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/cancelvendorBooking/${id}`,
      headers: vendor.auth,
      payload: { comment: 'Closed that day' },
    });
    expect(cancel.statusCode).toBe(200);
    await dispatch();
    expect(
      smsesTo()
        .slice(before)
        .map((m) => m.text),
    ).toEqual([expect.stringContaining('cancelled')]);
  });
});
