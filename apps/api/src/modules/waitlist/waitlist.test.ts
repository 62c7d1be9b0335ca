/**
 * Issue 36: the waitlist that refills a freed slot. One Saturday slot, cancelled by the shop, goes
 * to the first who joined; it is held (a customer cannot book it) for the shop's 15 minutes; when
 * the hold lapses the minute sweep offers it to the second, whose link books it, once. Another
 * vendor sees none of it.
 */
import { fromLagos, WAITLIST_MESSAGES, WAITLIST_OFFER_TEMPLATE } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhatsAppMessage } from '../../adapters/whatsapp.ts';
import {
  book,
  bookWalkIn,
  createTestApp,
  customer,
  payOnSandbox,
  type TestApp,
  vendorWithServices,
} from '../../test/harness.ts';
import { expireHolds } from '../payments/use-cases/expire-holds.ts';
import { expireOffers } from './use-cases/expire-offers.ts';

let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
let other: Awaited<ReturnType<typeof vendorWithServices>>;
// The clock is Friday 2026-11-20, 10:00 in Lagos.
const SATURDAY = '2026-11-21';
const AMINA = '08031110001';
const BISI = '08031110002';

const whatsApps: WhatsAppMessage[] = [];
/**
 * The offer link last sent to a phone (after commit, through the outbox): by WhatsApp, as the
 * shops' client messages go by default, or by SMS (`channel`).
 */
const offerTo = async (phone: string, channel: 'whatsapp' | 'sms' = 'whatsapp') => {
  await t.app.container.outbox.settled();
  // Only offers: the booking's own client messages go by WhatsApp too.
  const texts = (channel === 'sms' ? t.smses : whatsApps).filter(
    (s) => s.to.endsWith(phone.slice(1)) && s.text.includes('/waitlist/'),
  );
  const link = texts.at(-1)?.text.match(/\/waitlist\/([\w-]+)/)?.[1];
  return { count: texts.length, token: link };
};
const offer = (token: string, action = '') =>
  t.app.inject({ method: action ? 'POST' : 'GET', url: `/api/waitlist/offers/${token}${action}` });
const waitlist = (who = vendor) =>
  t.app.inject({ url: '/api/vendor/waitlist', headers: who.auth }).then((r) => r.json());

/** A Saturday phone booking the shop then cancels: the freed slot its waitlist is offered. */
async function freeSlot(shop: typeof vendor, time: string, comment: string) {
  const walkIn = await bookWalkIn(t, shop, {
    source: 'phone',
    date: SATURDAY,
    time,
    client_name: 'Chi',
    client_phone: '08039990000',
  });
  expect(walkIn.statusCode, walkIn.body).toBe(201);
  const cancel = await t.app.inject({
    method: 'POST',
    url: `/api/cancelvendorBooking/${walkIn.json().booking.id}`,
    headers: shop.auth,
    payload: { comment },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ whatsapp: { send: async (message) => void whatsApps.push(message) } });
  vendor = await vendorWithServices(t);
  other = await vendorWithServices(t, 2);
});
afterAll(() => t.close());

