import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookPaid, createTestApp, signUp, type TestApp, vendorWithServices } from '../../test/harness.ts';

/**
 * Issue 36: the client book. One shop's Saturday (the clock starts Friday 2026-11-20 10:00 in
 * Lagos): Amina books online with a ₦2,000 deposit under '+2348031234567', walks in later as
 * '08031234567', and is booked by phone under another number with her e-mail, and misses it; her
 * 17:00 online booking she cancels at 13:10, inside the shop's 24-hour free window.
 * Tunde walks in once. Every test reads that one day; none changes what another reads but notes.
 */
let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
let amina: Record<string, string>;
const ids = { online: 0, walkIn: 0, byPhone: 0, tunde: 0, cancelled: 0 };

const SATURDAY = '2026-11-21';
const toSaturday = (time: string) =>
  t.clock.advance(new Date(`${SATURDAY}T${time}:00+01:00`).getTime() - t.clock.now().getTime());
const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = vendor.auth,
) => t.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });
const ok = async (res: ReturnType<typeof inject>, code = 200) => {
  const answer = await res;
  if (answer.statusCode !== code) throw new Error(`${answer.statusCode}: ${answer.body}`);
  return answer.json();
};
const walkIn = async (time: string, client: Record<string, unknown>, source = 'walk_in') =>
  (
    await ok(
      inject('POST', 'vendor/bookings/walk-in', {
        source,
        service_id: vendor.fixed,
        date: SATURDAY,
        time,
        ...client,
      }),
      201,
    )
  ).booking.id as number;
const clients = async (query = '', headers: Record<string, string> = vendor.auth) =>
  (await ok(inject('GET', `vendor/clients${query}`, undefined, headers))).data;
const AMINA_KEY = 'phone:2348031234567';

beforeAll(async () => {
  t = await createTestApp();
  vendor = await vendorWithServices(t);
  amina = {
    authorization: `Bearer ${
      (
        await ok(
          t.app.inject({
            method: 'POST',
            url: '/api/customer/register',
            payload: {
              email: 'amina@example.ng',
              first_name: 'Amina',
              last_name: 'Bello',
              password: 'Secret@123',
              phone_number: '+2348031234567',
            },
          }),
          201,
        )
      ).token
    }`,
  };
  // Online with a ₦2,000 deposit, checked out at the chair: ₦6,000 by POS and a ₦500 tip.
  ids.online = (
    await bookPaid(
      t,
      amina,
      vendor.userId,
      [{ service_id: vendor.fixed, date: SATURDAY, time: '09:00' }],
      2000,
    )
  ).bookings[0]!.id;
  await ok(inject('GET', `acceptBooking/${ids.online}`));
  // The walk-in is with Ada, of the team.
  const ada = await ok(
    inject('POST', 'vendor/staff', {
      name: 'Ada',
      service_ids: [vendor.fixed],
      days: [0, 1, 2, 3, 4, 5].map((day) => ({ day, open_time: '09:00', close_time: '18:00', breaks: [] })),
    }),
    201,
  );
  ids.walkIn = await walkIn('11:00', {
    client_name: 'Amina B.',
    client_phone: '08031234567',
    staff_id: ada.staff.id,
  });
  ids.byPhone = await walkIn(
    '13:00',
    { client_name: 'Amina', client_phone: '08120001111', client_email: 'AMINA@example.ng' },
    'phone',
  );
  ids.cancelled = (
    await ok(
      t.app.inject({
        method: 'POST',
        url: '/api/customer/bookings',
        headers: amina,
        payload: {
          vendor_id: vendor.userId,
          items: [{ service_id: vendor.fixed, date: SATURDAY, time: '17:00' }],
          service_location: "At Vendor's Location",
        },
      }),
      201,
    )
  ).bookings[0].id;
  await ok(inject('GET', `acceptBooking/${ids.cancelled}`));
  ids.tunde = await walkIn('15:00', { client_name: 'Tunde Okafor', client_phone: '2349055550000' });

  toSaturday('09:00');
  await ok(inject('GET', `startBooking/${ids.online}`));
  await ok(
    inject('POST', `vendor/bookings/${ids.online}/checkout`, {
      tip: 500,
      payments: [{ method: 'pos', amount: 6500 }],
    }),
    201,
  );
  toSaturday('11:00');
  await ok(inject('GET', `startBooking/${ids.walkIn}`));
  const { data: walkInCheckout } = await ok(
    inject('POST', `vendor/bookings/${ids.walkIn}/checkout`, {
      payments: [{ method: 'cash', amount: 8000 }],
    }),
    201,
  );
  // A correction lowers what she spent: ₦1,000 of the cash given back.
  await ok(
    inject('POST', `vendor/checkouts/${walkInCheckout.id}/corrections`, {
      kind: 'refund',
      reason: 'Colour not as asked',
      method: 'cash',
      amount: 1000,
    }),
    201,
  );
  // The no-show grace (15 minutes after the 13:00 start, issue 35) has passed.
  toSaturday('13:15');
  await ok(inject('GET', `noShowBooking/${ids.byPhone}`));
  await ok(
    inject('POST', `customer/bookings/${ids.cancelled}/cancel-request`, { comment: 'Cannot make it' }, amina),
  );
});
afterAll(() => t.close());

