import { CALENDAR_MESSAGES, SLOT_MESSAGES } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { book, createTestApp, customer, type TestApp, vendorWithServices } from '../../test/harness.ts';

let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
let alice: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  vendor = await vendorWithServices(t);
  alice = await customer(t, 'alice');
});
afterEach(() => t.close());

// The clock is Friday 2026-11-20, 10:00 in Lagos; hours are Mon–Sat 09:00–18:00.
const SATURDAY = '2026-11-21';
const walkIn = (body: Record<string, unknown> = {}, headers: Record<string, string> = vendor.auth) =>
  t.app.inject({
    method: 'POST',
    url: '/api/vendor/bookings/walk-in',
    headers,
    payload: {
      source: 'walk_in',
      service_id: vendor.fixed,
      date: SATURDAY,
      time: '10:00',
      client_name: 'Ada',
      client_phone: '08031234567',
      ...body,
    },
  });
const block = (body: Record<string, unknown> = {}, headers: Record<string, string> = vendor.auth) =>
  t.app.inject({
    method: 'POST',
    url: '/api/vendor/blocked-times',
    headers,
    payload: { date: SATURDAY, start_time: '15:00', end_time: '16:30', reason: 'Staff training', ...body },
  });
const blockedList = async (headers = vendor.auth) =>
  (await t.app.inject({ url: '/api/vendor/blocked-times', headers })).json().blocked_times as {
    id: number;
  }[];