describe('the waitlist', () => {
  let bookingId: number;
  let first: string;

  it('joins from the shop page and the dashboard, first joined first, and refuses bad days', async () => {
    const join = (payload: object, url = `/api/shop/${vendor.profileLink}/waitlist`, headers = {}) =>
      t.app.inject({ method: 'POST', url, headers, payload });
    const amina = {
      service_id: vendor.fixed,
      from_date: SATURDAY,
      to_date: SATURDAY,
      name: 'Amina Bello',
      phone: AMINA,
    };
    expect((await join(amina)).json()).toMatchObject({ message: WAITLIST_MESSAGES.joined });
    const bisi = { ...amina, name: 'Bisi Ade', phone: BISI, from_date: '2026-11-20', to_date: '2026-11-23' };
    expect((await join(bisi, '/api/vendor/waitlist', vendor.auth)).json()).toMatchObject({
      message: WAITLIST_MESSAGES.added,
    });

    const past = await join({ ...amina, from_date: '2026-11-19' });
    expect([past.statusCode, past.json().message]).toEqual([422, WAITLIST_MESSAGES.past]);
    const reversed = await join({ ...amina, from_date: '2026-11-23', to_date: SATURDAY });
    expect([reversed.statusCode, reversed.json().message]).toEqual([422, WAITLIST_MESSAGES.reversed]);
    // Another shop's service, and a shop that does not exist.
    expect((await join({ ...amina, service_id: other.fixed })).statusCode).toBe(422);
    expect((await join(amina, '/api/shop/no-such-shop/waitlist')).statusCode).toBe(404);
    expect((await join({ ...amina, phone: '12' })).statusCode).toBe(400);
    // The form posted again, the number written another way: answered as joined, not added twice.
    expect((await join({ ...amina, phone: '+234 803 111 0001' })).json()).toMatchObject({
      message: WAITLIST_MESSAGES.joined,
    });

    const list = await waitlist();
    expect(list.hold_minutes).toBe(15);
    expect(
      list.entries.map((e: { client_name: string; added_by: string }) => [e.client_name, e.added_by]),
    ).toEqual([
      ['Amina Bello', 'client'],
      ['Bisi Ade', 'vendor'],
    ]);
    expect((await waitlist(other)).entries).toEqual([]);
  });

  it('offers a cancelled slot to the first in line and holds it for 15 minutes', async () => {
    const walkIn = await bookWalkIn(t, vendor, {
      source: 'phone',
      date: SATURDAY,
      client_name: 'Chi',
      client_phone: '08039990000',
    });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    bookingId = walkIn.json().booking.id;
    expect((await offerTo(AMINA)).count).toBe(0);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/cancelvendorBooking/${bookingId}`,
      headers: vendor.auth,
      payload: { comment: 'Client travelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const sent = await offerTo(AMINA);
    expect(sent.count).toBe(1);
    first = sent.token!;
    // By WhatsApp's approved template: shop, service, time, minutes held, link; no SMS besides.
    expect(whatsApps.findLast((m) => m.text.includes(first))).toMatchObject({
      template: WAITLIST_OFFER_TEMPLATE,
      parameters: ['Chioma Braids 1', 'Wash & Set', expect.any(String), '15', expect.stringContaining(first)],
    });
    expect((await offerTo(AMINA, 'sms')).count).toBe(0);
    expect((await offerTo(BISI)).count).toBe(0);
    const shown = (await offer(first)).json();
    expect(shown).toMatchObject({
      service: 'Wash & Set',
      status: 'offered',
      starts_at: fromLagos(SATURDAY, '14:00').toISOString(),
    });
    expect(new Date(shown.expires_at).getTime() - t.clock.now().getTime()).toBe(15 * 60_000);

    // Held: a customer booking the same time is refused while the hold lasts.
    const someone = await customer(t, 'w1');
    const taken = await book(t, someone, vendor.userId, [
      { service_id: vendor.fixed, date: SATURDAY, time: '14:00' },
    ]);
    expect(taken.statusCode).toBe(409);
    // The sweep before the hold ends changes nothing.
    t.clock.advance(14 * 60_000);
    expect(await expireOffers(t.app.container.waitlist)).toBe(0);
    expect((await offerTo(BISI)).count).toBe(0);
  });

  it('offers it to the second when the hold lapses; the link books it once', async () => {
    t.clock.advance(60_000);
    // Two instances' sweeps at once: one offer expires, one new offer is made.
    const swept = await Promise.all([
      expireOffers(t.app.container.waitlist),
      expireOffers(t.app.container.waitlist),
    ]);
    expect(swept.reduce((a, b) => a + b)).toBe(1);
    const second = await offerTo(BISI);
    expect(second.count).toBe(1);

    const late = await offer(first, '/take');
    expect([late.statusCode, late.json().message]).toEqual([409, WAITLIST_MESSAGES.gone]);
    expect((await offer(first)).json().status).toBe('expired');

    const [a, b] = await Promise.all([offer(second.token!, '/take'), offer(second.token!, '/take')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const reference = [a, b].find((r) => r.statusCode === 200)!.json().reference;
    const bookings = await t.app.container.db
      .selectFrom('bookings')
      .select(['reference', 'status', 'client_name', 'starts_at'])
      .where('user_id', '=', vendor.userId)
      .where('starts_at', '=', fromLagos(SATURDAY, '14:00').toISOString())
      .where('status', '=', 'approved')
      .execute();
    expect(bookings).toEqual([
      {
        reference,
        status: 'approved',
        client_name: 'Bisi Ade',
        starts_at: fromLagos(SATURDAY, '14:00').toISOString(),
      },
    ]);

    const list = await waitlist();
    expect(
      list.entries.map((e: { status: string; offers: { status: string }[] }) => [
        e.status,
        e.offers.map((o) => o.status),
      ]),
    ).toEqual([
      ['waiting', ['expired']],
      ['booked', ['taken']],
    ]);
    expect((await offer('no-such-token')).statusCode).toBe(404);
    // Scoping: another vendor cannot remove this vendor's entry.
    const entry = list.entries[0].id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/vendor/waitlist/${entry}`,
      headers: other.auth,
    });
    expect(removed.statusCode).toBe(404);
  });

  it('lets the shop set the hold, and a decline goes to the next at once', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/waitlist/settings',
      headers: vendor.auth,
      payload: { hold_minutes: 30 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await waitlist()).hold_minutes).toBe(30);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/vendor/waitlist/settings',
          headers: vendor.auth,
          payload: { hold_minutes: 1 },
        })
      ).statusCode,
    ).toBe(400);

    const chidi = {
      service_id: vendor.fixed,
      from_date: SATURDAY,
      to_date: SATURDAY,
      name: 'Chidi Eze',
      phone: '08031110003',
    };
    await t.app.inject({ method: 'POST', url: '/api/vendor/waitlist', headers: vendor.auth, payload: chidi });
    await freeSlot(vendor, '16:00', 'Ill');
    // Amina is first again (Bisi was booked); she lets it go and Chidi is asked at once.
    const toAmina = await offerTo(AMINA);
    expect(toAmina.count).toBe(2);
    expect(
      new Date((await offer(toAmina.token!)).json().expires_at).getTime() - t.clock.now().getTime(),
    ).toBe(30 * 60_000);
    expect((await offer(toAmina.token!, '/decline')).json().message).toBe(WAITLIST_MESSAGES.declined);
    expect((await offerTo('08031110003')).count).toBe(1);
    expect((await offer(toAmina.token!, '/decline')).statusCode).toBe(409);
  });

  it("limits the shop page's form: three waits a number, and joins an address makes in an hour", async () => {
    const join = (day: string, phone: string, remoteAddress = '102.89.34.7') =>
      t.app.inject({
        method: 'POST',
        url: `/api/shop/${other.profileLink}/waitlist`,
        remoteAddress,
        payload: { service_id: other.fixed, from_date: day, to_date: day, name: 'Tolu', phone },
      });
    const days = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];
    for (const day of days.slice(0, 3)) expect((await join(day, '08032220000')).statusCode).toBe(200);
    const fourth = await join(days[3]!, '08032220000');
    expect([fourth.statusCode, fourth.json().message]).toEqual([422, WAITLIST_MESSAGES.tooManyWaiting(3)]);
    // The vendor, who knows her clients, adds a fourth for her.
    const byVendor = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/waitlist',
      headers: other.auth,
      payload: {
        service_id: other.fixed,
        from_date: days[3],
        to_date: days[3],
        name: 'Tolu',
        phone: '08032220000',
      },
    });
    expect(byVendor.statusCode).toBe(200);

    // One address: 15 joins an hour (3 spent above), then 429; another address is not held back.
    for (let i = 0; i < 12; i++)
      expect((await join(days[0]!, `0803333${String(i).padStart(4, '0')}`)).statusCode).toBe(200);
    const refused = await join(days[0]!, '08034440000');
    expect([refused.statusCode, refused.json().message]).toEqual([429, WAITLIST_MESSAGES.tooManyJoins]);
    expect((await join(days[0]!, '08034440000', '105.112.1.1')).statusCode).toBe(200);
    // The shop page's plain form gets a page saying so, with the same status.
    const page = await t.app.inject({
      method: 'POST',
      url: `/shop/${other.profileLink}/waitlist`,
      remoteAddress: '102.89.34.7',
      payload: {
        service_id: String(other.fixed),
        from_date: days[0],
        to_date: days[0],
        name: 'Tolu',
        phone: '08034440001',
      },
    });
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain(WAITLIST_MESSAGES.tooManyJoins);
    expect((await waitlist(other)).entries).toHaveLength(4 + 12 + 1);
  });
});

