/**
 * Issue 10 on the customer side: slot flooding (one customer holding a vendor's calendar and
 * flooding its inbox) and password guessing on customer sign-in.
 */
import { ABUSE_LIMITS, MSG } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  book,
  createTestApp,
  customer,
  setDeposit,
  type TestApp,
  vendorWithServices,
} from '../../test/harness.ts';

const B = ABUSE_LIMITS.bookings;
const L = ABUSE_LIMITS.signIn;

let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
let mallory: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  vendor = await vendorWithServices(t);
  mallory = await customer(t, 'mallory');
});
afterEach(() => t.close());

// The clock is Friday 2026-11-20, 10:00 in Lagos; the shop opens Mon–Sat 09:00–18:00.
const DAYS = ['2026-11-21', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const HOURS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
/** The n-th free hour of the shop's week, as a booking item. */
const slot = (n: number, service_id = vendor.fixed) => ({
  service_id,
  date: DAYS[Math.floor(n / HOURS.length)]!,
  time: HOURS[n % HOURS.length]!,
});
const slots = (from: number, count: number, service_id = vendor.fixed) =>
  Array.from({ length: count }, (_, i) => slot(from + i, service_id));
const bookingsOf = async (customerId?: number) => {
  let query = t.app.container.db.selectFrom('bookings').select(['id', 'status']);
  if (customerId) query = query.where('customer_id', '=', customerId);
  return query.execute();
};
const NAT = '102.89.0.1';
const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

describe('slot flooding', () => {
  it('stops one customer holding a vendor’s calendar, while other customers still book', async () => {
    // The audit: 60 requests of 10 items from one unverified customer.
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await book(t, mallory, vendor.userId, slots(i * 10, 10)));
    expect(answers[0]!.statusCode).toBe(201);
    for (const refused of answers.slice(1)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, message: MSG.tooManyOpenBookings });
      expect(retryAfter(refused)).toBeGreaterThan(0);
    }
    expect(await bookingsOf()).toHaveLength(B.openPerVendor);
    // One alert for the one booking that got through.
    const alerts = await t.app.container.db.selectFrom('notifications').select('id').execute();
    expect(alerts).toHaveLength(1);

    // An honest customer still finds free hours.
    const bola = await customer(t, 'bola');
    expect((await book(t, bola, vendor.userId, slots(40, 2))).statusCode).toBe(201);
  });

  it('counts racing requests one after the other', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => book(t, mallory, vendor.userId, slots(i * 5, 5))),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(B.openPerVendor / 5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(8 - B.openPerVendor / 5);
    expect(await bookingsOf()).toHaveLength(B.openPerVendor);
  });

  it('frees the cap as the vendor confirms', async () => {
    const first = await book(t, mallory, vendor.userId, slots(0, B.openPerVendor));
    expect(first.statusCode).toBe(201);
    expect((await book(t, mallory, vendor.userId, slots(20, 1))).statusCode).toBe(429);
    // The vendor accepts them: they are no longer waiting.
    await t.app.container.db.updateTable('bookings').set({ status: 'approved' }).execute();
    expect((await book(t, mallory, vendor.userId, slots(20, 1))).statusCode).toBe(201);
  });

  it('counts bookings held for a deposit until the hold lapses, and says when', async () => {
    await setDeposit(t, vendor.fixed, 'fixed', 100_000);
    const held = await book(t, mallory, vendor.userId, slots(0, B.openPerVendor));
    expect(held.statusCode).toBe(201);
    expect(held.json().bookings[0].booking_status).toBe('awaiting payment');
    const refused = await book(t, mallory, vendor.userId, slots(20, 1));
    expect(refused.statusCode).toBe(429);
    const hold = await t.app.container.db
      .selectFrom('bookings')
      .select('hold_expires_at')
      .executeTakeFirstOrThrow();
    const lapse = new Date(hold.hold_expires_at!).getTime() - t.clock.now().getTime();
    expect(retryAfter(refused)).toBe(Math.ceil(lapse / 1000));
    t.clock.advance(lapse);
    expect((await book(t, mallory, vendor.userId, slots(20, 1))).statusCode).toBe(201);
  });

  it('caps the bookings one customer makes in an hour, across vendors', async () => {
    const others = [await vendorWithServices(t, 2), await vendorWithServices(t, 3)];
    const a = await book(t, mallory, vendor.userId, slots(0, 10));
    const b = await book(t, mallory, others[0]!.userId, slots(0, 10, others[0]!.fixed));
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const c = await book(t, mallory, others[1]!.userId, slots(0, 1, others[1]!.fixed));
    expect(c.statusCode).toBe(429);
    expect(c.json().message).toBe(MSG.tooManyBookings);
    expect(retryAfter(c)).toBe(ABUSE_LIMITS.hourMs / 1000);
    t.clock.advance(ABUSE_LIMITS.hourMs);
    expect((await book(t, mallory, others[1]!.userId, slots(20, 1, others[1]!.fixed))).statusCode).toBe(201);
    expect(await bookingsOf()).toHaveLength(B.perHour + 1);
  });

  it('lets an honest customer book a family’s services at once', async () => {
    const res = await book(t, mallory, vendor.userId, slots(0, 4));
    expect(res.statusCode).toBe(201);
    expect((await book(t, mallory, vendor.userId, slots(10, 3))).statusCode).toBe(201);
  });
});

