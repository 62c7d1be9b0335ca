import { MSG, SERIES_MESSAGES, SLOT_MESSAGES, seriesDates, VISIT_MESSAGES } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  book,
  createTestApp,
  customer,
  payOnSandbox,
  type TestApp,
  vendorWithServices,
} from '../../test/harness.ts';

let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
let client: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  vendor = await vendorWithServices(t);
  client = await customer(t);
});
afterEach(() => t.close());

// The clock is Friday 2026-11-20, 10:00 in Lagos; hours are Mon–Sat 09:00–18:00.
const FOUR = seriesDates('2026-11-21', { everyWeeks: 2, count: 4 });
const visits = (dates: string[], time = '10:00') => dates.map((date) => ({ date, time }));
const allowRepeats = (on: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/settings/booking-rules',
    headers: vendor.auth,
    payload: {
      booking_window: 0,
      future_booking_window: 90,
      rescheduling: true,
      automatic_confirm_booking: false,
      avoid_gaps: false,
      clients_book_series: on,
    },
  });
const preview = (dates: string[], serviceId = vendor.fixed) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customer/shop/${vendor.profileLink}/series/preview`,
    payload: { service_id: serviceId, visits: visits(dates) },
  });
const bookSeries = (dates: string[], headers: Record<string, string> = client, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/bookings/series',
    headers,
    payload: {
      vendor_id: vendor.userId,
      service_id: vendor.fixed,
      every_weeks: 2,
      visits: visits(dates),
      service_location: "At Vendor's Location",
      ...extra,
    },
  });
const seriesRows = () =>
  t.app.container.db
    .selectFrom('bookings')
    .select(['id', 'status', 'starts_at', 'series_id', 'multiple_id', 'deposit_due', 'amount_paid'])
    .where('series_id', 'is not', null)
    .orderBy('starts_at')
    .execute();
const problems = (res: { json: () => { visits: { problem: string | null }[] } }) =>
  res.json().visits.map((v) => v.problem);

describe("a client's recurring visits", () => {
  it('are refused in words until the shop allows them, then previewed and booked all or none', async () => {
    const off = await preview(FOUR);
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(SERIES_MESSAGES.notOnline);
    expect((await bookSeries(FOUR)).json()).toMatchObject({ message: SERIES_MESSAGES.notOnline });

    expect((await allowRepeats(true)).statusCode).toBe(200);
    const details = await t.app.inject({ url: `/api/getuserdetails/${vendor.userId}`, headers: vendor.auth });
    expect(details.json()[0][0].bookingrule.clients_book_series).toBe(true);

    // Another client holds the third date; a Sunday is closed.
    const other = await customer(t, 2);
    expect(
      (await book(t, other, vendor.userId, [{ service_id: vendor.fixed, date: FOUR[2]!, time: '10:30' }]))
        .statusCode,
    ).toBe(201);
    expect(problems(await preview([...FOUR, '2026-11-22']))).toEqual([
      null,
      null,
      SLOT_MESSAGES.taken,
      null,
      SLOT_MESSAGES.closed,
    ]);

    const refused = await bookSeries(FOUR);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(SLOT_MESSAGES.taken);
    expect(await seriesRows()).toEqual([]);

    const free = FOUR.filter((_, i) => i !== 2);
    const saved = await bookSeries(free);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ success: true, message: SERIES_MESSAGES.booked(3), payment: null });
    const rows = await seriesRows();
    expect(rows.map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
    expect(new Set(rows.map((r) => r.series_id)).size).toBe(1);

    // A service of another shop is refused; the shop turning repeats off stops new series.
    const elsewhere = await vendorWithServices(t, 2);
    const foreign = await bookSeries(FOUR, client, { service_id: elsewhere.fixed });
    expect(foreign.statusCode).toBe(422);
    expect((await preview(FOUR, elsewhere.fixed)).statusCode).toBe(422);
    await allowRepeats(false);
    expect((await bookSeries(seriesDates('2026-11-23', { everyWeeks: 1, count: 2 }))).statusCode).toBe(403);
  });

  it('books once per Idempotency-Key, with one checkout for a deposit on each visit', async () => {
    await allowRepeats(true);
    await t.app.container.db
      .updateTable('services')
      .set({ deposit_type: 'fixed', deposit_value: 200_000 })
      .where('id', '=', vendor.fixed)
      .execute();
    const headers = { ...client, 'idempotency-key': 'client-series-0001' };
    const first = await bookSeries(FOUR, headers);
    expect(first.statusCode, first.body).toBe(201);
    const again = await bookSeries(FOUR, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await seriesRows()).toHaveLength(4);
    // The key with another request is refused.
    const reused = await bookSeries(FOUR.slice(0, 2), headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(MSG.idempotencyKeyReused);

    const { payment, multiple_id } = first.json();
    // ₦2,000 on each of the four visits, in one payment.
    expect(payment).toMatchObject({ amount: 8_000 });
    expect((await payOnSandbox(t, payment.reference)).statusCode).toBe(303);
    const rows = await seriesRows();
    expect(rows.map((r) => [r.multiple_id, r.status, r.deposit_due, r.amount_paid])).toEqual(
      FOUR.map(() => [multiple_id, 'pending', 200_000, 200_000]),
    );
  });

  it('cancels one visit, or this one and the later ones, from her booking page', async () => {
    await allowRepeats(true);
    const saved = await bookSeries(FOUR);
    const ids = saved.json().bookings.map((b: { id: number }) => b.id) as number[];
    const cancel = (id: number, rest = false) =>
      t.app.inject({
        method: 'POST',
        url: `/api/shop/visits/${id}/${rest ? 'cancel-following' : 'cancel'}`,
        headers: client,
        payload: { comment: '' },
      });

    const one = await cancel(ids[1]!);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().message).toBe(VISIT_MESSAGES.cancelled);
    expect((await seriesRows()).map((r) => r.status)).toEqual(['pending', 'cancelled', 'pending', 'pending']);

    const rest = await cancel(ids[2]!, true);
    expect(rest.statusCode, rest.body).toBe(200);
    expect((await seriesRows()).map((r) => r.status)).toEqual([
      'pending',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    // Nothing left from there on; another client's series is beyond her; a single booking is no series.
    expect((await cancel(ids[3]!, true)).statusCode).toBe(409);
    expect((await cancel(ids[0]!, true)).statusCode).toBe(200);
    const single = await book(t, client, vendor.userId, [
      { service_id: vendor.fixed, date: '2026-11-23', time: '12:00' },
    ]);
    const notSeries = await cancel(single.json().bookings[0].id, true);
    expect(notSeries.statusCode).toBe(409);
    expect(notSeries.json().message).toBe(SERIES_MESSAGES.notInSeries);
    const stranger = await customer(t, 3);
    const beyond = await t.app.inject({
      method: 'POST',
      url: `/api/shop/visits/${ids[0]}/cancel-following`,
      headers: stranger,
      payload: { comment: '' },
    });
    expect(beyond.statusCode).toBe(404);
  });
});
