/**
 * The vendor's team: members with their own services, hours, breaks and days off; bookings with
 * one member, checked against that member's time under the vendor's lock; 'anyone available'
 * choosing fairly; and bad input refused with a clear message, changing nothing.
 */
import { SLOT_MESSAGES, STAFF_MESSAGES } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  book,
  bookPaid,
  bookWalkIn,
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

// The clock is Friday 2026-11-20, 10:00 in Lagos; the business opens Mon–Sat 09:00–18:00.
const SATURDAY = '2026-11-21';
const MONDAY = '2026-11-23';
const week = (open: string, close: string, breaks: { start_time: string; end_time: string }[] = []) =>
  [0, 1, 2, 3, 4, 5].map((day) => ({ day, open_time: open, close_time: close, breaks }));

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = vendor.auth) =>
  t.app.inject({ method, url: `/api/vendor/staff${url}`, headers, ...(payload ? { payload } : {}) });
const list = async () => (await t.app.inject({ url: '/api/vendor/staff', headers: vendor.auth })).json();
/** Ada does Wash & Set, 10:00–16:00 with lunch 13:00–14:00, and is off on Monday. */
const ada = () => ({
  name: 'Ada',
  service_ids: [vendor.fixed],
  days: week('10:00', '16:00', [{ start_time: '13:00', end_time: '14:00' }]),
  days_off: [MONDAY],
});
/** Bola does everything, all the business's hours. */
const bola = () => ({
  name: 'Bola',
  service_ids: [vendor.fixed, vendor.startsAt],
  days: week('09:00', '18:00'),
});
const add = async (body: Record<string, unknown>) => {
  const res = await send('POST', '', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().staff as { id: number; name: string };
};
const at = (time: string, staff_id?: number, date = SATURDAY, service_id = vendor.fixed) => ({
  service_id,
  date,
  time,
  ...(staff_id ? { staff_id } : {}),
});
const count = async (table: 'bookings' | 'staff' | 'staff_hours' | 'staff_breaks' | 'staff_services') =>
  Number(
    (
      await t.app.container.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the team', () => {
  it('adds, lists, edits and gives a photo to a member', async () => {
    const res = await send('POST', '', ada());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: STAFF_MESSAGES.added,
      staff: {
        id: expect.any(Number),
        name: 'Ada',
        photo: null,
        active: true,
        service_ids: [vendor.fixed],
        days: week('10:00', '16:00', [{ start_time: '13:00', end_time: '14:00' }]),
        days_off: [MONDAY],
      },
    });
    const { id } = res.json().staff;
    await add(bola());
    expect((await list()).staff.map((m: { name: string }) => m.name)).toEqual(['Ada', 'Bola']);

    const edited = await send('PUT', `/${id}`, {
      ...ada(),
      name: 'Ada Obi',
      service_ids: [vendor.startsAt],
      days_off: [],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: STAFF_MESSAGES.saved,
      staff: { name: 'Ada Obi', service_ids: [vendor.startsAt], days_off: [] },
    });

    const photo = await send('PUT', `/${id}/photo`, { image: PNG });
    expect(photo.statusCode).toBe(200);
    expect(photo.json().message).toBe(STAFF_MESSAGES.photoSaved);
    expect(photo.json().staff.photo).toMatch(/^\/uploads\/.+\.png$/);
    const removed = await send('DELETE', `/${id}/photo`);
    expect(removed.json()).toMatchObject({ message: STAFF_MESSAGES.photoRemoved, staff: { photo: null } });
  });

  it('refuses overlapping breaks, services of another business and another vendor’s member, changing nothing', async () => {
    const overlapping = await send('POST', '', {
      ...ada(),
      days: [
        {
          day: 5,
          open_time: '09:00',
          close_time: '17:00',
          breaks: [
            { start_time: '12:00', end_time: '13:00' },
            { start_time: '12:30', end_time: '13:30' },
          ],
        },
      ],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().errors).toEqual({ 'days.0.breaks.1': 'Breaks cannot overlap' });

    const other = await vendorWithServices(t, 2);
    const foreignService = await send('POST', '', { ...ada(), service_ids: [other.fixed] });
    expect(foreignService.statusCode).toBe(422);
    expect(foreignService.json()).toMatchObject({
      message: STAFF_MESSAGES.chooseOwnServices,
      errors: { service_ids: STAFF_MESSAGES.chooseOwnServices },
    });
    expect(await count('staff')).toBe(0);
    expect(await count('staff_hours')).toBe(0);

    const { id } = await add(ada());
    const before = await list();
    const foreign = await send('PUT', `/${id}`, bola(), other.auth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(STAFF_MESSAGES.notFound);
    expect((await send('DELETE', `/${id}`, undefined, other.auth)).statusCode).toBe(404);
    expect(await list()).toEqual(before);

    const unsigned = await t.app.inject({ url: '/api/vendor/staff' });
    expect(unsigned.statusCode).toBe(401);
  });

  it('refuses to remove a member holding bookings, or make them inactive while they have upcoming ones', async () => {
    const member = await add(ada());
    expect((await book(t, alice, vendor.userId, [at('10:00', member.id)])).statusCode).toBe(201);
    const before = await list();

    const removed = await send('DELETE', `/${member.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toEqual({ success: false, message: STAFF_MESSAGES.hasBookings('Ada') });
    const inactive = await send('PUT', `/${member.id}`, { ...ada(), active: false });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe('Ada has 1 upcoming booking. Cancel or move it first.');
    expect(await list()).toEqual(before);

    // Once the booking is over, Ada can stop taking bookings; a member without bookings can go.
    t.clock.advance(2 * 86_400_000);
    expect((await send('PUT', `/${member.id}`, { ...ada(), active: false })).statusCode).toBe(200);
    const other = await add(bola());
    const gone = await send('DELETE', `/${other.id}`);
    expect(gone.json()).toEqual({ success: true, message: STAFF_MESSAGES.removed });
    expect(await count('staff')).toBe(1);
  });

  it('forgets a deleted service: no one performs it, and saving the member again needs no change', async () => {
    const b = await add(bola());
    await t.app.container.db
      .updateTable('services')
      .set({ deleted_at: t.clock.now().toISOString() })
      .where('id', '=', vendor.startsAt)
      .execute();
    const [member] = (await list()).staff;
    expect(member.service_ids).toEqual([vendor.fixed]);
    const again = await send('PUT', `/${b.id}`, { ...bola(), service_ids: member.service_ids });
    expect(again.statusCode).toBe(200);
  });
});

describe('booking a member', () => {
  it('gives one member’s slot to exactly one of 10 racing customers, while another member is still free then', async () => {
    const a = await add(ada());
    const b = await add(bola());
    const racers = await Promise.all(Array.from({ length: 10 }, (_, i) => customer(t, `racer${i}`)));
    const answers = await Promise.all(racers.map((c) => book(t, c, vendor.userId, [at('11:00', a.id)])));
    const won = answers.filter((r) => r.statusCode < 300);
    expect(won).toHaveLength(1);
    expect(won[0]!.json().bookings[0].staff).toEqual({ id: a.id, name: 'Ada', photo: null });
    for (const lost of answers.filter((r) => r.statusCode >= 300)) {
      expect(lost.statusCode).toBe(409);
      expect(lost.json().message).toBe(`Wash & Set: ${SLOT_MESSAGES.taken}`);
    }
    const withBola = await book(t, alice, vendor.userId, [at('11:00', b.id)]);
    expect(withBola.statusCode).toBe(201);
    expect(withBola.json().bookings[0].staff.name).toBe('Bola');
    expect(await count('bookings')).toBe(2);
  });

  it('keeps to the member’s own hours, breaks, days off and services', async () => {
    const a = await add(ada());
    const refused = async (item: ReturnType<typeof at>, message: string, status = 409) => {
      const res = await book(t, alice, vendor.userId, [item]);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    };
    await refused(at('09:00', a.id), `Wash & Set: ${SLOT_MESSAGES.staffAway('Ada')}`);
    await refused(at('15:30', a.id), `Wash & Set: ${SLOT_MESSAGES.staffAway('Ada')}`);
    await refused(at('12:30', a.id), `Wash & Set: ${SLOT_MESSAGES.staffBreak('Ada')}`);
    await refused(at('10:00', a.id, MONDAY), `Wash & Set: ${SLOT_MESSAGES.staffOff('Ada')}`);
    await refused(
      at('10:00', a.id, SATURDAY, vendor.startsAt),
      STAFF_MESSAGES.doesNotPerform('Ada', 'Knotless Braids'),
      422,
    );
    const other = await vendorWithServices(t, 2);
    const stranger = (await send('POST', '', { ...bola(), service_ids: [other.fixed] }, other.auth)).json()
      .staff;
    await refused(at('10:00', stranger.id), STAFF_MESSAGES.chooseMember, 422);
    expect(await count('bookings')).toBe(0);
  });

  it('books anyone available: a free member who performs the service, the one with fewest bookings that day first', async () => {
    const a = await add(ada());
    const b = await add(bola());
    // Level: the lower id (Ada) first.
    const first = await book(t, alice, vendor.userId, [at('10:00')]);
    expect(first.json().bookings[0].staff.id).toBe(a.id);
    // Ada has one booking that day, Bola none: Bola.
    const second = await book(t, alice, vendor.userId, [at('14:00')]);
    expect(second.json().bookings[0].staff.id).toBe(b.id);
    // 10:00 again: Ada is busy, Bola is free.
    const third = await book(t, alice, vendor.userId, [at('10:00')]);
    expect(third.json().bookings[0].staff.id).toBe(b.id);
    // Nobody is free at 10:00 now.
    const none = await book(t, alice, vendor.userId, [at('10:00')]);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(`Wash & Set: ${STAFF_MESSAGES.noneFree}`);
    // Only Bola performs Knotless Braids, and 09:00 is before Ada's day anyway.
    const braids = await book(t, alice, vendor.userId, [at('15:00', undefined, SATURDAY, vendor.startsAt)]);
    expect(braids.json().bookings[0].staff.id).toBe(b.id);
    // Two items of one booking at one time go to two members.
    const pair = await book(t, alice, vendor.userId, [
      at('11:00', undefined, '2026-11-24'),
      at('11:00', undefined, '2026-11-24'),
    ]);
    expect(pair.statusCode, pair.body).toBe(201);
    expect(
      pair
        .json()
        .bookings.map((x: { staff: { id: number } }) => x.staff.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
  });

  it('offers free times per member, and anyone’s as the times at which one of them is free', async () => {
    const a = await add(ada());
    const b = await add(bola());
    const times = async (staff?: number) => {
      const res = await t.app.inject({
        url: `/api/customer/shop/${vendor.profileLink}/slots?service_id=${vendor.fixed}&month=2026-11${staff ? `&staff_id=${staff}` : ''}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().days.find((d: { date: string }) => d.date === SATURDAY).times as string[];
    };
    expect(await book(t, alice, vendor.userId, [at('09:00', b.id)])).toMatchObject({ statusCode: 201 });
    const adas = await times(a.id);
    expect(adas[0]).toBe('10:00');
    expect(adas).not.toContain('12:15');
    expect(adas.at(-1)).toBe('15:00');
    const bolas = await times(b.id);
    expect(bolas[0]).toBe('10:00');
    expect(bolas.at(-1)).toBe('17:00');
    expect(await times()).toEqual([...new Set([...adas, ...bolas])].sort());
    const shop = (await t.app.inject({ url: `/api/customer/shop/${vendor.profileLink}` })).json();
    expect(shop.staff).toEqual([
      { id: a.id, name: 'Ada', photo: null, service_ids: [vendor.fixed] },
      { id: b.id, name: 'Bola', photo: null, service_ids: [vendor.fixed, vendor.startsAt] },
    ]);
  });
});

describe('the vendor’s calendar with a team', () => {
  it('books a walk-in with a member and blocks one member’s time, leaving the others free', async () => {
    const a = await add(ada());
    const b = await add(bola());
    const walkIn = await bookWalkIn(t, vendor, {
      date: SATURDAY,
      time: '10:00',
      client_name: 'Ngozi',
      staff_id: a.id,
    });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    expect(walkIn.json().booking.staff).toEqual({ id: a.id, name: 'Ada', photo: null });

    const block = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/blocked-times',
      headers: vendor.auth,
      payload: { date: SATURDAY, start_time: '14:00', end_time: '16:00', staff_id: b.id },
    });
    expect(block.statusCode, block.body).toBe(201);
    expect(block.json().blocked_time.staff_id).toBe(b.id);
    const blocked = await book(t, alice, vendor.userId, [at('14:00', b.id)]);
    expect(blocked.json().message).toBe(`Wash & Set: ${SLOT_MESSAGES.blocked}`);
    expect((await book(t, alice, vendor.userId, [at('14:00', a.id)])).statusCode).toBe(201);

    // Renaming Ada shows in the vendor's list at once (its cached version moves).
    await send('PUT', `/${a.id}`, { ...ada(), name: 'Ada Obi' });
    const all = await t.app.inject({
      url: `/api/getallbookingsbydate/${vendor.userId}`,
      headers: vendor.auth,
    });
    expect(all.json().bookings.map((x: { staff: { name: string } | null }) => x.staff?.name)).toEqual([
      'Ada Obi',
      'Ada Obi',
    ]);
  });

  it('leaves a vendor without a team exactly as before: bookings have no member, the shop no staff', async () => {
    const res = await book(t, alice, vendor.userId, [at('10:00')]);
    expect(res.statusCode).toBe(201);
    expect(res.json().bookings[0].staff).toBeNull();
    expect((await book(t, alice, vendor.userId, [at('10:30')])).json().message).toBe(
      `Wash & Set: ${SLOT_MESSAGES.taken}`,
    );
    const shop = (await t.app.inject({ url: `/api/customer/shop/${vendor.profileLink}` })).json();
    expect(shop.staff).toEqual([]);
  });
});

