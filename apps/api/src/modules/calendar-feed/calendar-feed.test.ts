/**
 * Issue 36: the secret iCalendar feeds, read back with a real iCalendar parser (ical.js) as a
 * phone's calendar reads them: the shop's and a team member's bookings at their Lagos times, the
 * client's first name only, another vendor's bookings absent, and a reset link killing the old one.
 */
import { fromLagos } from '@app/shared';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  bookWalkIn,
  createTestApp,
  customer,
  type TestApp,
  vendorWithServices,
} from '../../test/harness.ts';

let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
let other: Awaited<ReturnType<typeof vendorWithServices>>;
let adaId: number;
// The clock is Friday 2026-11-20, 10:00 in Lagos.
const SATURDAY = '2026-11-21';

const walkIn = async (who: typeof vendor, time: string, client_name: string, staff_id?: number) => {
  const res = await bookWalkIn(t, who, {
    date: SATURDAY,
    time,
    client_name,
    ...(staff_id ? { staff_id } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().booking.id as number;
};
const reset = (staff_id: number | null, headers: Record<string, string> = vendor.auth) =>
  t.app.inject({ method: 'POST', url: '/api/vendor/calendar-feeds/reset', headers, payload: { staff_id } });
/** Fetches a feed link as a calendar app does and parses it; the raw text too. */
const subscribe = async (url: string) => {
  const res = await t.app.inject({ url: new URL(url).pathname });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  const events = calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      summary: e.summary,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
      status: v.getFirstPropertyValue('status'),
    };
  });
  return { text: res.body, name: calendar.getFirstPropertyValue('x-wr-calname'), events };
};
const at = (time: string) => fromLagos(SATURDAY, time).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  vendor = await vendorWithServices(t);
  other = await vendorWithServices(t, 2);
  const staff = await t.app.inject({
    method: 'POST',
    url: '/api/vendor/staff',
    headers: vendor.auth,
    payload: {
      name: 'Ada',
      service_ids: [vendor.fixed],
      days: [0, 1, 2, 3, 4, 5].map((day) => ({ day, open_time: '09:00', close_time: '18:00', breaks: [] })),
    },
  });
  expect(staff.statusCode, staff.body).toBe(201);
  adaId = staff.json().staff.id;
  // A client's online request (pending), Ada's walk-in (approved), and one cancelled.
  const alice = await customer(t, 'alice');
  const online = await book(t, alice, vendor.userId, [
    { service_id: vendor.fixed, date: SATURDAY, time: '10:00' },
  ]);
  expect(online.statusCode, online.body).toBe(201);
  await walkIn(vendor, '12:00', 'Amina Bello', adaId);
  const cancelled = await walkIn(vendor, '15:00', 'Chidi Okafor');
  const cancel = await t.app.inject({
    method: 'POST',
    url: `/api/cancelvendorBooking/${cancelled}`,
    headers: vendor.auth,
    payload: { comment: 'Stylist is ill' },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  await walkIn(other, '10:00', 'Zainab Musa');
});
afterAll(() => t.close());

describe('calendar feeds', () => {
  it('lists the shop and each team member, and refuses without a token', async () => {
    expect((await t.app.inject({ url: '/api/vendor/calendar-feeds' })).statusCode).toBe(401);
    expect((await reset(null, {})).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/vendor/calendar-feeds', headers: vendor.auth });
    expect(res.json().feeds).toEqual([
      { staff_id: null, name: expect.any(String), active: false, created_at: null },
      { staff_id: adaId, name: 'Ada', active: false, created_at: null },
    ]);
    // Another vendor's member, or no member at all, has no feed here.
    expect((await reset(adaId, other.auth)).statusCode).toBe(404);
    expect((await reset(999_999)).statusCode).toBe(404);
  });

  it("the shop's feed parses with each booking at its Lagos time, first names only, and nothing of another vendor", async () => {
    const made = await reset(null);
    expect(made.statusCode, made.body).toBe(200);
    const { url, webcal_url } = made.json();
    expect(webcal_url).toBe(url.replace(/^https?:/, 'webcal:'));
    const feed = await subscribe(url);
    expect(feed.events).toEqual([
      { summary: 'Wash & Set · Tolualice', start: at('10:00'), end: at('11:00'), status: 'TENTATIVE' },
      { summary: 'Wash & Set · Amina', start: at('12:00'), end: at('13:00'), status: 'CONFIRMED' },
      { summary: 'Wash & Set · Chidi', start: at('15:00'), end: at('16:00'), status: 'CANCELLED' },
    ]);
    // 10:00 in Lagos is 09:00 UTC: a phone anywhere shows the booking at its true moment.
    expect(feed.text).toContain('DTSTART:20261121T090000Z');
    // Data minimisation: no surname, phone or e-mail leaves in the feed.
    for (const secret of ['Ade', 'Bello', 'Okafor', '0803', 'example.ng', 'Zainab'])
      expect(feed.text).not.toContain(secret);
    const listed = await t.app.inject({ url: '/api/vendor/calendar-feeds', headers: vendor.auth });
    expect(listed.json().feeds[0].active).toBe(true);
  });

  it("a member's feed holds only their bookings", async () => {
    const feed = await subscribe((await reset(adaId)).json().url);
    expect(feed.name).toContain('Ada');
    // The online request went to Ada ('anyone available', the only member); Chidi's was the shop's own.
    expect(feed.events.map((e) => e.summary)).toEqual(['Wash & Set · Tolualice', 'Wash & Set · Amina']);
  });

  it('a reset link makes the old one answer 404, and a made-up one too', async () => {
    const old = (await reset(null)).json().url as string;
    const fresh = (await reset(null)).json().url as string;
    expect((await t.app.inject({ url: new URL(old).pathname })).statusCode).toBe(404);
    expect((await subscribe(fresh)).events).toHaveLength(3);
    for (const path of ['/api/calendar-feeds/nothing.ics', `/api/calendar-feeds/${'a'.repeat(43)}.ics`])
      expect((await t.app.inject({ url: path })).statusCode).toBe(404);
  });
});
