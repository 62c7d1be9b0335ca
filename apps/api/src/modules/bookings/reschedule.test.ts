import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
let alice: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  vendor = await vendorWithServices(t);
  alice = await customer(t, 'alice');
});
afterEach(() => t.close());

// The clock is Friday 2026-11-20, 10:00 in Lagos; the shop opens Monday to Saturday.
const HOUR = 3_600_000;
const slot = (time: string, date = '2026-11-21') => ({ service_id: vendor.fixed, date, time });
async function bookAt(headers: Record<string, string>, time: string, date = '2026-11-21') {
  const res = await book(t, headers, vendor.userId, [slot(time, date)]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().bookings[0] as { id: number; starts_at: string };
}
const move = (headers: Record<string, string>, id: number, date: string, time: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customer/bookings/${id}/reschedule`,
    headers,
    payload: { date, time },
  });
const propose = (id: number, date: string, time: string, headers = vendor.auth) =>
  t.app.inject({
    method: 'POST',
    url: `/api/vendor/bookings/${id}/reschedule`,
    headers,
    payload: { date, time },
  });
const withdraw = (id: number, headers = vendor.auth) =>
  t.app.inject({ method: 'DELETE', url: `/api/vendor/bookings/${id}/reschedule`, headers });
const answer = (id: number, accept: boolean, headers = alice) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customer/bookings/${id}/reschedule-proposal`,
    headers,
    payload: { accept },
  });
const rules = (changes: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/settings/booking-rules',
    headers: vendor.auth,
    payload: {
      booking_window: 60,
      future_booking_window: 90,
      rescheduling: true,
      automatic_confirm_booking: false,
      avoid_gaps: false,
      ...changes,
    },
  });
