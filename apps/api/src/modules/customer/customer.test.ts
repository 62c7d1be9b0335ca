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

// The clock is Friday 2026-11-20, 10:00 in Lagos.
const slot = (time: string, date = '2026-11-21', service_id = vendor.fixed) => ({ service_id, date, time });
const statusOf = async (id: number) =>
  (
    await t.app.container.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

describe('customer accounts and shop', () => {
  it('registers, logs in and reads the public shop', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/customer/login',
      payload: { email: 'customeralice@example.ng', password: 'Secret@123' },
    });
    expect(login.json()).toMatchObject({
      success: true,
      token: expect.any(String),
      userId: expect.any(Number),
    });
    const shop = (await t.app.inject({ url: `/api/customer/shop/${vendor.profileLink}` })).json();
    expect(shop.business.id).toBe(vendor.userId);
    expect(shop.services.map((s: { name: string }) => s.name)).toEqual(['Knotless Braids', 'Wash & Set']);
    expect(shop.hours).toHaveLength(6);
    expect(shop.business).toMatchObject({ logo: null, cover: null });
    expect((await t.app.inject({ url: '/api/customer/shop/nope' })).statusCode).toBe(404);
  });

  it("answers the shop's live bundles and add-ons as the vendor's own lists show them", async () => {
    const make = async (url: string, payload: object) => {
      const made = await t.app.inject({ method: 'POST', url, headers: vendor.auth, payload });
      expect(made.statusCode, made.body).toBe(201);
      return made.json().id as number;
    };
    const bundle = await make('/api/bundles', {
      name: 'Braids & Wash',
      description: 'Both, for less',
      price: 30000,
      service_ids: [vendor.fixed, vendor.startsAt],
    });
    await make('/api/addons', { name: 'Beads', price: 1500, duration_minutes: 15 });
    const gone = await make('/api/addons', { name: 'Old add-on', price: 100, duration_minutes: 5 });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/addons/${gone}`, headers: vendor.auth })).statusCode,
    ).toBe(200);

    const shop = (await t.app.inject({ url: `/api/customer/shop/${vendor.profileLink}` })).json();
    expect(shop.bundles).toEqual([
      {
        id: bundle,
        name: 'Braids & Wash',
        description: 'Both, for less',
        price: 30000,
        regular_price: 33000,
        services: expect.arrayContaining([
          { id: vendor.fixed, name: 'Wash & Set' },
          { id: vendor.startsAt, name: 'Knotless Braids' },
        ]),
      },
    ]);
    expect(shop.addons).toEqual([
      { id: expect.any(Number), name: 'Beads', price: 1500, duration_minutes: 15 },
    ]);
    // What the vendor sees in their own lists, field for field.
    const own = (
      await t.app.inject({ url: `/api/getuserbundle/${vendor.userId}`, headers: vendor.auth })
    ).json();
    expect(shop.bundles).toEqual(own.bundles);
  });

  it("shows the vendor the booking customer's account and the phone they gave, to reach them", async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/customer/register',
      payload: {
        email: 'bola@example.ng',
        first_name: 'Bola',
        last_name: 'Ade',
        password: 'Secret@123',
        phone_number: '0803 123 4567',
      },
    });
    expect(registered.statusCode).toBe(201);
    const bola = { authorization: `Bearer ${registered.json().token as string}` };
    expect((await book(t, bola, vendor.userId, [slot('11:00')])).statusCode).toBe(201);
    expect((await book(t, alice, vendor.userId, [slot('14:00')])).statusCode).toBe(201);

    const list = await t.app.inject({
      url: `/api/getallbookingsbydate/${vendor.userId}`,
      headers: vendor.auth,
    });
    const byName = Object.fromEntries(
      list.json().bookings.map((b: { enduser: { first_name: string } }) => [b.enduser.first_name, b.enduser]),
    );
    expect(byName.Bola).toEqual({
      first_name: 'Bola',
      profile_image: null,
      id: registered.json().userId,
      phone_number: '0803 123 4567',
    });
    expect(byName.Tolualice).toMatchObject({ id: expect.any(Number), phone_number: null });
  });

  it('refuses a phone number that is not one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/register',
      payload: {
        email: 'x@example.ng',
        first_name: 'X',
        last_name: 'Y',
        password: 'Secret@123',
        phone_number: 'call me maybe',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.phone_number).toBe('Enter digits only, optionally starting with +');
    expect(
      await t.app.container.db
        .selectFrom('customers')
        .select('id')
        .where('email', '=', 'x@example.ng')
        .execute(),
    ).toEqual([]);
  });

  it('does not accept a vendor token on the customer API', async () => {
    const res = await book(t, vendor.auth, vendor.userId, [slot('10:00')]);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('booking', () => {
  it('books several services under one multiple_id, pending, and alerts the vendor', async () => {
    const res = await book(
      t,
      alice,
      vendor.userId,
      [slot('10:00'), slot('11:00', '2026-11-21', vendor.startsAt)],
      { comment: 'Please be on time' },
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.bookings).toHaveLength(2);
    expect(new Set(body.bookings.map((b: { multiple_id: string }) => b.multiple_id))).toEqual(
      new Set([body.multiple_id]),
    );
    expect(body.bookings[0]).toMatchObject({
      booking_status: 'pending',
      servvice_date: '2026-11-21',
      service_time: '10:00',
      end_time: '11:00',
      amount_paid: 0,
      service_amount: 8000,
      enduser: { first_name: 'Tolualice' },
      reference: expect.stringMatching(/^BK-[A-Z0-9]{8}$/),
    });
    expect(body.payment).toBeNull();
    const notices = (await t.app.inject({ url: '/api/getVendorNotice', headers: vendor.auth })).json()
      .bookings;
    expect(notices[0]).toMatchObject({ type: 'service', title: 'New booking request', status: 'unread' });
  });

  it.each([
    ['a past time', '09:00', '2026-11-20', 'This time has already passed'],
    ['less notice than the booking window', '10:30', '2026-11-20', 'Book at least 60 minutes ahead'],
    ['a day beyond the future window', '10:00', '2027-03-01', 'Bookings open at most 90 days ahead'],
    ['Sunday, a closed day', '10:00', '2026-11-22', 'The business is closed at this time'],
    ['before opening', '08:00', '2026-11-21', 'The business is closed at this time'],
    ['past closing', '17:30', '2026-11-21', 'The business is closed at this time'],
  ])('refuses %s with a clear message', async (_, time, date, message) => {
    const res = await book(t, alice, vendor.userId, [slot(time, date)]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Wash & Set: ${message}`);
  });

  it('refuses breaks, days off, taken slots and overlapping items, and writes nothing', async () => {
    const db = t.app.container.db;
    await db
      .insertInto('business_breaks')
      .values({ user_id: vendor.userId, day: 5, start_time: '13:00', end_time: '14:00' })
      .execute();
    await db
      .insertInto('days_off')
      .values({ user_id: vendor.userId, date: '2026-11-24', reason: 'Training' })
      .execute();
    expect((await book(t, alice, vendor.userId, [slot('12:30')])).json().message).toMatch(/falls in a break/);
    expect((await book(t, alice, vendor.userId, [slot('10:00', '2026-11-24')])).json().message).toMatch(
      /closed on this day/,
    );
    expect((await book(t, alice, vendor.userId, [slot('10:00')])).statusCode).toBe(201);
    expect((await book(t, alice, vendor.userId, [slot('10:30')])).json().message).toMatch(
      /no longer available/,
    );
    const both = await book(t, alice, vendor.userId, [slot('15:00'), slot('15:30')]);
    expect(both.json().message).toMatch(/no longer available/);
    const count = await db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('gives a slot to exactly one of ten customers racing for it', async () => {
    const racers = await Promise.all(Array.from({ length: 10 }, (_, i) => customer(t, `racer${i}`)));
    const results = await Promise.all(
      racers.map((headers) => book(t, headers, vendor.userId, [slot('14:00')])),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
  });

  it('confirms at once when the vendor chose automatic confirmation', async () => {
    await t.app.container.db.updateTable('users').set({ automatic_confirm_booking: 1 }).execute();
    const res = await book(t, alice, vendor.userId, [slot('10:00')]);
    expect(res.json().bookings[0].booking_status).toBe('approved');
  });

  it('refuses bad input with 4xx and writes nothing', async () => {
    const cases = [
      [slot('25:00')],
      [{ ...slot('10:00'), date: '21-11-2026' }],
      [],
      [{ ...slot('10:00'), service_id: 9999 }],
    ];
    for (const items of cases) {
      const res = await book(t, alice, vendor.userId, items);
      expect(res.statusCode, JSON.stringify(items)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const home = await book(t, alice, vendor.userId, [slot('10:00')], {
      service_location: "At Client's Location",
    });
    expect(home.json().errors.service_address).toBe('Give the address for a home service');
    // Money is never taken on the customer's word.
    const claimed = await book(t, alice, vendor.userId, [slot('10:00')], { amount_paid: 8000 });
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().errors.amount_paid).toBe(
      'Payment is taken on the checkout page, not in the booking request',
    );
    const count = await t.app.container.db.selectFrom('bookings').select('id').execute();
    expect(count).toHaveLength(0);
  });
});

describe('cancellation requests and reviews', () => {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: alice, payload });

  it('withdraws a pending booking and asks the vendor for an approved one', async () => {
    const [pending, approved] = (await book(t, alice, vendor.userId, [slot('10:00'), slot('12:00')])).json()
      .bookings;
    await t.app.inject({ url: `/api/acceptBooking/${approved.id}`, headers: vendor.auth });
    expect(
      (await post(`/api/customer/bookings/${pending.id}/cancel-request`, { comment: 'Changed plans' }))
        .statusCode,
    ).toBe(200);
    expect(await statusOf(pending.id)).toBe('cancelled');
    await post(`/api/customer/bookings/${approved.id}/cancel-request`, { comment: 'Sick' });
    expect(await statusOf(approved.id)).toBe('cancellation requested user');
    const other = await customer(t, 'bob');
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/customer/bookings/${approved.id}/cancel-request`,
      headers: other,
      payload: { comment: 'x' },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('takes one review once the service is done and completes the booking', async () => {
    const [b] = (await book(t, alice, vendor.userId, [slot('10:00')])).json().bookings;
    const early = await post(`/api/customer/bookings/${b.id}/review`, { rating: 5, comment: 'Great' });
    expect(early.statusCode).toBe(409);
    await t.app.container.db.updateTable('bookings').set({ status: 'awaiting review' }).execute();
    expect(
      (await post(`/api/customer/bookings/${b.id}/review`, { rating: 5, comment: 'Great' })).statusCode,
    ).toBe(201);
    expect(await statusOf(b.id)).toBe('completed');
    expect(
      (await post(`/api/customer/bookings/${b.id}/review`, { rating: 4, comment: 'Again' })).statusCode,
    ).toBe(409);
    expect(
      (await post(`/api/customer/bookings/${b.id}/review`, { rating: 6, comment: 'x' })).statusCode,
    ).toBe(400);
  });
});
