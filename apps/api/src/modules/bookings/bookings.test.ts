import { BOOKING_STATUSES, CANCEL_TOO_LATE, MSG, START_TOO_EARLY, TRANSITIONS } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  book,
  bookPaid,
  createTestApp,
  customer,
  PNG,
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

const get = (url: string, headers: Record<string, string> = vendor.auth) =>
  t.app.inject({ url: `/api/${url}`, headers });
const statusOf = async (id: number) =>
  (
    await t.app.container.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;
const setStatus = (id: number, status: string) =>
  t.app.container.db.updateTable('bookings').set({ status }).where('id', '=', id).execute();
/** Saturday 2026-11-21 in Lagos; the clock starts Friday 10:00. */
const bookOne = async (time = '10:00', service_id = vendor.fixed) => {
  const res = await book(t, alice, vendor.userId, [{ service_id, date: '2026-11-21', time }]);
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().bookings[0] as { id: number; multiple_id: string };
};
/** A booking whose ₦`deposit` was paid on the sandbox checkout. */
const bookWithDeposit = async (time: string, service_id: number, deposit: number) =>
  (await bookPaid(t, alice, vendor.userId, [{ service_id, date: '2026-11-21', time }], deposit)).bookings[0]!;
/** Moves the clock to `minutes` before Saturday `time` (Lagos, UTC+1). */
const clockBefore = (time: string, minutes: number) => {
  const target = new Date(`2026-11-21T${time}:00+01:00`).getTime() - minutes * 60_000;
  t.clock.advance(target - t.clock.now().getTime());
};

describe('lists', () => {
  it('answers today, seven days and all bookings in the SPEC shape, for the vendor itself', async () => {
    await bookOne('10:00');
    const all = await get(`getallbookingsbydate/${vendor.userId}`);
    expect(all.json().bookings).toHaveLength(1);
    expect((await get('getAllBookingsBy7days')).json().bookings).toHaveLength(1);
    expect((await get('getAllBookingsBy1days')).json().bookings).toHaveLength(0);
    clockBefore('09:00', 60);
    expect((await get('getAllBookingsBy1days')).json().bookings).toHaveLength(1);
    expect((await get(`getallbookingsbydate/${vendor.userId + 1}`)).statusCode).toBe(403);
    expect((await get('getAllBookingsBy1days', {})).statusCode).toBe(401);
  });

  it('shows a removed customer as no enduser', async () => {
    const b = await bookOne();
    await t.app.container.db.deleteFrom('customers').execute();
    const [row] = (await get(`getallbookingsbydate/${vendor.userId}`)).json().bookings;
    expect(row.id).toBe(b.id);
    expect(row.enduser).toBeNull();
  });
});

describe('actions', () => {
  it('accepts and rejects with the spec messages', async () => {
    const a = await bookOne('10:00');
    const b = await bookOne('12:00');
    expect((await get(`acceptBooking/${a.id}`)).json()).toEqual({
      success: true,
      message: MSG.bookingAccepted,
    });
    expect((await get(`rejectBooking/${b.id}`)).json()).toEqual({
      success: true,
      message: MSG.bookingRejected,
    });
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['approved', 'rejected']);
  });

  it('refuses every action from every status the state machine does not allow, changing nothing', async () => {
    const b = await bookOne('15:00');
    clockBefore('15:00', 1);
    const urls: Record<string, string> = {
      accept: `acceptBooking/${b.id}`,
      reject: `rejectBooking/${b.id}`,
      start: `startBooking/${b.id}`,
      complete: `completeBooking/${b.id}`,
      acceptCancel: `acceptrejectvendorcancel/${b.id}/accept`,
      rejectCancel: `acceptrejectvendorcancel/${b.id}/reject`,
    };
    for (const status of BOOKING_STATUSES) {
      for (const [action, url] of Object.entries(urls)) {
        if (TRANSITIONS[action as keyof typeof TRANSITIONS].from.includes(status)) continue;
        await setStatus(b.id, status);
        const res = await get(url);
        expect(res.statusCode, `${action} from ${status}`).toBe(409);
        expect(res.json().message).toMatch(/^This booking is .+, so it cannot be/);
        expect(await statusOf(b.id)).toBe(status);
      }
    }
  });

  it('starts only from 2 minutes before the start time', async () => {
    const b = await bookOne('15:00');
    await get(`acceptBooking/${b.id}`);
    clockBefore('15:00', 3);
    const early = await get(`startBooking/${b.id}`);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(START_TOO_EARLY);
    clockBefore('15:00', 2);
    expect((await get(`startBooking/${b.id}`)).json().message).toBe(MSG.bookingUpdated);
    expect(await statusOf(b.id)).toBe('ongoing');
  });

  it('completes a fixed price at once and asks for the balance of a "Starts at" price', async () => {
    const fixed = await bookOne('10:00');
    const varies = await bookWithDeposit('12:00', vendor.startsAt, 10_000);
    await setStatus(fixed.id, 'ongoing');
    await setStatus(varies.id, 'ongoing');
    expect((await get(`completeBooking/${fixed.id}`)).json()).toMatchObject({ success: true, type: 'fixed' });
    expect(await statusOf(fixed.id)).toBe('awaiting review');

    expect((await get(`completeBooking/${varies.id}`)).json()).toEqual({
      success: true,
      type: 'starts at',
      message: MSG.enterBalance,
    });
    expect(await statusOf(varies.id)).toBe('ongoing');
    const low = await get(`completeBookingbalance/${varies.id}/14999`);
    expect(low.statusCode).toBe(422);
    expect(low.json().message).toBe(MSG.balanceTooLow);
    expect((await get(`completeBookingbalance/${varies.id}/abc`)).statusCode).toBe(400);
    expect((await get(`completeBookingbalance/${varies.id}/15000`)).json()).toEqual({
      success: true,
      message: MSG.bookingUpdated,
    });
    const row = (await get(`getallbookingsbydate/${vendor.userId}`))
      .json()
      .bookings.find((r: { id: number }) => r.id === varies.id);
    expect(row).toMatchObject({ booking_status: 'awaiting review', balance_received: 15000 });
  });

  it('cancels with a comment and image, blocked within 5 minutes of the start', async () => {
    const unpaid = await bookOne('15:00');
    const paid = await bookWithDeposit('16:00', vendor.fixed, 2000);
    await get(`acceptBookingall/${unpaid.id},${paid.id}`);
    const post = (id: number, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/cancelvendorBooking/${id}`, headers: vendor.auth, payload });

    const fake = await post(unpaid.id, {
      comment: 'Closed',
      attachment: `data:image/png;base64,${btoa('not png')}`,
    });
    expect(fake.statusCode).toBe(400);
    expect(await statusOf(unpaid.id)).toBe('approved');
    expect((await post(unpaid.id, { comment: '' })).json().errors.comment).toBe(MSG.required);

    clockBefore('15:00', 5);
    const late = await post(unpaid.id, { comment: 'Closed' });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(CANCEL_TOO_LATE);

    clockBefore('15:00', 6);
    expect((await post(unpaid.id, { comment: 'Power outage', attachment: PNG })).json()).toEqual({
      success: true,
      message: MSG.bookingUpdated,
    });
    expect(await statusOf(unpaid.id)).toBe('cancelled');
    await post(paid.id, { comment: 'Power outage' });
    expect(await statusOf(paid.id)).toBe('cancellation requested vendor');
    const row = (await get(`getallbookingsbydate/${vendor.userId}`)).json().bookings[0];
    expect(row.cancelcomment).toEqual([
      { initiator: 'vendor', comment: 'Power outage', attachment: expect.stringMatching(/\.png$/) },
    ]);
  });

  it("accepts or rejects a customer's cancellation request", async () => {
    const a = await bookOne('10:00');
    const b = await bookOne('12:00');
    await setStatus(a.id, 'cancellation requested user');
    await setStatus(b.id, 'cancellation requested user');
    expect((await get(`acceptrejectvendorcancel/${a.id}/accept`)).json().message).toBe(
      MSG.cancellationAccepted,
    );
    expect((await get(`acceptrejectvendorcancel/${b.id}/reject`)).json().message).toBe(
      MSG.cancellationRejected,
    );
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['cancelled', 'approved']);
    expect((await get(`acceptrejectvendorcancel/${b.id}/maybe`)).statusCode).toBe(400);
  });

  it('never lets a vendor see or touch another vendor’s booking', async () => {
    const b = await bookOne();
    const other = await vendorWithServices(t, 2);
    expect((await get(`acceptBooking/${b.id}`, other.auth)).statusCode).toBe(404);
    expect((await get(`acceptBookingall/${b.id}`, other.auth)).statusCode).toBe(404);
    expect((await get(`getallbookingsbydate/${other.userId}`, other.auth)).json().bookings).toEqual([]);
    expect(await statusOf(b.id)).toBe('pending');
  });
});

describe('groups', () => {
  const bookGroup = async () => {
    const res = await book(t, alice, vendor.userId, [
      { service_id: vendor.fixed, date: '2026-11-21', time: '10:00' },
      { service_id: vendor.fixed, date: '2026-11-21', time: '11:00' },
    ]);
    return res.json().bookings as { id: number; multiple_id: string }[];
  };

  it('accepts all, refuses a mixed group whole, and completes all', async () => {
    const [a, b] = await bookGroup();
    await setStatus(b!.id, 'approved');
    const mixed = await get(`acceptBookingall/${a!.id},${b!.id}`);
    expect(mixed.statusCode).toBe(409);
    expect(await statusOf(a!.id)).toBe('pending');
    await setStatus(b!.id, 'pending');
    expect((await get(`acceptBookingall/${a!.id},${b!.id}`)).json().message).toBe(MSG.bookingsAccepted);
    expect((await get(`completeBookingall/${a!.multiple_id}`)).statusCode).toBe(409);
    await setStatus(a!.id, 'ongoing');
    await setStatus(b!.id, 'ongoing');
    expect((await get(`completeBookingall/${a!.multiple_id}`)).json().message).toBe(MSG.bookingsUpdated);
    expect([await statusOf(a!.id), await statusOf(b!.id)]).toEqual(['awaiting review', 'awaiting review']);
    expect((await get('acceptBookingall/1,abc')).statusCode).toBe(400);
  });

  it('rejects all', async () => {
    const [a, b] = await bookGroup();
    expect((await get(`rejectBookingall/${a!.id},${b!.id}`)).json().message).toBe(MSG.bookingsUpdated);
    expect([await statusOf(a!.id), await statusOf(b!.id)]).toEqual(['rejected', 'rejected']);
  });
});

describe('concurrency', () => {
  it('leaves one booking in exactly one valid state after 20 concurrent accepts and rejects', async () => {
    const b = await bookOne();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => get(`${i % 2 ? 'acceptBooking' : 'rejectBooking'}/${b.id}`)),
    );
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const expected = won[0]!.json().message === MSG.bookingAccepted ? 'approved' : 'rejected';
    expect(await statusOf(b.id)).toBe(expected);
  });
});

describe('alerts and hours', () => {
  it('lists alerts newest first and marks one read with 202', async () => {
    await bookOne('10:00');
    await bookOne('12:00');
    const notices = (await get('getVendorNotice')).json().bookings;
    expect(notices).toHaveLength(2);
    expect(notices[0].id).toBeGreaterThan(notices[1].id);
    const read = await get(`readVendorNotice/${notices[0].id}`);
    expect(read.statusCode).toBe(202);
    expect((await get('getVendorNotice')).json().bookings[0].status).toBe('read');
    const other = await vendorWithServices(t, 2);
    expect((await get(`readVendorNotice/${notices[1].id}`, other.auth)).statusCode).toBe(404);
  });

  it('answers business hours with breaks and days off in data[0]', async () => {
    const db = t.app.container.db;
    await db
      .insertInto('business_breaks')
      .values({ user_id: vendor.userId, day: 0, start_time: '13:00', end_time: '13:30' })
      .execute();
    await db
      .insertInto('days_off')
      .values({ user_id: vendor.userId, date: '2026-12-25', reason: 'Christmas' })
      .execute();
    const hours = (await get(`getBusinessHourwithBreak/${vendor.userId}`)).json();
    expect(hours.data[0][0]).toEqual({
      day: 0,
      day_name: 'Monday',
      open_time: '09:00',
      close_time: '18:00',
      breaks: [{ id: expect.any(Number), start_time: '13:00', end_time: '13:30' }],
    });
    expect((await get(`getDayOff/${vendor.userId}`)).json().data[0]).toEqual([
      { id: expect.any(Number), date: '2026-12-25', reason: 'Christmas' },
    ]);
    expect((await get(`getDayOff/${vendor.userId + 1}`)).statusCode).toBe(403);
  });
});