describe('slot flooding by a burst of new accounts (issue 31)', () => {
  // Two weeks of the shop's hours: 108 free slots.
  const WEEKS = [...DAYS, '2026-11-28', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];
  const hour = (n: number) => ({
    service_id: vendor.fixed,
    date: WEEKS[Math.floor(n / HOURS.length)]!,
    time: HOURS[n % HOURS.length]!,
  });
  const bookFrom = (ip: string, headers: Record<string, string>, from: number, count: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/bookings',
      headers,
      remoteAddress: ip,
      payload: {
        vendor_id: vendor.userId,
        items: Array.from({ length: count }, (_, i) => hour(from + i)),
        service_location: "At Vendor's Location",
      },
    });

  it('holds new accounts together to a few of a vendor’s slots, however many addresses they use', async () => {
    // Customers with a history: one who joined days ago, one whose booking was completed.
    const bola = await customer(t, 'bola');
    await t.app.container.db
      .updateTable('customers')
      .set({ created_at: '2026-11-01T00:00:00.000Z' })
      .where('email', '=', 'customerbola@example.ng')
      .execute();
    const dayo = await customer(t, 'dayo');
    expect((await bookFrom('105.112.0.9', dayo, 100, 1)).statusCode).toBe(201);
    await t.app.container.db.updateTable('bookings').set({ status: 'completed' }).execute();

    // The audit: 10 fresh accounts asking for 10 slots each; here each from its own address.
    const answers = [];
    for (let n = 0; n < 10; n++) {
      answers.push(await bookFrom(`41.0.0.${n}`, await customer(t, `fresh${n}`), n * 10, 10));
    }
    const held = B.newCustomersOpenPerVendor / 10;
    expect(answers.map((a) => a.statusCode)).toEqual([
      ...Array(held).fill(201),
      ...Array(10 - held).fill(429),
    ]);
    expect(answers[held]!.json()).toMatchObject({ success: false, message: MSG.tooManyOpenBookings });
    expect(retryAfter(answers[held]!)).toBeGreaterThan(0);
    const waiting = await t.app.container.db
      .selectFrom('bookings')
      .select('id')
      .where('status', '=', 'pending')
      .execute();
    expect(waiting).toHaveLength(B.newCustomersOpenPerVendor);
    // Customers with a history book as before, and new ones again once the vendor answers.
    expect((await bookFrom('41.0.0.1', bola, 101, 2)).statusCode).toBe(201);
    expect((await bookFrom('41.0.0.1', dayo, 103, 2)).statusCode).toBe(201);
    await t.app.container.db
      .updateTable('bookings')
      .set({ status: 'rejected' })
      .where('status', '=', 'pending')
      .execute();
    expect((await bookFrom('41.0.0.1', mallory, 90, 2)).statusCode).toBe(201);
  });

  it('lets new accounts on one address book only a few of a vendor’s slots an hour', async () => {
    const answers = [];
    for (let n = 0; n < 5; n++) answers.push(await bookFrom(NAT, await customer(t, `fresh${n}`), n * 10, 10));
    const through = B.newCustomerSlotsPerAddressPerHour / 10;
    expect(answers.map((a) => a.statusCode)).toEqual([
      ...Array(through).fill(201),
      ...Array(5 - through).fill(429),
    ]);
    expect(answers[through]!.json()).toMatchObject({ success: false, message: MSG.tooManyBookings });
    expect(await bookingsOf()).toHaveLength(B.newCustomerSlotsPerAddressPerHour);
    // Other addresses are not held up by it, and the address gets its share again an hour later.
    expect((await bookFrom('105.112.0.9', mallory, 60, 2)).statusCode).toBe(201);
    t.clock.advance(ABUSE_LIMITS.hourMs);
    expect((await bookFrom(NAT, await customer(t, 'later'), 70, 2)).statusCode).toBe(201);
  });

  it('leaves the address alone where the per-address ceiling is off (a load test from one address)', async () => {
    const load = await createTestApp({}, { RATE_LIMIT_MAX: '0' });
    try {
      const shop = await vendorWithServices(load);
      for (let n = 0; n < 3; n++) {
        const res = await book(
          load,
          await customer(load, `load${n}`),
          shop.userId,
          slots(n * 10, 10, shop.fixed),
        );
        expect(res.statusCode).toBe(201);
      }
    } finally {
      await load.close();
    }
  });
});

describe('customer sign-in', () => {
  const login = (password: string, ip = '102.89.0.1', email = 'customermallory@example.ng') =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('is limited like vendor sign-in: 30 guesses do not all get an answer', async () => {
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await login(`Guess@${i}`));
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(L.pairFreeFailures);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(30 - L.pairFreeFailures);
    expect(refused[0]!.json()).toMatchObject({ success: false, message: MSG.tooManySignIns });
    expect(retryAfter(refused[0]!)).toBeGreaterThan(0);
    // The owner on another address, and other customers on the same one, sign in.
    expect((await login('Secret@123', '105.112.0.9')).statusCode).toBe(200);
    await customer(t, 'bola');
    expect((await login('Secret@123', '102.89.0.1', 'customerbola@example.ng')).statusCode).toBe(200);
  });

  it('stops a parallel burst too', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(`Guess@${i}`)));
    expect(answers.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(L.pairFreeFailures + 1);
  });
});
