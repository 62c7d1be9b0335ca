import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { checkAnswersAgainstDocument } from '../../test/conformance.ts';
import {
  book,
  bookWalkIn,
  createTestApp,
  customer,
  payOnSandbox,
  setDeposit,
  type TestApp,
  vendorWithServices,
} from '../../test/harness.ts';
import { bookingsListCache, chooseEncoding, matches } from './bookings-list-cache.ts';
import { completeOverdue } from './use-cases/complete-overdue.ts';

let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
let alice: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  vendor = await vendorWithServices(t);
  alice = await customer(t, 'alice');
});
afterEach(() => t.close());

interface Row {
  id: number;
  booking_status: string;
  reviews: unknown[];
  cancelcomment: unknown[];
  enduser: { first_name: string } | null;
}

const listUrl = () => `/api/getallbookingsbydate/${vendor.userId}`;
const list = (headers: Record<string, string> = {}, app: FastifyInstance = t.app) =>
  app.inject({ url: listUrl(), headers: { ...vendor.auth, ...headers } });
/** The list as it stands: its ETag and its bookings by id. */
const snapshot = async (app: FastifyInstance = t.app) => {
  const res = await list({}, app);
  expect(res.statusCode).toBe(200);
  const rows = res.json().bookings as Row[];
  return { etag: String(res.headers.etag), byId: new Map(rows.map((r) => [r.id, r])), body: res.body };
};
/** Saturday 2026-11-21 in Lagos; the clock (frozen: every write below has the same timestamps) is Friday 10:00. */
const bookOne = async (time = '10:00') => {
  const res = await book(t, alice, vendor.userId, [{ service_id: vendor.fixed, date: '2026-11-21', time }]);
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().bookings[0] as { id: number };
};
const setStatus = (id: number, status: string) =>
  t.app.container.db.updateTable('bookings').set({ status }).where('id', '=', id).execute();
/** After a write: a new ETag, the old one no longer answered 304. */
const expectNewList = async (before: { etag: string }) => {
  const after = await snapshot();
  expect(after.etag).not.toBe(before.etag);
  expect((await list({ 'if-none-match': before.etag })).statusCode).toBe(200);
  return after;
};