describe('the client book', () => {
  it('merges online, walk-in and phone bookings by phone (any format) and e-mail, with totals the book and the ledger agree on', async () => {
    const book = await clients();
    // Name and phone are those of her latest booking.
    expect(book).toMatchObject({ total: 2, page: 1, per_page: 20 });
    const [merged, tunde] = book.clients;
    expect(tunde).toMatchObject({ name: 'Tunde Okafor', phone: '0905 555 0000', bookings: 1, visits: 0 });
    expect(merged).toEqual({
      key: AMINA_KEY,
      name: 'Amina Bello',
      phone: '0803 123 4567',
      email: 'amina@example.ng',
      bookings: 4,
      visits: 2,
      last_booking_at: expect.stringContaining('2026-11-21'),
      total_spent: 15_500,
      no_shows: 1,
      late_cancellations: 1,
      tags: [],
    });

    // The same figure from the shop's own calls: each receipt's payments plus the deposit paid online.
    let fromReceipts = 0;
    for (const id of [ids.online, ids.walkIn, ids.byPhone, ids.cancelled]) {
      const { data } = await ok(inject('GET', `vendor/bookings/${id}/receipt`));
      for (const entry of data.entries) fromReceipts += entry.paid;
    }
    expect(fromReceipts + 2000).toBe(merged.total_spent);
  });

  it("shows one client's history by any of their contacts, newest first, with each booking's money", async () => {
    for (const key of [AMINA_KEY, 'email:amina@example.ng', 'phone:2348120001111', `booking:${ids.walkIn}`]) {
      const { data } = await ok(inject('GET', `vendor/clients/${encodeURIComponent(key)}`));
      expect(data.key).toBe(AMINA_KEY);
    }
    const { data } = await ok(inject('GET', `vendor/clients/${encodeURIComponent(AMINA_KEY)}`));
    expect(data.phones).toEqual(['0803 123 4567', '0812 000 1111']);
    expect(data.emails).toEqual(['amina@example.ng']);
    expect(
      data.history.map(
        (v: {
          booking_id: number;
          status: string;
          source: string;
          paid: number;
          late_cancellation: boolean;
        }) => [v.booking_id, v.status, v.source, v.paid, v.late_cancellation],
      ),
    ).toEqual([
      [ids.cancelled, 'cancellation requested user', 'online', 0, true],
      [ids.byPhone, 'no show', 'phone', 0, false],
      [ids.walkIn, 'completed', 'walk_in', 7000, false],
      [ids.online, 'awaiting review', 'online', 8500, false],
    ]);
    expect(data.history[2]).toMatchObject({ service_name: 'Wash & Set', staff_name: 'Ada' });
    expect(data.history[3]).toMatchObject({ service_name: 'Wash & Set', staff_name: null });
  });

  it('finds clients by part of a name, a phone written any way, or an e-mail', async () => {
    const found = async (search: string) =>
      (await clients(`?search=${encodeURIComponent(search)}`)).clients.map((c: { name: string }) => c.name);
    expect(await found('okafor')).toEqual(['Tunde Okafor']);
    expect(await found('+234 803 123')).toEqual(['Amina Bello']);
    expect(await found('08120001111')).toEqual(['Amina Bello']);
    expect(await found('EXAMPLE.ng')).toEqual(['Amina Bello']);
    expect(await found('Chidi')).toEqual([]);
    expect((await clients('?page=2')).clients).toEqual([]);
  });

  it('keeps notes and tags private to the shop: no other vendor, client or stranger reads or writes them', async () => {
    const url = `vendor/clients/${encodeURIComponent('email:amina@example.ng')}/notes`;
    const notes = {
      notes: 'Allergic to relaxer; prefers Saturday mornings',
      tags: ['Allergy: relaxer', 'VIP', 'VIP'],
    };
    expect(await ok(inject('PUT', url, notes))).toEqual({
      success: true,
      message: 'Notes saved',
      data: { notes: notes.notes, tags: ['Allergy: relaxer', 'VIP'] },
    });
    const { data } = await ok(inject('GET', `vendor/clients/${encodeURIComponent(`booking:${ids.online}`)}`));
    expect(data).toMatchObject({ notes: notes.notes, tags: ['Allergy: relaxer', 'VIP'] });
    expect((await clients('?search=amina')).clients[0].tags).toEqual(['Allergy: relaxer', 'VIP']);

    // Another vendor: no clients, and Amina is nobody to them, to read or to write.
    const other = await signUp(t.app, 2);
    expect(await clients('', other.auth)).toMatchObject({ total: 0, clients: [] });
    expect(
      (await inject('GET', `vendor/clients/${encodeURIComponent(AMINA_KEY)}`, undefined, other.auth))
        .statusCode,
    ).toBe(404);
    expect((await inject('PUT', url, { notes: 'mine', tags: [] }, other.auth)).statusCode).toBe(404);
    expect(
      await t.app.container.db.selectFrom('client_notes').select(['user_id', 'client_key']).execute(),
    ).toEqual([{ user_id: vendor.userId, client_key: AMINA_KEY }]);

    // The client herself: not a vendor; nothing of the notes in her own bookings.
    expect((await inject('GET', 'vendor/clients', undefined, amina)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/customer/bookings', headers: amina })).body).not.toMatch(
      /relaxer|VIP/,
    );
    expect((await inject('GET', 'vendor/clients', undefined, {})).statusCode).toBe(401);
  });

  it('answers bad input with a readable 4xx', async () => {
    const bad = [
      inject('GET', 'vendor/clients?page=0'),
      inject('GET', 'vendor/clients/nobody'),
      inject('PUT', `vendor/clients/${AMINA_KEY}/notes`, { notes: 'x', tags: Array(13).fill('t') }),
      inject('PUT', `vendor/clients/${AMINA_KEY}/notes`, { notes: 'x'.repeat(2001), tags: [] }),
    ];
    for (const res of await Promise.all(bad)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await inject('GET', 'vendor/clients/phone:2340000000000')).statusCode).toBe(404);
  });
});