const rowOf = (id: number) =>
  t.app.container.db
    .selectFrom('bookings')
    .select(['starts_at', 'ends_at', 'status', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const notices = async () =>
  (await t.app.inject({ url: '/api/getVendorNotice', headers: vendor.auth })).json().bookings as {
    type: string;
    title: string;
    description: string;
  }[];

describe("the customer's move, within the vendor's rescheduling rule", () => {
  // The rule in words: a customer may move a booking until exactly N hours before its start;
  // from one millisecond after that moment on, they may not.
  it.each([
    [24, -1, 200],
    [24, 0, 200],
    [24, 1, 422],
    [2, -1, 200],
    [2, 0, 200],
    [2, 1, 422],
  ])('with %i hours of notice, %i ms from the last allowed moment answers %i', async (hours, ms, status) => {
    expect((await rules({ rescheduling_hours: hours })).statusCode).toBe(200);
    const booking = await bookAt(alice, '12:00');
    const start = new Date(booking.starts_at).getTime();
    t.clock.advance(start - hours * HOUR + ms - t.clock.now().getTime());
    const before = await rowOf(booking.id);
    const res = await move(alice, booking.id, '2026-11-21', '15:00');
    expect(res.statusCode, res.body).toBe(status);
    if (status === 200) {
      expect(res.json().booking).toMatchObject({
        id: booking.id,
        servvice_date: '2026-11-21',
        service_time: '15:00',
        end_time: '16:00',
        booking_status: 'pending',
      });
    } else {
      expect(res.json().message).toBe(`Bookings can be rescheduled up to ${hours} hours before the start`);
      expect(await rowOf(booking.id)).toEqual(before);
    }
  });

  it('moves the booking, frees its old slot, alerts the vendor and moves in the calendar lists', async () => {
    const booking = await bookAt(alice, '10:00');
    const res = await move(alice, booking.id, '2026-11-23', '11:00');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({ servvice_date: '2026-11-23', service_time: '11:00' });
    const [notice] = await notices();
    expect(notice).toMatchObject({ type: 'reschedule', title: 'Booking rescheduled' });
    expect(notice?.description).toBe(
      `Wash & Set (${res.json().booking.reference}) moved from Sat, 21 Nov 2026, 10:00 AM to Mon, 23 Nov 2026, 11:00 AM.`,
    );
    const range = async (day: string) =>
      (await t.app.inject({ url: `/api/vendor/bookings/range?from=${day}&to=${day}`, headers: vendor.auth }))
        .json()
        .bookings.map((b: { id: number }) => b.id);
    expect(await range('2026-11-21')).not.toContain(booking.id);
    expect(await range('2026-11-23')).toEqual([booking.id]);
    // The old slot is free for someone else.
    await bookAt(await customer(t, 'bola'), '10:00');
  });

  it('moves onto a time overlapping its own slot, and an approved booking stays approved', async () => {
    const booking = await bookAt(alice, '10:00');
    expect(
      (await t.app.inject({ url: `/api/acceptBooking/${booking.id}`, headers: vendor.auth })).statusCode,
    ).toBe(200);
    const res = await move(alice, booking.id, '2026-11-21', '10:30');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({ service_time: '10:30', booking_status: 'approved' });
  });

  it('refuses a taken slot, a closed time, the same time and a day that does not exist, changing nothing', async () => {
    const booking = await bookAt(alice, '10:00');
    await bookAt(await customer(t, 'bola'), '14:00');
    const before = await rowOf(booking.id);
    const cases: [string, string, number, string][] = [
      ['2026-11-21', '14:30', 409, 'Wash & Set: This time is no longer available'],
      ['2026-11-22', '10:00', 409, 'Wash & Set: The business is closed at this time'],
      ['2026-11-20', '09:00', 409, 'Wash & Set: This time has already passed'],
      ['2026-11-21', '10:00', 422, 'Choose a different time from the current one'],
      ['2026-02-30', '10:00', 422, 'Choose a real date'],
    ];
    for (const [date, time, status, message] of cases) {
      const res = await move(alice, booking.id, date, time);
      expect(res.statusCode, `${date} ${time}`).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect((await move(alice, booking.id, '21-11-2026', '10:00')).statusCode).toBe(400);
    expect(await rowOf(booking.id)).toEqual(before);
    expect((await notices()).filter((n) => n.type === 'reschedule')).toEqual([]);
  });

  it('refuses when the vendor does not allow rescheduling, and bookings past their request', async () => {
    const booking = await bookAt(alice, '10:00');
    await rules({ rescheduling: false });
    const off = await move(alice, booking.id, '2026-11-21', '15:00');
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('This business does not allow rescheduling');
    await rules({ rescheduling: true });
    await t.app.inject({ url: `/api/rejectBooking/${booking.id}`, headers: vendor.auth });
    const rejected = await move(alice, booking.id, '2026-11-21', '15:00');
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().message).toBe('This booking is rejected, so it cannot be rescheduled');
  });

  it('gives a free slot to exactly one of two customers racing to move into it', async () => {
    const bola = await customer(t, 'bola');
    const mine = await bookAt(alice, '10:00');
    const theirs = await bookAt(bola, '12:00');
    const results = await Promise.all([
      move(alice, mine.id, '2026-11-23', '15:00'),
      move(bola, theirs.id, '2026-11-23', '15:00'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const starts = [(await rowOf(mine.id)).starts_at, (await rowOf(theirs.id)).starts_at];
    expect(starts.filter((s) => s === '2026-11-23T14:00:00.000Z')).toHaveLength(1);
  });

  it('moves one item of a group at a time, never onto another item', async () => {
    const res = await book(t, alice, vendor.userId, [slot('10:00'), slot('11:00')]);
    const [first, second] = res.json().bookings as { id: number }[];
    const onto = await move(alice, first!.id, '2026-11-21', '11:00');
    expect(onto.statusCode).toBe(409);
    expect((await move(alice, first!.id, '2026-11-21', '13:00')).statusCode).toBe(200);
    expect((await rowOf(second!.id)).starts_at).toBe('2026-11-21T10:00:00.000Z');
  });

  it("lets no one move another's booking", async () => {
    const booking = await bookAt(alice, '10:00');
    const bola = await customer(t, 'bola');
    expect((await move(bola, booking.id, '2026-11-21', '15:00')).statusCode).toBe(404);
    expect((await move(vendor.auth, booking.id, '2026-11-21', '15:00')).statusCode).toBe(401);
    expect((await move({}, booking.id, '2026-11-21', '15:00')).statusCode).toBe(401);
  });
});

describe("the vendor's proposal of a new time", () => {
  it('holds the proposed slot until the customer accepts, then moves the booking there', async () => {
    const booking = await bookAt(alice, '10:00');
    const made = await propose(booking.id, '2026-11-23', '09:00');
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      message: 'New time proposed',
      booking: {
        service_time: '10:00',
        reschedule_proposal: { date: '2026-11-23', time: '09:00', end_time: '10:00' },
      },
    });
    // Held: nobody else can take it meanwhile, and the vendor proposes one time at a time.
    const bola = await customer(t, 'bola');
    expect((await book(t, bola, vendor.userId, [slot('09:00', '2026-11-23')])).statusCode).toBe(409);
    const second = await propose(booking.id, '2026-11-23', '12:00');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('A new time is already proposed. Withdraw it first');

    const seen = await t.app.inject({
      url: `/api/customer/bookings/${booking.id}/reschedule-proposal`,
      headers: alice,
    });
    expect(seen.json().proposal).toMatchObject({ date: '2026-11-23', time: '09:00' });

    const accepted = await answer(booking.id, true);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().booking).toMatchObject({ servvice_date: '2026-11-23', service_time: '09:00' });
    expect(accepted.json().booking.reschedule_proposal).toBeUndefined();
    expect((await notices())[0]).toMatchObject({ type: 'reschedule', title: 'New time accepted' });
    // The old slot is free again; the answer cannot be given twice.
    await bookAt(bola, '10:00');
    expect((await answer(booking.id, true)).statusCode).toBe(409);
  });

  it('keeps the time when the customer declines, and frees the proposed slot', async () => {
    const booking = await bookAt(alice, '10:00');
    await propose(booking.id, '2026-11-23', '09:00');
    const declined = await answer(booking.id, false);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().booking).toMatchObject({ servvice_date: '2026-11-21', service_time: '10:00' });
    expect(declined.json().booking.reschedule_proposal).toBeUndefined();
    expect((await notices())[0]).toMatchObject({ type: 'reschedule', title: 'New time declined' });
    await bookAt(await customer(t, 'bola'), '09:00', '2026-11-23');
  });

  it("changes the vendor's cached list of all bookings, and the shop's free times, while it waits", async () => {
    const booking = await bookAt(alice, '10:00');
    const tag = async () =>
      (await t.app.inject({ url: `/api/getallbookingsbydate/${vendor.userId}`, headers: vendor.auth }))
        .headers.etag;
    const free = async () =>
      (
        await t.app.inject({
          url: `/api/customer/shop/${vendor.profileLink}/slots?service_id=${vendor.fixed}&month=2026-11`,
        })
      )
        .json()
        .days.find((d: { date: string }) => d.date === '2026-11-23').times as string[];
    const [before, freeBefore] = [await tag(), await free()];
    expect(freeBefore).toContain('09:00');
    await propose(booking.id, '2026-11-23', '09:00');
    const proposed = await tag();
    expect(proposed).not.toBe(before);
    expect(await free()).not.toContain('09:00');
    await withdraw(booking.id);
    expect(await tag()).not.toBe(proposed);
    expect(await free()).toEqual(freeBefore);
  });

  it('withdraws a proposal, freeing its slot; nothing is left to answer or withdraw', async () => {
    const booking = await bookAt(alice, '10:00');
    await propose(booking.id, '2026-11-23', '09:00');
    const gone = await withdraw(booking.id);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({ message: 'Proposal withdrawn' });
    expect(gone.json().booking.reschedule_proposal).toBeUndefined();
    expect((await withdraw(booking.id)).statusCode).toBe(409);
    const late = await answer(booking.id, true);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('No new time is waiting for an answer');
    expect((await rowOf(booking.id)).starts_at).toBe('2026-11-21T09:00:00.000Z');
    await bookAt(await customer(t, 'bola'), '09:00', '2026-11-23');
  });

  it('ends with the booking: a withdrawn request frees the proposed slot and leaves nothing to accept', async () => {
    const booking = await bookAt(alice, '10:00');
    await propose(booking.id, '2026-11-23', '09:00');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/customer/bookings/${booking.id}/cancel-request`,
      headers: alice,
      payload: { comment: 'Plans changed' },
    });
    expect(cancelled.json().booking.booking_status).toBe('cancelled');
    expect(cancelled.json().booking.reschedule_proposal).toBeUndefined();
    expect((await answer(booking.id, true)).statusCode).toBe(409);
    await bookAt(await customer(t, 'bola'), '09:00', '2026-11-23');
  });

  it("lets no other vendor or customer touch it, and refuses a started booking's proposal", async () => {
    const booking = await bookAt(alice, '10:00');
    const other = await vendorWithServices(t, 2);
    expect((await propose(booking.id, '2026-11-23', '09:00', other.auth)).statusCode).toBe(404);
    await propose(booking.id, '2026-11-23', '09:00');
    expect((await withdraw(booking.id, other.auth)).statusCode).toBe(404);
    const bola = await customer(t, 'bola');
    expect((await answer(booking.id, true, bola)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/api/vendor/bookings/${booking.id}/reschedule-times?date=2026-11-23`,
          headers: other.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect((await rowOf(booking.id)).starts_at).toBe('2026-11-21T09:00:00.000Z');

    await withdraw(booking.id);
    t.clock.advance(new Date(booking.starts_at).getTime() - t.clock.now().getTime());
    const started = await propose(booking.id, '2026-11-23', '09:00');
    expect(started.statusCode).toBe(422);
    expect(started.json().message).toBe('This booking has already started');
  });

  it('moves a booking the vendor made at once: its client has no account to answer', async () => {
    const made = await bookWalkIn(t, vendor, { source: 'phone', time: '10:00' });
    const id = made.json().booking.id as number;
    await bookAt(alice, '12:00');
    expect((await propose(id, '2026-11-21', '12:30')).json().message).toBe(
      'Wash & Set: This time is no longer available',
    );
    const moved = await propose(id, '2026-11-21', '15:00');
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json()).toMatchObject({
      message: 'Booking rescheduled',
      booking: { service_time: '15:00', booking_status: 'approved' },
    });
    expect(moved.json().booking.reschedule_proposal).toBeUndefined();
    expect((await withdraw(id)).statusCode).toBe(409);
    // The vendor's own move is no alert: alerts tell what others did.
    expect((await notices()).filter((n) => n.type === 'reschedule')).toEqual([]);
  });

  it('lists the free times of a day for the booking, its own slot free but its current start', async () => {
    const booking = await bookAt(alice, '10:00');
    await bookAt(await customer(t, 'bola'), '12:00');
    const res = await t.app.inject({
      url: `/api/vendor/bookings/${booking.id}/reschedule-times?date=2026-11-21`,
      headers: vendor.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { times, duration_minutes } = res.json();
    expect(duration_minutes).toBe(60);
    expect(times).toContain('09:30');
    expect(times).toContain('10:30');
    expect(times).not.toContain('10:00');
    expect(times).not.toContain('11:30');
    expect(times).not.toContain('12:00');
    expect(times).toContain('13:00');
  });
});
