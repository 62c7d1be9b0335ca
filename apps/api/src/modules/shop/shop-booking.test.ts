import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MSG, PAYMENT_MESSAGES, SHOP_MESSAGES } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  book,
  createTestApp,
  customer,
  lastCode,
  payOnSandbox,
  type TestApp,
  vendorWithServices,
} from '../../test/harness.ts';

let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
beforeEach(async () => {
  t = await createTestApp();
  vendor = await vendorWithServices(t);
});
afterEach(() => t.close());

const PHONE = '0803 123 4567';
const E164 = '+2348031234567';
const sendCode = (body: object, link = vendor.profileLink, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/shop/${link}/code`, payload: body, remoteAddress });
const verify = (body: object, link = vendor.profileLink) =>
  t.app.inject({ method: 'POST', url: `/api/shop/${link}/verify`, payload: body });
/** A code to the phone and its check: the client's customer token. */
async function signIn(name = 'Ada Obi', phone = PHONE, extra: object = {}) {
  const sent = await sendCode({ phone });
  expect(sent.statusCode, sent.body).toBe(200);
  const res = await verify({ phone, code: lastCode(t.smses, E164), name, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; userId: number; first_name: string };
}
const customersWithPhone = () =>
  t.app.container.db.selectFrom('customers').selectAll().where('phone_number', '=', E164).execute();

describe('a client known by a code to their phone', () => {
  it('books two services with a deposit, pays on the sandbox and the vendor sees the visit', async () => {
    await t.app.container.db
      .updateTable('services')
      .set({ deposit_type: 'percent', deposit_value: 50 })
      .where('user_id', '=', vendor.userId)
      .execute();
    const sent = await sendCode({ phone: PHONE });
    expect(sent.json()).toEqual({
      success: true,
      message: 'We sent a 6-digit code to 0803 123 4567 by SMS.',
      resend_after: 60,
    });
    expect(t.smses.at(-1)).toMatchObject({
      to: E164,
      text: expect.stringContaining('to book with Chioma Braids 1'),
    });
    // The code is kept hashed, never as sent.
    const code = lastCode(t.smses, E164);
    const stored = await t.app.container.db.selectFrom('verification_codes').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ target: `client:${E164}`, user_id: null });
    expect(JSON.stringify(stored)).not.toContain(code);

    const signedIn = await verify({ phone: PHONE, code, name: 'Ada  Obi', email: 'ada@example.ng' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { token, first_name } = signedIn.json();
    expect(first_name).toBe('Ada');
    expect(await customersWithPhone()).toMatchObject([
      { first_name: 'Ada', last_name: 'Obi', email: 'ada@example.ng', password_hash: '!' },
    ]);

    // Through the customer API with the token: one visit, the braids then the wash (multiple_id).
    const booked = await book(t, { authorization: `Bearer ${token}` }, vendor.userId, [
      { service_id: vendor.startsAt, date: '2026-11-21', time: '10:00' },
      { service_id: vendor.fixed, date: '2026-11-21', time: '12:00' },
    ]);
    expect(booked.statusCode, booked.body).toBe(201);
    const { payment, bookings, multiple_id } = booked.json();
    expect(bookings.map((b: { multiple_id: string }) => b.multiple_id)).toEqual([multiple_id, multiple_id]);
    expect(payment).toMatchObject({ amount: 16_500, test_mode: true });
    expect((await payOnSandbox(t, payment.reference)).statusCode).toBe(303);
    const status = await t.app.inject({
      url: `/api/customer/payments/${payment.reference}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status.json()).toMatchObject({ status: 'paid', message: PAYMENT_MESSAGES.paid });

    const range = await t.app.inject({
      url: '/api/vendor/bookings/range?from=2026-11-21&to=2026-11-21',
      headers: vendor.auth,
    });
    expect(range.statusCode, range.body).toBe(200);
    expect(JSON.stringify(range.json())).toContain(multiple_id);
  });

  it('knows a returning client by their phone: one customer, whatever name or e-mail is typed later', async () => {
    const first = await signIn('Ada Obi');
    t.clock.advance(61_000);
    const again = await signIn('Someone Else', '+234 803 123 4567', { email: 'else@example.ng' });
    expect(again.userId).toBe(first.userId);
    expect(again.token).not.toBe(first.token);
    expect(await customersWithPhone()).toMatchObject([
      { first_name: 'Ada', email: '2348031234567@phone.invalid' },
    ]);
  });

  it("never joins a client to another customer's account by an e-mail or a phone they only typed", async () => {
    const other = await customer(t, 'taken');
    await t.app.container.db
      .updateTable('customers')
      .set({ phone_number: E164 })
      .where('email', '=', 'customertaken@example.ng')
      .execute();
    const client = await signIn('Ada Obi', PHONE, { email: 'customertaken@example.ng' });
    const owner = await t.app.container.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'customertaken@example.ng')
      .executeTakeFirstOrThrow();
    expect(client.userId).not.toBe(owner.id);
    // The account's own bookings stay its own.
    const mine = await t.app.inject({
      url: '/api/customer/bookings',
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(mine.json()).toEqual({ success: true, bookings: [] });
    expect(other.authorization).toBeTruthy();
  });

  it('refuses a wrong code in plain words, and stops after five wrong tries', async () => {
    await sendCode({ phone: PHONE });
    const right = lastCode(t.smses, E164);
    const wrong = right === '000000' ? '111111' : '000000';
    const res = await verify({ phone: PHONE, code: wrong, name: 'Ada Obi' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: SHOP_MESSAGES.wrongCode });
    for (let i = 0; i < 4; i++) await verify({ phone: PHONE, code: wrong, name: 'Ada Obi' });
    const locked = await verify({ phone: PHONE, code: right, name: 'Ada Obi' });
    expect(locked.statusCode).toBe(429);
    expect(await customersWithPhone()).toEqual([]);
  });

  it('sends by WhatsApp when asked (the outbox in the embedded default), one code a minute per number', async () => {
    const sent = await sendCode({ phone: PHONE, channel: 'whatsapp' });
    expect(sent.json().message).toBe('We sent a 6-digit code to 0803 123 4567 by WhatsApp.');
    const outbox = join(t.dataDir, 'outbox');
    const [file] = readdirSync(outbox);
    const message = JSON.parse(readFileSync(join(outbox, file!), 'utf8'));
    expect(message).toMatchObject({ channel: 'whatsapp', to: E164, template: 'booking_code' });
    const code = message.text.match(/\b(\d{6})\b/)[1];

    const soon = await sendCode({ phone: PHONE });
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify({ phone: PHONE, code, name: 'Ada Obi' })).statusCode).toBe(200);
  });

  it('refuses numbers that are not Nigerian mobiles, and shops that take no bookings', async () => {
    const bad = await sendCode({ phone: '12345678901' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(SHOP_MESSAGES.phone);
    expect((await sendCode({ phone: PHONE }, 'nowhere')).statusCode).toBe(404);
    await t.app.container.db
      .updateTable('users')
      .set({ account_active: 1 })
      .where('id', '=', vendor.userId)
      .execute();
    const closed = await sendCode({ phone: PHONE });
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe(SHOP_MESSAGES.notTaking);
    expect(t.smses).toEqual([]);
  });

  it('sends at most 20 codes an hour from one address, to any numbers', async () => {
    for (let i = 0; i < 20; i++)
      expect(
        (await sendCode({ phone: `0803 000 ${String(i).padStart(4, '0')}` }, vendor.profileLink, '10.9.8.7'))
          .statusCode,
      ).toBe(200);
    const over = await sendCode({ phone: '0803 000 9999' }, vendor.profileLink, '10.9.8.7');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(MSG.tooManyCodeSends);
    expect((await sendCode({ phone: '0803 000 9999' }, vendor.profileLink, '10.9.8.8')).statusCode).toBe(200);
  });

  it("keeps the customer API's booking limits: a client's every session counts as the one customer", async () => {
    const first = await signIn();
    const times = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
    for (const [day, list] of [
      ['2026-11-21', times],
      ['2026-11-23', ['09:00']],
    ] as const)
      for (const time of list) {
        const res = await book(t, { authorization: `Bearer ${first.token}` }, vendor.userId, [
          { service_id: vendor.fixed, date: day, time },
        ]);
        expect(res.statusCode, res.body).toBe(201);
      }
    t.clock.advance(61_000);
    const second = await signIn();
    const refused = await book(t, { authorization: `Bearer ${second.token}` }, vendor.userId, [
      { service_id: vendor.fixed, date: '2026-11-23', time: '10:00' },
    ]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MSG.tooManyOpenBookings);
  });
});
