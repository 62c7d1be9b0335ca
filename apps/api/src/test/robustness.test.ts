import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_ID, MSG, PAYOUT_ACCOUNT_HOLD_MS } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { book, createTestApp, customer, type TestApp, vendorWithServices } from './harness.ts';

// The cases of issue 9, each once on SQLite and once on PostgreSQL (TEST_DATABASE_URL).
let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
let alice: Record<string, string>;
let mailUp = true;
beforeEach(async () => {
  mailUp = true;
  t = await createTestApp({
    mailer: {
      send: async () => {
        if (!mailUp) throw new Error('SMTP is down');
      },
    },
  });
  vendor = await vendorWithServices(t);
  alice = await customer(t, 'alice');
});
afterEach(() => t.close());

const api = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = vendor.auth,
) => t.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });
const count = async (table: 'bookings' | 'notifications' | 'withdrawals' | 'booking_cancellations') =>
  Number(
    (
      await t.app.container.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const setStatus = (id: number, status: string) =>
  t.app.container.db.updateTable('bookings').set({ status }).where('id', '=', id).execute();
const bookOne = async (time = '10:00', service_id = vendor.fixed) => {
  const res = await book(t, alice, vendor.userId, [{ service_id, date: '2026-11-21', time }]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().bookings[0].id as number;
};
/** A booking the vendor accepted, so the vendor may cancel it. */
const accepted = async (time = '10:00') => {
  const id = await bookOne(time);
  await setStatus(id, 'approved');
  return id;
};

describe('valid requests finish whole, whatever their length', () => {
  it('books 10 services with 120-character names and stores the whole alert', async () => {
    const now = t.clock.now().toISOString();
    const services = await t.app.container.db
      .insertInto('services')
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          user_id: vendor.userId,
          name: `${'Knotless braids with curls and beads '.repeat(4).slice(0, 118)}${String(i).padStart(2, '0')}`,
          duration_minutes: 30,
          duration_type: 'Fixed',
          price: 500_000,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    const items = services.map((s, i) => ({
      service_id: s.id,
      date: '2026-11-21',
      time: `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    }));
    const res = await book(t, alice, vendor.userId, items);
    expect(res.statusCode, res.body).toBe(201);
    const alert = await t.app.container.db
      .selectFrom('notifications')
      .select('description')
      .executeTakeFirstOrThrow();
    expect(alert.description.length).toBeGreaterThan(1200);
  });

  it('cancels with a 500-character comment and reviews with a 1,000-character one, once', async () => {
    const first = await accepted('10:00');
    const cancel = await api('POST', `cancelvendorBooking/${first}`, { comment: 'c'.repeat(500) });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await count('booking_cancellations')).toBe(1);

    const second = await bookOne('12:00');
    await setStatus(second, 'awaiting review');
    const review = () =>
      api('POST', `customer/bookings/${second}/review`, { rating: 5, comment: 'r'.repeat(1000) }, alice);
    expect((await review()).statusCode).toBe(201);
    const again = await review();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have reviewed this booking already');
  });

  it('answers a booking made while mail is down, and sends the alert once mail is back', async () => {
    mailUp = false;
    await bookOne('10:00');
    const { db, outbox } = t.app.container;
    const waiting = await db.selectFrom('outbox').selectAll().where('topic', '=', 'mail').execute();
    expect(waiting).toMatchObject([{ status: 'pending', attempts: 1 }]);
    expect(await count('bookings')).toBe(1);

    mailUp = true;
    t.clock.advance(60_000);
    await outbox.flush();
    expect(await db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });
});

describe('money beyond 32 bits', () => {
  const verifyVendor = () =>
    t.app.container.db
      .updateTable('users')
      .set({
        nin_verified: 1,
        email_verified_at: '2026-11-01T00:00:00Z',
        phone_verified_at: '2026-11-01T00:00:00Z',
      })
      .where('id', '=', vendor.userId)
      .execute();
  const credit = (kobo: number) =>
    t.app.container.db
      .insertInto('ledger_entries')
      .values({
        user_id: vendor.userId,
        booking_id: null,
        withdrawal_id: null,
        kind: 'released',
        bucket: 'balance',
        amount: kobo,
        created_at: t.clock.now().toISOString(),
      })
      .execute();
  const bankAccount = async () => {
    const { id } = (
      await api('POST', 'bankaccounts', {
        bank_code: '058',
        account_no: '0123456785',
        account_name: 'Chioma Eze',
      })
    ).json();
    // The new payout account's 24-hour hold (issue 37) passes.
    t.clock.advance(PAYOUT_ACCOUNT_HOLD_MS);
    return id as number;
  };

  it('withdraws a balance above ₦21,474,836.47', async () => {
    await verifyVendor();
    await credit(3_000_000_000); // ₦30,000,000
    const res = await api('POST', 'withdrawalrequest', { payment_info_id: await bankAccount() });
    expect(res.statusCode, res.body).toBe(200);
    const wallet = (await api('GET', 'getUserWallet')).json().data[0][0];
    expect(wallet).toMatchObject({ account_balance: 0, withdraw: 0, withdraw_pending: 30_000_000 });
  });

  it('completes with a balance of ₦99,999,999', async () => {
    const id = await bookOne('10:00', vendor.startsAt);
    await setStatus(id, 'ongoing');
    const res = await api('GET', `completeBookingbalance/${id}/99999999`);
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.app.container.db
      .selectFrom('bookings')
      .select('balance_received')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.balance_received).toBe(9_999_999_900);
  });

  it('answers every concurrent retry with one Idempotency-Key with the stored answer, and refuses the key for another request', async () => {
    await verifyVendor();
    await credit(800_000);
    const account = await bankAccount();
    const headers = { ...vendor.auth, 'idempotency-key': randomUUID() };
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        api('POST', 'withdrawalrequest', { payment_info_id: account }, headers),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(await count('withdrawals')).toBe(1);

    const other = await bankAccount();
    const reused = await api('POST', 'withdrawalrequest', { payment_info_id: other }, headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(MSG.idempotencyKeyReused);
  });
});

describe('what the database cannot hold is refused up front', () => {
  it('refuses ids above the 32-bit range in paths and bodies', async () => {
    const path = await api('GET', `acceptBooking/${MAX_ID + 1}`);
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({ success: false, message: MSG.invalidId });
    expect((await api('GET', `acceptBooking/${MAX_ID}`)).statusCode).toBe(404);
    const body = await book(t, alice, MAX_ID + 1, [
      { service_id: vendor.fixed, date: '2026-11-21', time: '10:00' },
    ]);
    expect(body.statusCode).toBe(400);
    expect(body.json().errors).toEqual({ vendor_id: MSG.invalidId });
  });

  it('refuses ids past 32 bits given as digits in text (checktoken, businesssetup) with a 400 on both databases', async () => {
    const checktoken = await api('POST', 'checktoken', {
      _method: 'patch',
      userid: '99999999999999999999',
      token: '123456',
    });
    expect([checktoken.statusCode, checktoken.json().errors]).toEqual([400, { userid: MSG.invalidId }]);
    const setup = await api('POST', 'businesssetup', {
      business_category: MAX_ID + 1,
      business_address: '12 Allen Avenue, Ikeja',
      business_description: 'Braids and nails',
      home_service: false,
      my_place: true,
      images: [],
    });
    expect([setup.statusCode, setup.json().errors]).toEqual([400, { business_category: MSG.invalidId }]);
  });

  it('refuses NUL and other control characters in text and paths, writing nothing', async () => {
    const id = await accepted();
    for (const comment of ['Sorry\u0000', 'bell\u0007', 'escape\u001b[31m']) {
      const res = await api('POST', `cancelvendorBooking/${id}`, { comment });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: MSG.controlCharacters });
    }
    expect(await count('booking_cancellations')).toBe(0);
    // Line breaks and tabs are ordinary text.
    expect(
      (await api('POST', `cancelvendorBooking/${id}`, { comment: 'Sorry,\r\n\tclosed' })).statusCode,
    ).toBe(200);
    expect((await api('GET', 'completeBookingall/%00abc')).statusCode).toBe(400);
  });
});

describe('every error has one body shape', () => {
  it("tells Fastify's own refusals in our shape and words", async () => {
    const json = { ...vendor.auth, 'content-type': 'application/json' };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/bankaccounts',
      headers: json,
      payload: '{"bank_code":',
    });
    expect([bad.statusCode, bad.json()]).toEqual([400, { success: false, message: MSG.badJson }]);
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/bankaccounts',
      headers: json,
      payload: '{"__proto__":{"x":1}}',
    });
    expect([proto.statusCode, proto.json()]).toEqual([400, { success: false, message: MSG.badJson }]);
    const large = await t.app.inject({
      method: 'POST',
      url: '/api/bankaccounts',
      headers: json,
      payload: JSON.stringify({ account_name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect([large.statusCode, large.json()]).toEqual([413, { success: false, message: MSG.bodyTooLarge }]);
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/bankaccounts',
      headers: { ...vendor.auth, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect([xml.statusCode, xml.json()]).toEqual([
      415,
      { success: false, message: MSG.unsupportedMediaType },
    ]);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/bankaccounts',
      headers: { ...vendor.auth, 'content-type': 'text/plain' },
      payload: 'bank_code=058',
    });
    expect([plain.statusCode, plain.json()]).toEqual([
      415,
      { success: false, message: MSG.unsupportedMediaType },
    ]);
  });

  it("tells the router's own refusals (bad percent-encoding, an over-long path parameter) in our shape, echoing nothing", async () => {
    for (const [url, status] of [
      ['/api/acceptBooking/%E0%A4%A', 400],
      ['/api/booking/%zz/accept', 400],
      ['/uploads/%E0%A4%A', 400],
      [`/api/customer/payments/${'a'.repeat(300)}`, 414],
    ] as const) {
      const res = await t.app.inject({ url, headers: vendor.auth });
      expect([res.statusCode, res.json()], url).toEqual([
        status,
        { success: false, message: MSG.badRequest },
      ]);
    }
  });

  it('answers headers too large for the HTTP parser with 431 in our shape', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ port, path: '/api/banks', headers: { 'x-big': 'a'.repeat(20_000) } }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: MSG.headersTooLarge });
  });
});