const count = async (table: 'bookings' | 'blocked_times' | 'notifications' | 'ledger_entries') =>
  Number(
    (
      await t.app.container.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const allBookings = async () =>
  (await t.app.inject({ url: `/api/getallbookingsbydate/${vendor.userId}`, headers: vendor.auth })).json()
    .bookings as Record<string, unknown>[];

describe('walk-in and phone bookings', () => {
  it('books a free slot, approved at once, listed like any booking, with no alert and no money', async () => {
    const res = await walkIn({
      source: 'phone',
      client_email: 'Ada@Example.ng',
      note: 'Prefers a quiet chair',
    });
    expect(res.statusCode).toBe(201);
    const { booking, message } = res.json();
    expect(message).toBe(CALENDAR_MESSAGES.bookingAdded);
    expect(booking).toMatchObject({
      service_name: 'Wash & Set',
      booking_status: 'approved',
      servvice_date: SATURDAY,
      service_time: '10:00',
      end_time: '11:00',
      service_amount: 8000,
      amount_paid: 0,
      enduser: { first_name: 'Ada', profile_image: null },
      service_comment: 'Prefers a quiet chair',
      service_location: "At Vendor's Location",
      booked_by_vendor: { source: 'phone', phone: '08031234567', email: 'ada@example.ng' },
    });
    expect(await allBookings()).toEqual([booking]);
    // The vendor's own action: the calendar hears of it live, but nothing unread is left behind.
    expect(await count('notifications')).toBe(0);
  });

  it('keeps the money rules: paid at the shop, so completion with the balance adds nothing to the wallet', async () => {
    const { booking } = (await walkIn({ service_id: vendor.startsAt, time: '11:00' })).json();
    t.clock.advance(26 * 3_600_000); // Saturday 12:00, an hour into the service
    const start = await t.app.inject({ url: `/api/startBooking/${booking.id}`, headers: vendor.auth });
    expect(start.statusCode).toBe(200);
    const done = await t.app.inject({
      url: `/api/completeBookingbalance/${booking.id}/25000`,
      headers: vendor.auth,
    });
    expect(done.json()).toMatchObject({ success: true });
    expect(await count('ledger_entries')).toBe(0);
    const wallet = (await t.app.inject({ url: '/api/getUserWallet', headers: vendor.auth })).json()
      .data[0][0];
    expect(wallet).toEqual({
      account_balance: 0,
      withdraw: 0,
      withdraw_pending: 0,
      pending: 0,
      cancelled: 0,
    });
  });

  it('needs no minimum notice: the client is at the door', async () => {
    // A customer is held to the 60 minutes.
    const soon = { service_id: vendor.fixed, date: '2026-11-20', time: '10:05' };
    const late = await book(t, alice, vendor.userId, [soon]);
    expect(late.json().message).toBe(`Wash & Set: ${SLOT_MESSAGES.tooSoon(60)}`);
    expect((await walkIn(soon)).statusCode).toBe(201);
  });

  it('refuses a slot a customer booked, and changes nothing', async () => {
    const taken = await book(t, alice, vendor.userId, [
      { service_id: vendor.fixed, date: SATURDAY, time: '10:00' },
    ]);
    expect(taken.statusCode).toBe(201);
    const before = await allBookings();
    const outbox = await t.app.container.db.selectFrom('outbox').selectAll().execute();
    const res = await walkIn({ time: '10:30' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: `Wash & Set: ${SLOT_MESSAGES.taken}` });
    expect(await allBookings()).toEqual(before);
    expect(await t.app.container.db.selectFrom('outbox').selectAll().execute()).toEqual(outbox);
  });

  it('refuses a slot another walk-in took', async () => {
    expect((await walkIn()).statusCode).toBe(201);
    const again = await walkIn({ client_name: 'Bola' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Wash & Set: ${SLOT_MESSAGES.taken}`);
    expect(await count('bookings')).toBe(1);
  });

  it('gives one slot to one booking when walk-ins, a customer and a block race for it', async () => {
    const answers = await Promise.all([
      walkIn(),
      walkIn({ client_name: 'Bola', time: '10:30' }),
      book(t, alice, vendor.userId, [{ service_id: vendor.fixed, date: SATURDAY, time: '10:15' }]),
      block({ start_time: '10:45', end_time: '11:00' }),
    ]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(3);
    expect((await count('bookings')) + (await count('blocked_times'))).toBe(1);
  });

  it('refuses breaks, days off, blocked time, closed hours and the past', async () => {
    const db = t.app.container.db;
    await db
      .insertInto('business_breaks')
      .values({ user_id: vendor.userId, day: 5, start_time: '13:00', end_time: '14:00' })
      .execute();
    await db
      .insertInto('days_off')
      .values({ user_id: vendor.userId, date: '2026-11-24', reason: null })
      .execute();
    expect((await block()).statusCode).toBe(201);
    const refusals: [Record<string, unknown>, string][] = [
      [{ time: '12:30' }, SLOT_MESSAGES.onBreak],
      [{ date: '2026-11-24' }, SLOT_MESSAGES.dayOff],
      [{ time: '14:30' }, SLOT_MESSAGES.blocked],
      [{ time: '16:00' }, SLOT_MESSAGES.blocked],
      [{ date: '2026-11-22' }, SLOT_MESSAGES.closed],
      [{ time: '17:30' }, SLOT_MESSAGES.closed],
      [{ date: '2026-11-20', time: '09:00' }, SLOT_MESSAGES.past],
    ];
    for (const [body, message] of refusals) {
      const res = await walkIn(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json().message).toBe(`Wash & Set: ${message}`);
    }
    expect(await count('bookings')).toBe(0);
    // Right after the blocked period is free.
    expect((await walkIn({ time: '16:30' })).statusCode).toBe(201);
  });

  it('takes only the vendor’s own services, and refuses bad input with 4xx', async () => {
    const other = await vendorWithServices(t, 2);
    const foreign = await walkIn({ service_id: other.fixed });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toEqual({
      message: CALENDAR_MESSAGES.chooseOwnService,
      errors: { service_id: CALENDAR_MESSAGES.chooseOwnService },
    });
    const wrong = await walkIn({
      source: 'email',
      service_id: 'one',
      time: '25:00',
      client_name: '',
      client_phone: '12',
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors).sort()).toEqual([
      'client_name',
      'client_phone',
      'service_id',
      'source',
      'time',
    ]);
    for (const date of ['2026-02-30', '2026-13-01', '0000-00-00']) {
      const res = await walkIn({ date });
      expect(res.statusCode, date).toBe(422);
      expect(res.json().errors, date).toEqual({ date: 'Choose a real date' });
    }
    expect((await walkIn({ client_name: 'A\u0000' })).statusCode).toBe(400);
    expect(await count('bookings')).toBe(0);
  });

  it('needs the vendor’s token', async () => {
    expect((await walkIn({}, {})).statusCode).toBe(401);
    expect((await walkIn({}, alice)).statusCode).toBe(401);
  });
});

describe('blocked time', () => {
  it('blocks a period, lists it and keeps customers out of it', async () => {
    const res = await block();
    expect(res.statusCode).toBe(201);
    const { blocked_time, message } = res.json();
    expect(message).toBe(CALENDAR_MESSAGES.blockedTimeAdded);
    expect(blocked_time).toEqual({
      id: expect.any(Number),
      date: SATURDAY,
      start_time: '15:00',
      end_time: '16:30',
      reason: 'Staff training',
      // The whole business's time: no team member named.
      staff_id: null,
      starts_at: '2026-11-21T14:00:00.000Z',
      ends_at: '2026-11-21T15:30:00.000Z',
    });
    expect(await blockedList()).toEqual([blocked_time]);
    const inside = await book(t, alice, vendor.userId, [
      { service_id: vendor.fixed, date: SATURDAY, time: '14:30' },
    ]);
    expect(inside.statusCode).toBe(409);
    expect(inside.json().message).toBe(`Wash & Set: ${SLOT_MESSAGES.blocked}`);
    const after = await book(t, alice, vendor.userId, [
      { service_id: vendor.fixed, date: SATURDAY, time: '16:30' },
    ]);
    expect(after.statusCode).toBe(201);
  });

  it('refuses a period over a booking, customer’s or walk-in, and writes nothing', async () => {
    const customerBooking = await book(t, alice, vendor.userId, [
      { service_id: vendor.fixed, date: SATURDAY, time: '16:00' },
    ]);
    expect(customerBooking.statusCode).toBe(201);
    const res = await block();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: CALENDAR_MESSAGES.blockedOverBooking('Wash & Set at 04:00 PM'),
    });
    expect((await walkIn({ time: '12:00' })).statusCode).toBe(201);
    expect((await block({ start_time: '11:00', end_time: '12:30' })).statusCode).toBe(409);
    // Touching a booking is not over it.
    expect((await block({ start_time: '13:00', end_time: '16:00' })).statusCode).toBe(201);
    expect(await count('blocked_times')).toBe(1);
  });

  it('frees the time again once removed; only its own vendor can remove it', async () => {
    const { blocked_time } = (await block()).json();
    const other = await vendorWithServices(t, 2);
    const del = (headers: Record<string, string>, id = blocked_time.id) =>
      t.app.inject({ method: 'DELETE', url: `/api/vendor/blocked-times/${id}`, headers });
    expect((await del(other.auth)).statusCode).toBe(404);
    expect(await blockedList(other.auth)).toEqual([]);
    expect((await del({})).statusCode).toBe(401);
    const removed = await del(vendor.auth);
    expect(removed.json()).toEqual({ success: true, message: CALENDAR_MESSAGES.blockedTimeRemoved });
    expect((await del(vendor.auth)).json()).toEqual({ message: CALENDAR_MESSAGES.blockedTimeNotFound });
    expect(await blockedList()).toEqual([]);
    expect((await walkIn({ time: '15:00' })).statusCode).toBe(201);
    expect((await del(vendor.auth, 0)).statusCode).toBe(400);
  });

  it('lists periods from today on, earliest first', async () => {
    await block({ date: '2026-11-24', start_time: '09:00', end_time: '10:00', reason: null });
    await block();
    await block({ date: '2026-11-20', start_time: '09:00', end_time: '10:30' }); // ends today, after now
    expect((await blockedList()).map((b) => (b as unknown as { date: string }).date)).toEqual([
      '2026-11-20',
      SATURDAY,
      '2026-11-24',
    ]);
    t.clock.advance(24 * 3_600_000);
    expect(await blockedList()).toHaveLength(2);
  });

  it('refuses a period already over, a wrong order and bad input with 4xx', async () => {
    const over = await block({ date: '2026-11-20', start_time: '08:00', end_time: '10:00' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ end_time: CALENDAR_MESSAGES.blockedTimePassed });
    const backwards = await block({ start_time: '16:00', end_time: '15:00' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ end_time: 'The end must be after the start' });
    expect((await block({ date: '2026-11-31' })).json().errors).toEqual({ date: 'Choose a real date' });
    for (const body of [
      { date: '2026-13-01' },
      { date: 'tomorrow' },
      { start_time: '7' },
      { reason: 'x'.repeat(201) },
      { reason: 5 },
    ]) {
      const res = await block(body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    expect((await block({}, {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/vendor/blocked-times' })).statusCode).toBe(401);
    expect(await count('blocked_times')).toBe(0);
  });
});
