/**
 * GET customer/shop/{profileLink}/slots: a month of free start times for one service, exactly the
 * times POST customer/bookings takes — hours, breaks, days off, blocked time, bookings and both
 * booking windows at their edges, avoid-gaps — and readable refusals of bad input.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  book,
  createTestApp,
  customer,
  setDeposit,
  type TestApp,
  vendorWithServices,
} from '../../test/harness.ts';

let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
let alice: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  vendor = await vendorWithServices(t);
  alice = await customer(t, 'alice');
});
afterEach(() => t.close());

// The clock is Friday 2026-11-20, 10:00 in Lagos; the vendor opens Monday to Saturday, 09:00–18:00,
// with a 60-minute notice and 90 days ahead. Wash & Set (vendor.fixed) takes 60 minutes.
const SATURDAY = '2026-11-21';
const MONDAY = '2026-11-23';

interface Month {
  success: true;
  service_id: number;
  month: string;
  duration_minutes: number;
  step_minutes: number;
  days: { date: string; times: string[] }[];
}
const slots = (query: string, link = vendor.profileLink) =>
  t.app.inject({ url: `/api/customer/shop/${link}/slots?${query}` });
const month = async (value = '2026-11', serviceId = vendor.fixed) => {
  const res = await slots(`service_id=${serviceId}&month=${value}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Month;
};
const timesOn = async (date: string, serviceId = vendor.fixed) =>
  (await month(date.slice(0, 7), serviceId)).days.find((d) => d.date === date)?.times ?? [];
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
/** 'HH:mm' every 15 minutes from `from` to `to`, both included. */
const every15 = (from: string, to: string) => {
  const times: string[] = [];
  for (let m = minutesOf(from); m <= minutesOf(to); m += 15)
    times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return times;
};
const slot = (date: string, time: string, service_id = vendor.fixed) => ({ service_id, date, time });