describe('revenue by team member', () => {
  it('splits the Report’s revenue by the member each completed booking was with', async () => {
    const a = await add(ada());
    const b = await add(bola());
    /** A paid booking with the member, accepted by the vendor. */
    const serve = async (staffId: number, time: string, deposit: number) => {
      const held = await bookPaid(t, alice, vendor.userId, [at(time, staffId)], deposit);
      const id = held.bookings[0]!.id;
      const accepted = await t.app.inject({ url: `/api/acceptBooking/${id}`, headers: vendor.auth });
      expect(accepted.statusCode).toBe(200);
      return id;
    };
    const withAda = await serve(a.id, '10:00', 3000);
    const withBola = await serve(b.id, '10:00', 2000);
    // Saturday 10:00: both start and end; the customer reviews, which releases the money.
    t.clock.advance(24 * 3_600_000);
    for (const id of [withAda, withBola]) {
      for (const path of ['startBooking', 'completeBooking'])
        expect((await t.app.inject({ url: `/api/${path}/${id}`, headers: vendor.auth })).statusCode).toBe(
          200,
        );
      const review = await t.app.inject({
        method: 'POST',
        url: `/api/customer/bookings/${id}/review`,
        headers: alice,
        payload: { rating: 5, comment: 'Lovely work' },
      });
      expect(review.statusCode, review.body).toBe(201);
    }
    const report = (
      await t.app.inject({ url: '/api/earnings/report?period=7d', headers: vendor.auth })
    ).json();
    expect(report.data.total).toBe(5000);
    expect(report.data.by_staff).toEqual([
      { staff_id: a.id, name: 'Ada', amount: 3000 },
      { staff_id: b.id, name: 'Bola', amount: 2000 },
    ]);
  });
});
