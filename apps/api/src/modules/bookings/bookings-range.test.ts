import { randomUUID } from 'node:crypto';
import { BOOKINGS_RANGE_MAX_DAYS, BOOKINGS_RANGE_MESSAGES, fromLagos } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { book, createTestApp, customer, type TestApp, vendorWithServices } from '../../test/harness.ts';

/** GET vendor/bookings/range: the calendar's visible Lagos days, both included. */
let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
let alice: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  vendor = await vendorWithServices(t);
  alice = await customer(t, 'alice');
});
afterEach(() => t.close());

const range = (query: string, headers: Record<string, string> = vendor.auth) =>
  t.app.inject({ url: `/api/vendor/bookings/range?${query}`, headers });
const all = async () =>
  (await t.app.inject({ url: `/api/getallbookingsbydate/${vendor.userId}`, headers: vendor.auth })).json()
    .bookings as { id: number; servvice_date: string; service_time: string }[];

/**
 * A booking put straight in the table at a Lagos wall-clock time the slot rules would refuse
 * (late at night), so the range's edges can be tried.
 */
async function insertAt(date: string, time: string, userId = vendor.userId, status = 'approved') {
  const start = fromLagos(date, time);
  const now = t.clock.now().toISOString();
  const [row] = await t.app.container.db
    .insertInto('bookings')
    .values({
      user_id: userId,
      customer_id: null,
      multiple_id: randomUUID(),
      reference: `BK-${randomUUID().slice(0, 8)}`,
      service_name: 'Wash & Set',
      duration_type: 'Fixed',
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 30 * 60_000).toISOString(),
      status,
      service_price: 800_000,
      service_location: "At Vendor's Location",
      client_name: 'Walk-in Ada',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .execute();
  return row!.id;
}
const idsOf = async (query: string) => {
  const res = await range(query);
  expect(res.statusCode).toBe(200);
  return (res.json().bookings as { id: number }[]).map((b) => b.id);
};

describe('the range of Lagos days', () => {
  it('holds the bookings starting from 00:00 of the first day to before 00:00 after the last', async () => {
    const beforeFirst = await insertAt('2026-10-31', '23:59');
    const firstMidnight = await insertAt('2026-11-01', '00:00');
    const lastLate = await insertAt('2026-11-30', '23:30');
    const nextMidnight = await insertAt('2026-12-01', '00:00');
    expect(await idsOf('from=2026-11-01&to=2026-11-30')).toEqual([firstMidnight, lastLate]);
    expect(await idsOf('from=2026-11-30&to=2026-11-30')).toEqual([lastLate]);
    expect(await idsOf('from=2026-12-01&to=2026-12-01')).toEqual([nextMidnight]);
    expect(await idsOf('from=2026-10-31&to=2026-12-01')).toEqual([
      beforeFirst,
      firstMidnight,
      lastLate,
      nextMidnight,
    ]);
    expect(await idsOf('from=2026-12-02&to=2026-12-31')).toEqual([]);
  });

  it('answers the same objects, in the same order, as getallbookingsbydate', async () => {
    const saturday = await book(t, alice, vendor.userId, [
      { service_id: vendor.startsAt, date: '2026-11-21', time: '12:00' },
      { service_id: vendor.fixed, date: '2026-11-21', time: '10:00' },
    ]);
    expect(saturday.statusCode).toBe(201);
    const monday = await book(t, alice, vendor.userId, [
      { service_id: vendor.fixed, date: '2026-11-23', time: '09:00' },
    ]);
    expect(monday.statusCode).toBe(201);
    const walkIn = await insertAt('2026-11-21', '22:00');
    // A cancelled booking with its comment, and a review, as the list presents them.
    const [first] = saturday.json().bookings as { id: number }[];
    const accepted = await t.app.inject({ url: `/api/acceptBooking/${first!.id}`, headers: vendor.auth });
    expect(accepted.statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/cancelvendorBooking/${first!.id}`,
      headers: vendor.auth,
      payload: { comment: 'Stylist is ill' },
    });
    expect(cancelled.statusCode).toBe(200);
    await t.app.container.db
      .insertInto('reviews')
      .values({
        booking_id: walkIn,
        user_id: vendor.userId,
        customer_id: null,
        rating: 5,
        comment: 'Lovely',
        created_at: t.clock.now().toISOString(),
      })
      .execute();

    const everything = await all();
    expect(everything).toHaveLength(4);
    const res = await range('from=2026-11-21&to=2026-11-21');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['bookings', 'success']);
    expect(body.success).toBe(true);
    expect(body.bookings).toEqual(everything.filter((b) => b.servvice_date === '2026-11-21'));
    expect(body.bookings.map((b: { service_time: string }) => b.service_time)).toEqual([
      '10:00',
      '12:00',
      '22:00',
    ]);
    expect((await range('from=2026-11-01&to=2026-11-30')).json().bookings).toEqual(everything);
  });

  it('lists only the vendor’s own bookings, and none awaiting payment or expired', async () => {
    const other = await vendorWithServices(t, 2);
    const mine = await insertAt('2026-11-21', '08:00');
    await insertAt('2026-11-21', '09:00', other.userId);
    await insertAt('2026-11-21', '10:00', vendor.userId, 'awaiting payment');
    await insertAt('2026-11-21', '11:00', vendor.userId, 'expired');
    expect(await idsOf('from=2026-11-21&to=2026-11-21')).toEqual([mine]);
    const theirs = await range('from=2026-11-21&to=2026-11-21', other.auth);
    expect(theirs.json().bookings.map((b: { id: number }) => b.id)).not.toContain(mine);
    expect(theirs.json().bookings).toHaveLength(1);
  });
});

describe('revalidation', () => {
  it('answers 304 without a body while the vendor’s bookings are unchanged, 200 after a change', async () => {
    await insertAt('2026-11-21', '08:00');
    const first = await range('from=2026-11-21&to=2026-11-21');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await range('from=2026-11-21&to=2026-11-21', { ...vendor.auth, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another range is another list.
    const week = await range('from=2026-11-16&to=2026-11-22', { ...vendor.auth, 'if-none-match': etag });
    expect(week.statusCode).toBe(200);

    // A booking anywhere moves the version: the old tag no longer stands.
    const booked = await book(t, alice, vendor.userId, [
      { service_id: vendor.fixed, date: '2026-11-23', time: '10:00' },
    ]);
    expect(booked.statusCode).toBe(201);
    const changed = await range('from=2026-11-21&to=2026-11-21', { ...vendor.auth, 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual(first.json());
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('never answers 304 to another vendor holding the same tag', async () => {
    const other = await vendorWithServices(t, 2);
    const mine = await range('from=2026-11-21&to=2026-11-21');
    const theirs = await range('from=2026-11-21&to=2026-11-21', {
      ...other.auth,
      'if-none-match': String(mine.headers.etag),
    });
    expect(theirs.statusCode).toBe(200);
  });
});

describe('today’s and the seven days’ lists (SPEC §7), tagged as the ranges of their days', () => {
  const lists = ['getAllBookingsBy1days', 'getAllBookingsBy7days'];
  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/${path}`, headers: { ...vendor.auth, ...headers } });
  const ids = (res: { json: () => { bookings: { id: number }[] } }) => res.json().bookings.map((b) => b.id);

  it('answers 304 without a body while unchanged; a new list after a change and on the next day', async () => {
    // The test clock stands on Friday 2026-11-20, 10:00 in Lagos.
    const friday = await insertAt('2026-11-20', '12:00');
    const saturday = await insertAt('2026-11-21', '12:00');
    const tags = new Map<string, string>();
    for (const path of lists) {
      const first = await get(path);
      expect(first.statusCode, path).toBe(200);
      expect(first.headers.etag, path).toMatch(/^W\/"/);
      expect(first.headers['cache-control'], path).toBe('private, no-cache');
      tags.set(path, String(first.headers.etag));
      const again = await get(path, { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode, path).toBe(304);
      expect(again.body, path).toBe('');
      // The token is checked before the tag.
      const anonymous = await t.app.inject({
        url: `/api/${path}`,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(anonymous.statusCode, path).toBe(401);
    }
    expect(ids(await get(lists[0]!))).toEqual([friday]);
    expect(ids(await get(lists[1]!))).toEqual([friday, saturday]);

    // Another booking moves the vendor's version: the tags held no longer stand.
    const later = await insertAt('2026-11-20', '15:00');
    for (const path of lists) {
      const changed = await get(path, { 'if-none-match': tags.get(path)! });
      expect(changed.statusCode, path).toBe(200);
      expect(ids(changed), path).toContain(later);
      tags.set(path, String(changed.headers.etag));
    }

    // Saturday: the same version is another day's list.
    t.clock.advance(24 * 3_600_000);
    const today = await get(lists[0]!, { 'if-none-match': tags.get(lists[0]!)! });
    expect(today.statusCode).toBe(200);
    expect(ids(today)).toEqual([saturday]);
    const week = await get(lists[1]!, { 'if-none-match': tags.get(lists[1]!)! });
    expect(week.statusCode).toBe(200);
    expect(ids(week)).toEqual([saturday]);
  });

  it('never answers 304 to another vendor holding the same tag', async () => {
    const other = await vendorWithServices(t, 2);
    for (const path of lists) {
      const mine = await get(path);
      const theirs = await t.app.inject({
        url: `/api/${path}`,
        headers: { ...other.auth, 'if-none-match': String(mine.headers.etag) },
      });
      expect(theirs.statusCode, path).toBe(200);
    }
  });
});

describe('what it refuses', () => {
  it('asks for a sign-in before reading the query', async () => {
    for (const query of ['from=2026-11-01&to=2026-11-30', 'from=nonsense', '']) {
      const res = await range(query, {});
      expect(res.statusCode).toBe(401);
    }
    expect((await range('from=2026-11-01&to=2026-11-30', { authorization: 'Bearer nope' })).statusCode).toBe(
      401,
    );
    // A customer's token is not a vendor's.
    expect((await range('from=2026-11-01&to=2026-11-30', alice)).statusCode).toBe(401);
  });

  it('answers a malformed or missing day as any other bad input, per field', async () => {
    const cases: [string, string, string][] = [
      ['from=2026-11-01', 'to', BOOKINGS_RANGE_MESSAGES.day],
      ['to=2026-11-01', 'from', BOOKINGS_RANGE_MESSAGES.day],
      ['from=01-11-2026&to=2026-11-30', 'from', BOOKINGS_RANGE_MESSAGES.day],
      ['from=2026-11-01&to=2026-11-30T00:00', 'to', BOOKINGS_RANGE_MESSAGES.day],
      ['from=2026-02-30&to=2026-03-01', 'from', BOOKINGS_RANGE_MESSAGES.realDay],
      ['from=2026-11-01&to=2026-13-01', 'to', BOOKINGS_RANGE_MESSAGES.realDay],
    ];
    for (const [query, field, message] of cases) {
      const res = await range(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[field], query).toBe(message);
      expect(res.json().success).toBe(false);
    }
  });

  it('refuses a reversed range and one longer than the limit with a readable message', async () => {
    const reversed = await range('from=2026-11-30&to=2026-11-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().message).toBe(BOOKINGS_RANGE_MESSAGES.reversed);
    expect(BOOKINGS_RANGE_MAX_DAYS).toBe(62);
    // 2026-11-01 … 2027-01-01 is 62 days, both counted; one more is refused.
    expect((await range('from=2026-11-01&to=2027-01-01')).statusCode).toBe(200);
    const tooLong = await range('from=2026-11-01&to=2027-01-02');
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().message).toBe(BOOKINGS_RANGE_MESSAGES.tooLong);
    expect(tooLong.json().message).toBe('Ask for at most 62 days at a time');
    expect((await range('from=2000-01-01&to=2099-12-31')).statusCode).toBe(422);
  });
});

describe('the busy days of a range (the month calendar’s dots)', () => {
  const busy = (query: string, headers: Record<string, string> = vendor.auth) =>
    t.app.inject({ url: `/api/vendor/bookings/busy-days?${query}`, headers });
  const daysOf = async (query: string) => {
    const res = await busy(query);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['days', 'success']);
    return res.json().days as string[];
  };

  it('lists each Lagos day with a booking once, in order, by the same edges as the range', async () => {
    await insertAt('2026-10-31', '23:59');
    await insertAt('2026-11-01', '00:00');
    await insertAt('2026-11-21', '10:00');
    await insertAt('2026-11-21', '09:00');
    await insertAt('2026-11-30', '23:30');
    await insertAt('2026-12-01', '00:00');
    expect(await daysOf('from=2026-11-01&to=2026-11-30')).toEqual(['2026-11-01', '2026-11-21', '2026-11-30']);
    expect(await daysOf('from=2026-10-26&to=2026-12-06')).toEqual([
      '2026-10-31',
      '2026-11-01',
      '2026-11-21',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(await daysOf('from=2026-12-02&to=2026-12-31')).toEqual([]);
  });

  it('agrees with the range’s bookings: a rejected one, another vendor’s and the hidden ones make no day busy', async () => {
    const other = await vendorWithServices(t, 2);
    await insertAt('2026-11-20', '08:00', vendor.userId, 'rejected');
    await insertAt('2026-11-21', '08:00', other.userId);
    await insertAt('2026-11-22', '10:00', vendor.userId, 'awaiting payment');
    await insertAt('2026-11-23', '11:00', vendor.userId, 'expired');
    await insertAt('2026-11-24', '11:00', vendor.userId, 'cancelled');
    await insertAt('2026-11-25', '11:00', vendor.userId, 'completed');
    const listed = (await range('from=2026-11-01&to=2026-11-30')).json().bookings as {
      booking_status: string;
      servvice_date: string;
    }[];
    const fromList = [
      ...new Set(listed.filter((b) => b.booking_status !== 'rejected').map((b) => b.servvice_date)),
    ];
    expect(await daysOf('from=2026-11-01&to=2026-11-30')).toEqual(['2026-11-24', '2026-11-25']);
    expect(fromList).toEqual(['2026-11-24', '2026-11-25']);
    expect((await busy('from=2026-11-01&to=2026-11-30', other.auth)).json().days).toEqual(['2026-11-21']);
  });

  it('is tagged as the range is: 304 while unchanged, a new answer after any booking', async () => {
    await insertAt('2026-11-21', '08:00');
    const first = await busy('from=2026-11-01&to=2026-11-30');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(
      (await busy('from=2026-11-01&to=2026-11-30', { ...vendor.auth, 'if-none-match': etag })).statusCode,
    ).toBe(304);
    // The range's list of the same days is another answer, never 304 for this tag.
    expect(
      (await range('from=2026-11-01&to=2026-11-30', { ...vendor.auth, 'if-none-match': etag })).statusCode,
    ).toBe(200);
    const booked = await book(t, alice, vendor.userId, [
      { service_id: vendor.fixed, date: '2026-11-23', time: '10:00' },
    ]);
    expect(booked.statusCode).toBe(201);
    const changed = await busy('from=2026-11-01&to=2026-11-30', { ...vendor.auth, 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().days).toEqual(['2026-11-21', '2026-11-23']);
  });

  it('refuses what the range refuses, with the same messages, and asks for a token first', async () => {
    expect((await busy('from=2026-11-30&to=2026-11-01')).json().message).toBe(
      BOOKINGS_RANGE_MESSAGES.reversed,
    );
    const tooLong = await busy('from=2026-11-01&to=2027-01-02');
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().message).toBe(BOOKINGS_RANGE_MESSAGES.tooLong);
    const malformed = await busy('from=2026-02-30&to=2026-03-01');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.from).toBe(BOOKINGS_RANGE_MESSAGES.realDay);
    expect((await busy('from=2026-11-01&to=2026-11-30', {})).statusCode).toBe(401);
  });
});