describe('the list of all bookings, cached per vendor', () => {
  it('answers the same bytes as the serialised list, with an ETag, and 304 without a body to it', async () => {
    await bookOne('10:00');
    await bookOne('12:00');
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^W\/"\d+-[\w-]+"$/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(String(res.headers.vary)).toMatch(/Accept-Encoding/);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    // Both bookings are within seven days: that list still goes through the route's serializer.
    expect(res.body).toBe(
      (await t.app.inject({ url: '/api/getAllBookingsBy7days', headers: vendor.auth })).body,
    );
    expect(res.json().bookings).toHaveLength(2);

    const again = await list({ 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(res.headers.etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect((await list({ 'if-none-match': `"other", ${String(res.headers.etag)}` })).statusCode).toBe(304);
    expect((await list({ 'if-none-match': 'W/"0-nothing"' })).statusCode).toBe(200);
    // Still the vendor's own list only.
    const other = await t.app.inject({
      url: `/api/getallbookingsbydate/${vendor.userId + 1}`,
      headers: { ...vendor.auth, 'if-none-match': String(res.headers.etag) },
    });
    expect(other.statusCode).toBe(403);
  });

  it('serves gzip and br that decompress to the identity body', async () => {
    await bookOne('10:00');
    const identity = await list({ 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    const gzip = await list({ 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
    const br = await list({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
    expect(new Set([identity, gzip, br].map((r) => r.headers.etag)).size).toBe(1);
    expect((await list({ 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('changes with every kind of write, under a frozen clock', async () => {
    // A customer's booking.
    let before = await snapshot();
    const a = await bookOne('10:00');
    let after = await expectNewList(before);
    expect(after.byId.get(a.id)?.booking_status).toBe('pending');

    // The vendor accepts.
    before = after;
    await t.app.inject({ url: `/api/acceptBooking/${a.id}`, headers: vendor.auth });
    after = await expectNewList(before);
    expect(after.byId.get(a.id)?.booking_status).toBe('approved');

    // The vendor cancels another, accepted first.
    const b = await bookOne('12:00');
    await t.app.inject({ url: `/api/acceptBooking/${b.id}`, headers: vendor.auth });
    before = await snapshot();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/cancelvendorBooking/${b.id}`,
      headers: vendor.auth,
      payload: { comment: 'Closed for a funeral' },
    });
    expect(cancelled.statusCode).toBe(200);
    after = await expectNewList(before);
    expect(after.byId.get(b.id)?.booking_status).toBe('cancelled');
    expect(after.byId.get(b.id)?.cancelcomment).toEqual([
      { initiator: 'vendor', comment: 'Closed for a funeral', attachment: null },
    ]);

    // A review of a booking already completed.
    await setStatus(a.id, 'completed');
    before = await snapshot();
    const reviewed = await t.app.inject({
      method: 'POST',
      url: `/api/customer/bookings/${a.id}/review`,
      headers: alice,
      payload: { rating: 5, comment: 'Lovely' },
    });
    expect(reviewed.statusCode).toBe(201);
    after = await expectNewList(before);
    expect(after.byId.get(a.id)?.reviews).toMatchObject([{ rating: 5, comment: 'Lovely' }]);

    // A walk-in.
    before = after;
    const walkIn = await bookWalkIn(t, vendor);
    expect(walkIn.statusCode).toBe(201);
    after = await expectNewList(before);
    expect(after.byId.get(walkIn.json().booking.id)?.enduser?.first_name).toBe('Ada');

    // The customer's name, shown in the list.
    before = after;
    await t.app.container.db.updateTable('customers').set({ first_name: 'Folake' }).execute();
    after = await expectNewList(before);
    expect(after.byId.get(b.id)?.enduser?.first_name).toBe('Folake');

    // The customer removed: shown as no enduser.
    before = after;
    await t.app.container.db.deleteFrom('customers').execute();
    after = await expectNewList(before);
    expect(after.byId.get(b.id)?.enduser).toBeNull();

    // The 48-hour sweep.
    await setStatus(b.id, 'awaiting review');
    before = await snapshot();
    t.clock.advance(49 * 3_600_000);
    expect(await completeOverdue(t.app.container.bookings)).toBe(1);
    after = await expectNewList(before);
    expect(after.byId.get(b.id)?.booking_status).toBe('completed');
  });

  it('changes when a held booking is paid', async () => {
    await setDeposit(t, vendor.fixed, 'fixed', 100_000);
    const res = await book(t, alice, vendor.userId, [
      { service_id: vendor.fixed, date: '2026-11-21', time: '10:00' },
    ]);
    expect(res.statusCode).toBe(201);
    const { payment, bookings } = res.json() as {
      payment: { reference: string };
      bookings: { id: number }[];
    };
    const before = await snapshot();
    expect((await payOnSandbox(t, payment.reference)).statusCode).toBe(303);
    const after = await expectNewList(before);
    const row = after.byId.get(bookings[0]!.id) as Row & { amount_paid: number };
    expect(row.amount_paid).toBe(1000);
    expect(row.booking_status).not.toBe(before.byId.get(bookings[0]!.id)?.booking_status);
  });

  it('never serves a stale list from a second instance on the same database', async () => {
    const second = await buildApp(t.config, {
      clock: t.clock,
      mailer: { send: async () => {} },
      sms: { send: async () => {} },
    });
    checkAnswersAgainstDocument(second);
    try {
      const a = await bookOne('10:00');
      const first = await snapshot(t.app);
      const other = await snapshot(second);
      expect(other.etag).toBe(first.etag);
      expect(other.body).toBe(first.body);
      // A write through the second instance: the first (holding the list in its cache) sees it.
      await second.inject({ url: `/api/acceptBooking/${a.id}`, headers: vendor.auth });
      const seen = await snapshot(t.app);
      expect(seen.etag).not.toBe(first.etag);
      expect(seen.byId.get(a.id)?.booking_status).toBe('approved');
      expect((await list({ 'if-none-match': first.etag }, t.app)).statusCode).toBe(200);
      // And the other way round.
      await t.app.inject({ url: `/api/rejectBooking/${(await bookOne('12:00')).id}`, headers: vendor.auth });
      const fresh = await snapshot(t.app);
      expect((await snapshot(second)).body).toBe(fresh.body);
      expect((await list({ 'if-none-match': seen.etag }, second)).statusCode).toBe(200);
      expect((await list({ 'if-none-match': fresh.etag }, second)).statusCode).toBe(304);
    } finally {
      await second.close();
    }
  });
});

describe('the cache itself', () => {
  it('chooses the encoding the client prefers, br before gzip, else identity', () => {
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('deflate')).toBe('identity');
  });

  it('compares entity tags weakly, with lists and *', () => {
    expect(matches('W/"1-a"', 'W/"1-a"')).toBe(true);
    expect(matches('"1-a"', 'W/"1-a"')).toBe(true);
    expect(matches('"0-a", W/"1-a"', 'W/"1-a"')).toBe(true);
    expect(matches('*', 'W/"1-a"')).toBe(true);
    expect(matches('W/"2-a"', 'W/"1-a"')).toBe(false);
    expect(matches(undefined, 'W/"1-a"')).toBe(false);
  });

  it('builds once per version, concurrently too, and keeps within its bytes', async () => {
    const cache = bookingsListCache({ maxBytes: 2500 });
    let builds = 0;
    const build = (text: string) => async () => {
      builds += 1;
      return text;
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer(1, 5, build('x'.repeat(1000)), {})));
    expect(builds).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
    await cache.answer(1, 6, build('y'.repeat(1000)), {});
    expect(builds).toBe(2);
    await cache.answer(2, 1, build('z'.repeat(1000)), {});
    await cache.answer(3, 1, build('w'.repeat(1000)), {});
    // Three lists of 1000 bytes do not fit in 2500: the least recently used (vendor 1) went.
    expect(cache.size()).toEqual({ vendors: 2, bytes: 2000 });
    await cache.answer(1, 6, build('y'.repeat(1000)), {});
    expect(builds).toBe(5);
  });
});
