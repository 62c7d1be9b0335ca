import { randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES, MSG } from '@app/shared';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookPaid, createTestApp, customer, type TestApp, vendorWithServices } from '../../test/harness.ts';

/**
 * Issue 35: checkout at the chair into the shop's append-only book, receipts, corrections and the
 * day's takings. The clock starts Friday 2026-11-20 10:00 in Lagos.
 */
let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
beforeEach(async () => {
  t = await createTestApp();
  vendor = await vendorWithServices(t);
});
afterEach(() => t.close());

const SATURDAY = '2026-11-21';
const toSaturday = (time: string) =>
  t.clock.advance(new Date(`${SATURDAY}T${time}:00+01:00`).getTime() - t.clock.now().getTime());
const inject = (
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = vendor.auth,
) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A walk-in on Saturday at `time`, started at its time. */
async function startedWalkIn(service_id = vendor.fixed, time = '10:00', extra: Record<string, unknown> = {}) {
  const res = await inject('POST', 'vendor/bookings/walk-in', {
    source: 'walk_in',
    service_id,
    date: SATURDAY,
    time,
    client_name: 'Ada',
    client_phone: '08031234567',
    ...extra,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const id = res.json().booking.id as number;
  toSaturday(time);
  expect((await inject('GET', `startBooking/${id}`)).statusCode).toBe(200);
  return id;
}
const checkout = (id: number, body: unknown, key?: string, headers: Record<string, string> = vendor.auth) =>
  inject(
    'POST',
    `vendor/bookings/${id}/checkout`,
    body,
    key ? { ...headers, 'idempotency-key': key } : headers,
  );
const status = async (id: number) =>
  await t.app.container.db
    .selectFrom('bookings')
    .select(['status', 'balance_received'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const count = async (table: 'shop_book_entries' | 'shop_book_payments' | 'outbox') =>
  Number(
    (
      await t.app.container.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const takings = async (from = SATURDAY, to = SATURDAY, headers: Record<string, string> = vendor.auth) =>
  (await inject('GET', `vendor/takings?from=${from}&to=${to}`, undefined, headers)).json().data;

/** ₦8,000 Wash & Set, a ₦1,000 tip: ₦4,500 cash and ₦4,500 by transfer. */
const HALF_AND_HALF = {
  tip: 1000,
  payments: [
    { method: 'cash', amount: 4500 },
    { method: 'transfer', amount: 4500 },
  ],
};

describe('checkout at the chair', () => {
  it('completes a walk-in to completed (no review to wait for) and records every line in kobo', async () => {
    const id = await startedWalkIn();
    const res = await checkout(id, HALF_AND_HALF);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: CHECKOUT_MESSAGES.recorded,
      data: {
        kind: 'checkout',
        booking_id: id,
        items: [{ name: 'Wash & Set', amount: 8000 }],
        deposit: 0,
        discount: 0,
        due: 8000,
        tip: 1000,
        paid: 9000,
        payments: [
          { method: 'cash', amount: 4500, staff_id: null, staff_name: null },
          { method: 'transfer', amount: 4500, staff_id: null, staff_name: null },
        ],
      },
    });
    expect(await status(id)).toEqual({ status: 'completed', balance_received: 800_000 });
    const rows = await t.app.container.db.selectFrom('shop_book_payments').select('amount').execute();
    expect(rows.map((r) => r.amount)).toEqual([450_000, 450_000]);
  });

  it("sums the day's takings per method, tips and team member, to the kobo", async () => {
    const now = t.clock.now().toISOString();
    const { id: memberId } = await t.app.container.db
      .insertInto('staff')
      .values({ user_id: vendor.userId, name: 'Bisi', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const first = await startedWalkIn(vendor.fixed, '10:00');
    await checkout(first, HALF_AND_HALF);
    const second = await startedWalkIn(vendor.fixed, '11:00');
    expect(
      (
        await checkout(second, {
          discount: 500.5,
          payments: [{ method: 'pos', amount: 7499.5, staff_id: memberId }],
        })
      ).statusCode,
    ).toBe(201);
    const day = await takings();
    expect(day.days.map((d: { day: string }) => d.day)).toEqual([SATURDAY]);
    expect(day.total).toEqual({
      methods: {
        cash: { taken: 4500, refunded: 0, net: 4500 },
        transfer: { taken: 4500, refunded: 0, net: 4500 },
        pos: { taken: 7499.5, refunded: 0, net: 7499.5 },
        other: { taken: 0, refunded: 0, net: 0 },
      },
      cash_in_drawer: 4500,
      deposits_applied: 0,
      tips: 1000,
      refunds: 0,
      in_shop: 16_499.5,
      checkouts: 2,
      by_staff: [
        { staff_id: null, name: null, amount: 9000 },
        { staff_id: memberId, name: 'Bisi', amount: 7499.5 },
      ],
    });
    // Another day holds nothing.
    expect((await takings('2026-11-20', '2026-11-20')).total.in_shop).toBe(0);
  });

  it("keeps SPEC's balance rule for an open price: its message below price − paid, then the balance is the first line", async () => {
    const id = await startedWalkIn(vendor.startsAt, '11:00');
    const low = await checkout(id, { balance: 24_999, payments: [{ method: 'cash', amount: 24_999 }] });
    expect(low.statusCode).toBe(422);
    expect(low.json().message).toBe(MSG.balanceTooLow);
    expect((await status(id)).status).toBe('ongoing');
    const ok = await checkout(id, { balance: 27_500, payments: [{ method: 'cash', amount: 27_500 }] });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.items).toEqual([{ name: 'Knotless Braids', amount: 27_500 }]);
    expect(await status(id)).toEqual({ status: 'completed', balance_received: 2_750_000 });
  });

  it('applies an online deposit: the booking awaits its review, the ledger keeps the deposit', async () => {
    const alice = await customer(t, 'alice');
    const { bookings } = await bookPaid(
      t,
      alice,
      vendor.userId,
      [{ service_id: vendor.fixed, date: SATURDAY, time: '12:00' }],
      2000,
    );
    const id = bookings[0]!.id;
    await inject('GET', `acceptBooking/${id}`);
    toSaturday('12:00');
    await inject('GET', `startBooking/${id}`);
    const res = await checkout(id, { payments: [{ method: 'pos', amount: 6000 }] });
    expect(res.json()).toMatchObject({ data: { deposit: 2000, due: 6000, paid: 6000 } });
    expect((await status(id)).status).toBe('awaiting review');
    expect((await takings()).total).toMatchObject({ deposits_applied: 2000, in_shop: 6000 });
  });

  it('checks out a booking completed by SPEC’s own Complete afterwards, once', async () => {
    const id = await startedWalkIn();
    expect((await inject('GET', `completeBooking/${id}`)).json()).toEqual({
      success: true,
      type: 'fixed',
      message: MSG.bookingUpdated,
    });
    expect((await status(id)).status).toBe('completed');
    expect((await checkout(id, { payments: [{ method: 'cash', amount: 8000 }] })).statusCode).toBe(201);
    const again = await checkout(id, { payments: [{ method: 'cash', amount: 8000 }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CHECKOUT_MESSAGES.alreadyCheckedOut);
    expect(await count('shop_book_entries')).toBe(1);
  });

  it('refuses sums that do not add up, a stranger team member, and a booking not yet started; nothing changes', async () => {
    const other = await vendorWithServices(t, 2);
    const now = t.clock.now().toISOString();
    const { id: strangerId } = await t.app.container.db
      .insertInto('staff')
      .values({ user_id: other.userId, name: 'Not yours', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await startedWalkIn();
    const short = await checkout(id, { tip: 1000, payments: [{ method: 'cash', amount: 8000 }] });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('₦8,000.00 paid; ₦9,000.00 is due with the tip');
    const stranger = await checkout(id, {
      payments: [{ method: 'cash', amount: 8000, staff_id: strangerId }],
    });
    expect(stranger.statusCode).toBe(422);
    const badMethod = await checkout(id, { payments: [{ method: 'cheque', amount: 8000 }] });
    expect(badMethod.statusCode).toBe(400);
    expect((await status(id)).status).toBe('ongoing');
    expect(await count('shop_book_entries')).toBe(0);

    const res = await inject('POST', 'vendor/bookings/walk-in', {
      source: 'phone',
      service_id: vendor.fixed,
      date: SATURDAY,
      time: '15:00',
      client_name: 'Bola',
      client_phone: '08031234568',
    });
    const approved = await checkout(res.json().booking.id, { payments: [{ method: 'cash', amount: 8000 }] });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe(CHECKOUT_MESSAGES.cannotCheckOut);
  });
});

describe('once per Idempotency-Key', () => {
  it('records the same checkout sent twice once, answering the first answer', async () => {
    const id = await startedWalkIn();
    const key = randomUUID();
    const first = await checkout(id, HALF_AND_HALF, key);
    const again = await checkout(id, HALF_AND_HALF, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await count('shop_book_entries')).toBe(1);
    expect(await count('shop_book_payments')).toBe(2);
    // The key with another request is refused.
    expect((await checkout(id, { ...HALF_AND_HALF, tip: 0 }, key)).statusCode).toBe(422);
  });

  it('answers racing twins of one key with one answer, recorded once', async () => {
    const id = await startedWalkIn();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => checkout(id, HALF_AND_HALF, key)));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await count('shop_book_entries')).toBe(1);
  });
});

describe('scoped to the vendor', () => {
  it('answers 401 without a token and 404 for another vendor’s booking or checkout', async () => {
    const id = await startedWalkIn();
    const entry = (await checkout(id, HALF_AND_HALF)).json().data.id as number;
    const other = await vendorWithServices(t, 2);
    expect((await checkout(id, HALF_AND_HALF, undefined, {})).statusCode).toBe(401);
    expect(
      (await inject('GET', 'vendor/takings?from=2026-11-21&to=2026-11-21', undefined, {})).statusCode,
    ).toBe(401);
    expect((await checkout(id, HALF_AND_HALF, undefined, other.auth)).statusCode).toBe(404);
    expect((await inject('GET', `vendor/bookings/${id}/receipt`, undefined, other.auth)).statusCode).toBe(
      404,
    );
    expect(
      (await inject('POST', `vendor/checkouts/${entry}/receipt`, { channel: 'sms' }, other.auth)).statusCode,
    ).toBe(404);
    expect(
      (
        await inject(
          'POST',
          `vendor/checkouts/${entry}/corrections`,
          { kind: 'void', reason: 'Mine now' },
          other.auth,
        )
      ).statusCode,
    ).toBe(404);
    expect((await takings(SATURDAY, SATURDAY, other.auth)).total.in_shop).toBe(0);
  });

  it('refuses a range backwards or longer than 366 days', async () => {
    expect((await inject('GET', 'vendor/takings?from=2026-11-21&to=2026-11-20')).statusCode).toBe(422);
    expect((await inject('GET', 'vendor/takings?from=2025-11-20&to=2026-11-21')).statusCode).toBe(422);
    expect((await inject('GET', 'vendor/takings?from=2025-11-21&to=2026-11-21')).statusCode).toBe(200);
    expect((await inject('GET', 'vendor/takings?from=nope&to=2026-11-21')).statusCode).toBe(400);
    // A day that does not exist is malformed too (the fuzz found it answered 500).
    expect((await inject('GET', 'vendor/takings?from=0708-83-37&to=1111-24-66')).statusCode).toBe(400);
    expect((await inject('GET', 'vendor/takings?from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
  });
});

describe('the book is append-only', () => {
  it('the database refuses any UPDATE or DELETE of an entry or a payment line', async () => {
    const id = await startedWalkIn();
    await checkout(id, HALF_AND_HALF);
    const { db } = t.app.container;
    const before = await db.selectFrom('shop_book_payments').selectAll().execute();
    await expect(db.updateTable('shop_book_payments').set({ amount: 1 }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(db.deleteFrom('shop_book_payments').execute()).rejects.toThrow(/append-only/);
    await expect(db.updateTable('shop_book_entries').set({ tip: 0 }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(db.deleteFrom('shop_book_entries').execute()).rejects.toThrow(/append-only/);
    await expect(sql`update shop_book_entries set due = 0`.execute(db)).rejects.toThrow(/append-only/);
    expect(await db.selectFrom('shop_book_payments').selectAll().execute()).toEqual(before);
  });

  it('corrects by new entries: a refund, then a void; a voided checkout takes no more and frees the booking', async () => {
    const id = await startedWalkIn();
    const entry = (await checkout(id, HALF_AND_HALF)).json().data.id as number;
    const correct = (body: unknown, key?: string) =>
      inject(
        'POST',
        `vendor/checkouts/${entry}/corrections`,
        body,
        key ? { ...vendor.auth, 'idempotency-key': key } : vendor.auth,
      );

    const tooMuch = await correct({ kind: 'refund', reason: 'Overcharged', method: 'cash', amount: 4500.01 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe(CHECKOUT_MESSAGES.refundTooLarge);
    const key = randomUUID();
    const refund = await correct(
      { kind: 'refund', reason: 'Overcharged', method: 'cash', amount: 1000 },
      key,
    );
    expect(refund.statusCode).toBe(201);
    expect(refund.json().data).toMatchObject({
      kind: 'refund',
      corrects_id: entry,
      reason: 'Overcharged',
      due: -1000,
    });
    expect(
      (await correct({ kind: 'refund', reason: 'Overcharged', method: 'cash', amount: 1000 }, key)).json(),
    ).toEqual(refund.json());
    expect((await takings()).total).toMatchObject({
      cash_in_drawer: 3500,
      refunds: 1000,
      in_shop: 8000,
      methods: { cash: { taken: 4500, refunded: 1000, net: 3500 } },
    });

    const voided = await correct({ kind: 'void', reason: 'Wrong booking' });
    expect(voided.json().data).toMatchObject({
      kind: 'void',
      due: -7000,
      tip: -1000,
      payments: [
        { method: 'cash', amount: -3500 },
        { method: 'transfer', amount: -4500 },
      ],
    });
    expect((await takings()).total).toMatchObject({
      in_shop: 0,
      tips: 0,
      cash_in_drawer: 0,
      checkouts: 0,
      refunds: 9000,
    });
    expect((await correct({ kind: 'void', reason: 'Again' })).statusCode).toBe(409);
    expect(
      (await correct({ kind: 'refund', reason: 'After', method: 'transfer', amount: 1 })).statusCode,
    ).toBe(409);
    expect((await correct({ kind: 'void', reason: '' })).statusCode).toBe(400);

    // The booking can be checked out again; the receipt tells the whole story.
    expect((await checkout(id, { payments: [{ method: 'cash', amount: 8000 }] })).statusCode).toBe(201);
    const receipt = (await inject('GET', `vendor/bookings/${id}/receipt`)).json().data;
    expect(receipt.entries.map((e: { kind: string }) => e.kind)).toEqual([
      'checkout',
      'refund',
      'void',
      'checkout',
    ]);
    expect(receipt.checkout_id).toBe(receipt.entries[3].id);
    expect(receipt).toMatchObject({ business_name: expect.any(String), client_name: 'Ada', balance: 0 });
  });
});

describe('receipts', () => {
  it('go to the client through the outbox after commit; a channel the client cannot be reached on is refused', async () => {
    const id = await startedWalkIn();
    const entry = (await checkout(id, HALF_AND_HALF)).json().data.id as number;
    const send = (channel: string) => inject('POST', `vendor/checkouts/${entry}/receipt`, { channel });

    const sms = await send('sms');
    expect(sms.statusCode).toBe(202);
    expect(sms.json()).toEqual({ success: true, message: CHECKOUT_MESSAGES.receiptQueued });
    await t.app.container.outbox.settled();
    expect(t.smses.at(-1)).toEqual({
      to: '2348031234567',
      text: expect.stringContaining(
        'Paid: Cash ₦4,500.00, Bank transfer ₦4,500.00; tip ₦1,000.00 included. Balance ₦0.00.',
      ),
    });
    expect((await send('whatsapp')).statusCode).toBe(202);
    const email = await send('email');
    expect(email.statusCode).toBe(422);
    expect(email.json().message).toBe(CHECKOUT_MESSAGES.noContact);
    const receipt = (await inject('GET', `vendor/bookings/${id}/receipt`)).json().data;
    expect(receipt.channels).toEqual(['whatsapp', 'sms']);
  });
});