describe('an offer whose booking asks a deposit', () => {
  const DAYO = '08035550001';
  const EFE = '08035550002';
  let shop: Awaited<ReturnType<typeof vendorWithServices>>;

  it('goes by SMS when the shop sends no WhatsApp, and holds the slot until the deposit is paid or the hold ends', async () => {
    shop = await vendorWithServices(t, 3);
    const { db } = t.app.container;
    await db
      .updateTable('services')
      .set({ deposit_type: 'percent', deposit_value: 50 })
      .where('id', '=', shop.fixed)
      .execute();
    const reminders = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/reminders',
      headers: shop.auth,
      payload: {
        reminder_hours: [24],
        quiet_hours_enabled: false,
        quiet_start: '21:00',
        quiet_end: '07:00',
        whatsapp: false,
        sms: true,
        email: true,
      },
    });
    expect(reminders.statusCode, reminders.body).toBe(200);
    for (const [name, phone] of [
      ['Dayo', DAYO],
      ['Efe', EFE],
    ] as const) {
      const joined = await t.app.inject({
        method: 'POST',
        url: '/api/vendor/waitlist',
        headers: shop.auth,
        payload: { service_id: shop.fixed, from_date: SATURDAY, to_date: SATURDAY, name, phone },
      });
      expect(joined.statusCode, joined.body).toBe(200);
    }
    await freeSlot(shop, '16:00', 'Client travelled');
    const toDayo = await offerTo(DAYO, 'sms');
    expect(toDayo.count).toBe(1);
    expect((await offerTo(DAYO)).count).toBe(0);
    // Half of ₦8,000, told before she takes it.
    expect((await offer(toDayo.token!)).json()).toMatchObject({ status: 'offered', deposit: 4000 });

    const taken = await offer(toDayo.token!, '/take');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ message: WAITLIST_MESSAGES.payDeposit, payment: { amount: 4000 } });
    const held = await db
      .selectFrom('bookings')
      .select(['status', 'deposit_due'])
      .where('reference', '=', taken.json().reference)
      .executeTakeFirstOrThrow();
    expect(held).toEqual({ status: 'awaiting payment', deposit_due: 400_000 });
    // Held for her payment: Efe is not asked, and a second take is refused.
    expect((await offerTo(EFE, 'sms')).count).toBe(0);
    expect((await offer(toDayo.token!, '/take')).statusCode).toBe(409);

    // Unpaid when the hold ends: the slot goes to the next in line, who takes it and pays.
    t.clock.advance(16 * 60_000);
    await expireHolds(t.app.container.payments);
    const toEfe = await offerTo(EFE, 'sms');
    expect(toEfe.count).toBe(1);
    const efe = await offer(toEfe.token!, '/take');
    expect(efe.statusCode, efe.body).toBe(200);
    expect((await payOnSandbox(t, efe.json().payment.reference)).statusCode).toBe(303);
    const booked = await db
      .selectFrom('bookings')
      .select(['status', 'client_name'])
      .where('reference', '=', efe.json().reference)
      .executeTakeFirstOrThrow();
    expect(booked.client_name).toBe('Efe');
    expect(['pending', 'approved']).toContain(booked.status);
  });

  it('sends the page that took it to the deposit’s checkout', async () => {
    // The plain form's take answers a redirect to the payment page (no script on the offer page).
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/waitlist',
      headers: shop.auth,
      payload: {
        service_id: shop.fixed,
        from_date: SATURDAY,
        to_date: SATURDAY,
        name: 'Fola',
        phone: '08035550003',
      },
    });
    expect(again.statusCode).toBe(200);
    await freeSlot(shop, '12:00', 'Moved');
    const { token } = await offerTo('08035550003', 'sms');
    const page = await t.app.inject({ url: `/waitlist/${token}` });
    expect(page.body).toContain('Book and pay ₦4,000 deposit');
    const taken = await t.app.inject({
      method: 'POST',
      url: `/waitlist/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'answer=take',
    });
    expect(taken.statusCode).toBe(303);
    expect(taken.headers.location).toContain('/sandbox/checkout/');
  });
});
