import { SERIES_MESSAGES, SLOT_MESSAGES, seriesDates } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, vendorWithServices } from '../../test/harness.ts';

let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
beforeEach(async () => {
  t = await createTestApp();
  vendor = await vendorWithServices(t);
});
afterEach(() => t.close());

// The clock is Friday 2026-11-20, 10:00 in Lagos; hours are Mon–Sat 09:00–18:00, bookings up to 90 days ahead.
const visits = (dates: string[], time = '10:00') => dates.map((date) => ({ date, time }));
const SIX = seriesDates('2026-11-21', { everyWeeks: 2, count: 6 });
const client = { source: 'phone', client_name: 'Amina', client_phone: '08031234567' };
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = vendor.auth) =>
  t.app.inject({ method: 'POST', url: `/api/vendor/bookings/${url}`, headers, payload });
const preview = (dates: string[], headers = vendor.auth) =>
  post('series/preview', { service_id: vendor.fixed, visits: visits(dates) }, headers);
const save = (dates: string[], headers: Record<string, string> = vendor.auth) =>
  post('series', { ...client, service_id: vendor.fixed, every_weeks: 2, visits: visits(dates) }, headers);
const seriesRows = () =>
  t.app.container.db
    .selectFrom('bookings')
    .select(['id', 'status', 'starts_at', 'series_id'])
    .where('series_id', 'is not', null)
    .orderBy('starts_at')
    .execute();

describe('recurring visits', () => {
  it('previews a 6-visit series with one taken, books the 5 free ones, and keeps to the slot rules', async () => {
    const taken = await post('walk-in', { ...client, service_id: vendor.fixed, date: SIX[2], time: '10:30' });
    expect(taken.statusCode).toBe(201);

    const shown = await preview(SIX);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().visits.map((v: { problem: string | null }) => v.problem)).toEqual([
      null,
      null,
      SLOT_MESSAGES.taken,
      null,
      null,
      null,
    ]);
    // The rules of a single booking: a Sunday is closed, past the 90-day window is refused.
    const rules = await preview(['2026-11-22', '2027-03-20']);
    expect(rules.json().visits.map((v: { problem: string | null }) => v.problem)).toEqual([
      SLOT_MESSAGES.closed,
      SLOT_MESSAGES.tooFar(90),
    ]);

    // Saving the taken one too refuses all, naming it.
    const refused = await save(SIX);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Wash & Set, Sat, 19 Dec 2026, 10:00 AM: ${SLOT_MESSAGES.taken}`);
    expect(await seriesRows()).toEqual([]);

    const free = SIX.filter((_, i) => i !== 2);
    const saved = await save(free);
    expect(saved.statusCode).toBe(201);
    const body = saved.json();
    expect(body.message).toBe(SERIES_MESSAGES.booked(5));
    expect(body.bookings.map((b: { servvice_date: string }) => b.servvice_date)).toEqual(free);
    expect(body.bookings[0]).toMatchObject({
      booking_status: 'approved',
      series_id: body.series_id,
      booked_by_vendor: { source: 'phone', phone: '08031234567' },
    });
    expect(await seriesRows()).toHaveLength(5);
    // Too many visits or too long a series never reach the calendar.
    const long = await save(seriesDates('2026-11-23', { everyWeeks: 1, count: 13 }));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(SERIES_MESSAGES.tooMany);
  });

  it('saves once per Idempotency-Key', async () => {
    const headers = { ...vendor.auth, 'idempotency-key': 'series-key-0001' };
    const first = await save(SIX, headers);
    expect(first.statusCode).toBe(201);
    const again = await save(SIX, headers);
    expect(again.json()).toEqual(first.json());
    expect(await seriesRows()).toHaveLength(6);
    expect((await save(SIX.slice(0, 2), headers)).statusCode).toBe(422);
  });

  it("keeps another vendor's hands off, and cancels only this visit and the later ones", async () => {
    const other = await vendorWithServices(t, 2);
    expect((await preview(SIX, other.auth)).statusCode).toBe(422); // not their service
    const { bookings } = (await save(SIX)).json() as { bookings: { id: number }[] };
    const third = bookings[2]!.id;
    const cancelRest = (id: number, headers = vendor.auth) =>
      post(`${id}/cancel-following`, { comment: 'Client moved away' }, headers);
    expect((await cancelRest(third, other.auth)).statusCode).toBe(404);

    t.clock.advance(7 * 86_400_000); // the first visit has passed
    const res = await cancelRest(third);
    expect(res.json()).toEqual({ success: true, message: SERIES_MESSAGES.cancelled(4) });
    expect((await seriesRows()).map((r) => r.status)).toEqual([
      'approved',
      'approved',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    const cancellations = await t.app.container.db
      .selectFrom('booking_cancellations')
      .select(['initiator', 'comment'])
      .execute();
    expect(cancellations).toHaveLength(4);
    expect(cancellations[0]).toEqual({ initiator: 'vendor', comment: 'Client moved away' });
    // Nothing left to cancel from there; a single booking is no series.
    expect((await cancelRest(third)).statusCode).toBe(409);
    const single = (
      await post('walk-in', { ...client, service_id: vendor.fixed, date: '2026-12-01', time: '12:00' })
    ).json();
    const notSeries = await cancelRest(single.booking.id);
    expect(notSeries.json().message).toBe(SERIES_MESSAGES.notInSeries);
  });
});