describe('a month of free slots', () => {
  it('answers every Lagos day of the month, open without signing in', async () => {
    const answer = await month();
    expect(answer).toMatchObject({
      success: true,
      service_id: vendor.fixed,
      month: '2026-11',
      duration_minutes: 60,
      step_minutes: 15,
    });
    expect(answer.days.map((d) => d.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`),
    );
    const on = (date: string) => answer.days.find((d) => d.date === date)?.times;
    // The past, today before the notice, Sundays: nothing.
    expect(on('2026-11-19')).toEqual([]);
    expect(on('2026-11-22')).toEqual([]);
    // Today from exactly 60 minutes ahead; a whole day until the last hour that ends by closing.
    expect(on('2026-11-20')).toEqual(every15('11:00', '17:00'));
    expect(on(SATURDAY)).toEqual(every15('09:00', '17:00'));
    // A 120-minute service ends by closing too.
    expect(await timesOn(SATURDAY, vendor.startsAt)).toEqual(every15('09:00', '16:00'));
    // February of a leap year and not.
    expect((await month('2028-02')).days).toHaveLength(29);
    expect((await month('2027-02')).days).toHaveLength(28);
  });

  it('leaves out breaks, days off, blocked time and bookings', async () => {
    const { db } = t.app.container;
    await db
      .insertInto('business_breaks')
      .values({ user_id: vendor.userId, day: 5, start_time: '13:00', end_time: '14:00' })
      .execute();
    await db
      .insertInto('days_off')
      .values({ user_id: vendor.userId, date: MONDAY, reason: 'Training' })
      .execute();
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/blocked-times',
      headers: vendor.auth,
      payload: { date: '2026-11-24', start_time: '10:00', end_time: '11:30', reason: 'Staff training' },
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect((await book(t, alice, vendor.userId, [slot(SATURDAY, '15:00')])).statusCode).toBe(201);

    // 12:15–13:45 would run into the break, 14:15–15:45 into the booking at 15:00.
    expect(await timesOn(SATURDAY)).toEqual([
      ...every15('09:00', '12:00'),
      '14:00',
      ...every15('16:00', '17:00'),
    ]);
    expect(await timesOn(MONDAY)).toEqual([]);
    // 09:15–11:15 would run into the blocked 10:00–11:30; 11:30 is where it ends.
    expect(await timesOn('2026-11-24')).toEqual(['09:00', ...every15('11:30', '17:00')]);
  });

  it('keeps the booking windows at their edges', async () => {
    const { db } = t.app.container;
    // 90 days after Friday 20 November 10:00 is Thursday 18 February 2027 10:00.
    const february = await month('2027-02');
    expect(february.days.find((d) => d.date === '2027-02-18')?.times).toEqual(every15('09:00', '10:00'));
    expect(february.days.find((d) => d.date === '2027-02-19')?.times).toEqual([]);
    expect((await book(t, alice, vendor.userId, [slot('2027-02-18', '10:00')])).statusCode).toBe(201);
    expect((await book(t, alice, vendor.userId, [slot('2027-02-18', '10:15')])).statusCode).toBe(409);
    expect((await month('2027-03')).days.every((d) => d.times.length === 0)).toBe(true);

    await db
      .updateTable('users')
      .set({ booking_window: 75, future_booking_window: 1 })
      .where('id', '=', vendor.userId)
      .execute();
    expect(await timesOn('2026-11-20')).toEqual(every15('11:15', '17:00'));
    expect(await timesOn(SATURDAY)).toEqual(every15('09:00', '10:00'));
    expect((await book(t, alice, vendor.userId, [slot('2026-11-20', '11:00')])).json().message).toBe(
      'Wash & Set: Book at least 75 minutes ahead',
    );
    // The clock moves on: so does the month.
    t.clock.advance(30 * 60_000);
    expect((await timesOn('2026-11-20'))[0]).toBe('11:45');
  });

  it('lists only starts avoid-gaps allows when the vendor asks for it', async () => {
    const { db } = t.app.container;
    await db.updateTable('users').set({ avoid_gaps: 1 }).where('id', '=', vendor.userId).execute();
    await db
      .insertInto('business_breaks')
      .values({ user_id: vendor.userId, day: 5, start_time: '13:00', end_time: '14:00' })
      .execute();
    expect(await timesOn(SATURDAY)).toEqual(['09:00', '14:00']);
    expect((await book(t, alice, vendor.userId, [slot(SATURDAY, '09:00', vendor.startsAt)])).statusCode).toBe(
      201,
    );
    // The 120-minute booking ends at 11:00: the next start is there.
    expect(await timesOn(SATURDAY)).toEqual(['11:00', '14:00']);
    const refused = await book(t, alice, vendor.userId, [slot(SATURDAY, '11:15')]);
    expect(refused.json().message).toMatch(/right after another booking/);
  });
});

describe('what the month lists, POST customer/bookings takes', () => {
  it('takes every time listed, refuses every one left out, and a time just taken disappears', async () => {
    const { db } = t.app.container;
    await db
      .insertInto('business_breaks')
      .values({ user_id: vendor.userId, day: 0, start_time: '12:30', end_time: '13:10' })
      .execute();
    // Every start of the 15-minute grid on Monday: the ones left out are refused, writing nothing.
    const listed = await timesOn(MONDAY);
    const left = every15('00:00', '23:45').filter((time) => !listed.includes(time));
    for (const time of left) {
      const res = await book(t, alice, vendor.userId, [slot(MONDAY, time)]);
      expect(res.statusCode, `${time}: ${res.body}`).toBe(409);
    }
    // The break ends off the grid: 13:10 is offered.
    expect(listed).toContain('13:10');
    // Book listed times one after another (several customers, under the per-customer caps).
    const customers = [alice, await customer(t, 'bob'), await customer(t, 'chi')];
    let current = listed;
    for (let n = 0; n < 9 && current.length > 0; n++) {
      const time = current[(n * 7) % current.length]!;
      const res = await book(t, customers[n % 3]!, vendor.userId, [slot(MONDAY, time)]);
      expect(res.statusCode, `${time}: ${res.body}`).toBe(201);
      const next = await timesOn(MONDAY);
      expect(next).not.toContain(time);
      // Every start whose hour would meet the booked one goes; only where it ends may be new.
      const clash = (x: string) => Math.abs(minutesOf(x) - minutesOf(time)) < 60;
      const endsAt = `${String(Math.floor((minutesOf(time) + 60) / 60)).padStart(2, '0')}:${time.slice(3)}`;
      expect(next.filter((x) => x !== endsAt)).toEqual(current.filter((x) => !clash(x) && x !== endsAt));
      current = next;
    }
  });

  it('frees the time of a deposit hold once it lapses', async () => {
    await setDeposit(t, vendor.fixed, 'fixed', 100_000);
    const held = await book(t, alice, vendor.userId, [slot(SATURDAY, '10:00')]);
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json().bookings[0].booking_status).toBe('awaiting payment');
    expect(await timesOn(SATURDAY)).not.toContain('10:00');
    t.clock.advance(16 * 60_000);
    expect(await timesOn(SATURDAY)).toContain('10:00');
  });
});

describe('bad input', () => {
  it('answers 404 for an unknown shop, and a shop out of search by its link', async () => {
    const res = await slots(`service_id=${vendor.fixed}&month=2026-11`, 'nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Shop not found' });
    // 'Turn off to be reachable by your link only': its link still books.
    await t.app.container.db
      .updateTable('users')
      .set({ search_visibility: 0 })
      .where('id', '=', vendor.userId)
      .execute();
    expect((await slots(`service_id=${vendor.fixed}&month=2026-11`)).statusCode).toBe(200);
  });

  it('answers 422 for a service that is not on offer in this shop', async () => {
    const other = await vendorWithServices(t, 2);
    const { db } = t.app.container;
    await db
      .updateTable('services')
      .set({ deleted_at: '2026-11-01T00:00:00.000Z' })
      .where('id', '=', vendor.startsAt)
      .execute();
    for (const id of [other.fixed, 999_999, vendor.startsAt]) {
      const res = await slots(`service_id=${id}&month=2026-11`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: 'Choose a service of this shop',
        errors: { service_id: 'Choose a service of this shop' },
      });
    }
  });

  it('refuses a malformed month or service id with 400 and the field at fault', async () => {
    for (const month of ['2026-13', '2026-1', '26-11', '2026-11-01', '', 'x', '1969-12', '2100-01']) {
      const res = await slots(`service_id=${vendor.fixed}&month=${month}`);
      expect(res.statusCode, month).toBe(400);
      expect(res.json().errors.month, month).toBe('Months are YYYY-MM');
    }
    for (const query of [`month=2026-11`, `service_id=abc&month=2026-11`, `service_id=0&month=2026-11`]) {
      const res = await slots(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.service_id, query).toEqual(expect.any(String));
    }
    expect((await slots(`service_id=${vendor.fixed}`)).statusCode).toBe(400);
    expect((await slots(`service_id=${vendor.fixed}&month=2026-11&month=2026-12`)).statusCode).toBe(400);
    // The first and last months taken answer, with nothing to book.
    for (const value of ['1970-01', '2099-12']) {
      const answer = await month(value);
      expect(answer.days).toHaveLength(31);
      expect(answer.days.every((d) => d.times.length === 0)).toBe(true);
    }
  });
});
