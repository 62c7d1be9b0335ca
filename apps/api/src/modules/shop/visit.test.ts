import { cancelRefund, DEFAULT_CANCELLATION_POLICY, MSG, VISIT_MESSAGES } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  book,
  bookPaid,
  bookWalkIn,
  createTestApp,
  customer,
  payOnSandbox,
  type TestApp,
  vendorWithServices,
} from '../../test/harness.ts';

let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
beforeEach(async () => {
  t = await createTestApp();
  vendor = await vendorWithServices(t);
});
afterEach(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url: `/api/shop/visits${url}`, headers, ...(payload ? { payload } : {}) });

/** A client's paid visit of two services (₦5,000 deposit each) and the key of its booking page. */
async function paidVisit(date: string, who = 1, times = ['10:00', '12:00']) {
  const client = await customer(t, who);
  const booked = await bookPaid(
    t,
    client,
    vendor.userId,
    [
      { service_id: vendor.fixed, date, time: times[0]! },
      { service_id: vendor.startsAt, date, time: times[1]! },
    ],
    5_000,
  );
  const ids = booked.bookings.map((b) => b.id);
  const linked = await call('POST', `/${ids[0]}/link`, client);
  expect(linked.statusCode, linked.body).toBe(200);
  const url = new URL(linked.json().url);
  const key = url.searchParams.get('key')!;
  return { client, ids, key, url };
}
const bookingsOf = (ids: number[]) =>
  t.app.container.db
    .selectFrom('bookings')
    .select(['id', 'status', 'deposit_kept', 'amount_paid', 'starts_at'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();

describe("the client's booking page", () => {
  it('opens by the key of its link, kept only hashed, and shows the visit with 12-hour times', async () => {
    const { key, url, ids } = await paidVisit('2026-11-21');
    expect(url.pathname).toBe(`/shop/${vendor.profileLink}/booking`);
    const stored = await t.app.container.db.selectFrom('visit_links').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(key);

    const page = await t.app.inject({ url: url.pathname + url.search });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('Your booking');
    expect(page.body).toContain('Sat, 21 Nov 2026, <span class="nw">10:00 AM – ');
    expect(page.body).toContain('Deposit paid');
    expect(page.body).toContain('You get ₦10,000 back: your whole deposit.');

    const ics = await t.app.inject({ url: `${url.pathname}.ics${url.search}` });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain('DTSTART:20261121T090000Z');
    expect(ics.body.match(/BEGIN:VEVENT/g)).toHaveLength(ids.length);

    // A wrong key, or the key on another shop's link, opens nothing.
    const wrong = await t.app.inject({ url: `${url.pathname}?key=nope` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toContain('Booking link not valid');
    const other = await vendorWithServices(t, 2);
    expect((await t.app.inject({ url: `/shop/${other.profileLink}/booking${url.search}` })).statusCode).toBe(
      404,
    );
  });

  it('answers 401 without a bearer or with a wrong one, 404 for a booking beyond it', async () => {
    const mine = await paidVisit('2026-11-21', 1);
    const theirs = await paidVisit('2026-11-23', 2);
    const none = await call('POST', `/${mine.ids[0]}/cancel`, {}, {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: MSG.unauthenticated });
    const wrong = await call('POST', `/${mine.ids[0]}/cancel`, bearer('not-a-key'), {});
    expect(wrong.statusCode).toBe(401);
    // My key does not reach another client's booking; nor does my customer token.
    const byKey = await call('POST', `/${theirs.ids[0]}/cancel`, bearer(mine.key), {});
    expect(byKey.statusCode).toBe(404);
    expect(byKey.json()).toMatchObject({ success: false, message: MSG.bookingNotFound });
    expect((await call('POST', `/${theirs.ids[0]}/cancel`, mine.client, {})).statusCode).toBe(404);
    expect((await call('GET', `/${theirs.ids[0]}/chat`, bearer(mine.key))).statusCode).toBe(404);
    expect((await bookingsOf(theirs.ids)).map((b) => b.status)).not.toContain('cancelled');
  });

  it('cancels the visit by its key, giving back what the shared rule says; a second cancel is a 409', async () => {
    // Inside the free window (8 hours ahead): the shop keeps its late-cancellation share.
    const { key, ids } = await paidVisit('2026-11-20', 1, ['12:00', '14:00']);
    const before = await bookingsOf(ids);
    const now = t.clock.now();
    const back = before.reduce(
      (sum, b) =>
        sum + cancelRefund(b.amount_paid, now, new Date(b.starts_at), DEFAULT_CANCELLATION_POLICY).back,
      0,
    );
    expect(back).toBe(500_000);
    const res = await call('POST', `/${ids[1]}/cancel`, bearer(key), { comment: 'Travelling' });
    expect(res.statusCode, res.body).toBe(200);
    const statuses = (await bookingsOf(ids)).map((b) => b.status);
    if (statuses.every((s) => s === 'cancelled')) {
      expect(res.json().message).toBe(`${VISIT_MESSAGES.cancelled} You get ₦5,000 back.`);
      const after = await bookingsOf(ids);
      expect(after.reduce((sum, b) => sum + b.amount_paid - b.deposit_kept, 0)).toBe(back);
    } else {
      expect(statuses).toEqual(['cancellation requested user', 'cancellation requested user']);
      expect(res.json().message).toBe(
        `${VISIT_MESSAGES.cancelAsked} Once the shop agrees, you get ₦5,000 back.`,
      );
    }
    const again = await call('POST', `/${ids[0]}/cancel`, bearer(key), {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: VISIT_MESSAGES.nothingToCancel });
  });

  it('offers free times by the customer rules, moves the booking, and chats with the shop', async () => {
    await t.app.container.db.updateTable('users').set({ rescheduling: 1, rescheduling_hours: 2 }).execute();
    const { key, ids } = await paidVisit('2026-11-23');
    const times = await call('GET', `/${ids[0]}/times?date=2026-11-24`, bearer(key));
    expect(times.statusCode, times.body).toBe(200);
    expect(times.json().times).toContain('14:00');
    const moved = await call('POST', `/${ids[0]}/reschedule`, bearer(key), {
      date: '2026-11-24',
      time: '14:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ success: true, message: VISIT_MESSAGES.moved });
    const bad = await call('GET', `/${ids[0]}/times?date=2026-02-30`, bearer(key));
    expect(bad.statusCode).toBe(422);

    const sent = await call('POST', `/${ids[0]}/chat`, bearer(key), { message: 'Can I bring my sister?' });
    expect(sent.statusCode, sent.body).toBe(201);
    const thread = await call('GET', `/${ids[0]}/chat`, bearer(key));
    expect(thread.json().data).toMatchObject([{ sender: 'customer', message: 'Can I bring my sister?' }]);

    const early = await call('POST', `/${ids[0]}/review`, bearer(key), { rating: 5, comment: 'Great' });
    expect(early.statusCode).toBe(409);
  });

  it("shows the shop's proposed time on the page and takes the client's answer", async () => {
    const { key, ids, url } = await paidVisit('2026-11-23');
    const proposed = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/bookings/${ids[0]}/reschedule`,
      headers: vendor.auth,
      payload: { date: '2026-11-24', time: '09:00' },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const page = await t.app.inject({ url: url.pathname + url.search });
    expect(page.body).toContain('The shop proposes a new time: <b>Tue, 24 Nov 2026, 09:00 AM</b>');
    const accepted = await call('POST', `/${ids[0]}/proposal`, bearer(key), { accept: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ success: true, message: VISIT_MESSAGES.proposalAccepted });
    const [moved] = await bookingsOf([ids[0]!]);
    expect(moved!.starts_at).toBe('2026-11-24T08:00:00.000Z');
    // Nothing waits any more: a second answer is refused, readably.
    const again = await call('POST', `/${ids[0]}/proposal`, bearer(key), { accept: false });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toEqual(expect.any(String));
  });

  it('shows a booking the shop made for a client without an account, and leaves its changes to the shop', async () => {
    const made = await bookWalkIn(t, vendor, { source: 'phone', time: '10:00', client_name: 'Bisi' });
    expect(made.statusCode, made.body).toBe(201);
    const [walkIn] = await t.app.container.db.selectFrom('bookings').select(['id']).execute();
    const link = new URL(await t.app.container.shop.visits.issue(walkIn!.id, vendor.profileLink));
    const page = await t.app.inject({ url: link.pathname + link.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(VISIT_MESSAGES.shopMade);
    expect(page.body).not.toContain('Cancel this booking');
    const key = link.searchParams.get('key')!;
    const cancel = await call('POST', `/${walkIn!.id}/cancel`, bearer(key), {});
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ success: false, message: VISIT_MESSAGES.shopMade });
  });

  it('takes a review after the visit, once, and shows it on the page', async () => {
    const { key, ids, url } = await paidVisit('2026-11-21');
    await t.app.container.db
      .updateTable('bookings')
      .set({ status: 'awaiting review' })
      .where('id', '=', ids[0]!)
      .execute();
    const before = await t.app.inject({ url: url.pathname + url.search });
    expect(before.body).toContain('How was it?');
    const res = await call('POST', `/${ids[0]}/review`, bearer(key), { rating: 4, comment: 'Lovely set' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: VISIT_MESSAGES.reviewed });
    expect((await bookingsOf([ids[0]!]))[0]!.status).toBe('completed');
    const after = await t.app.inject({ url: url.pathname + url.search });
    expect(after.body).not.toContain('How was it?');
    expect(after.body).toContain('Lovely set');
    const twice = await call('POST', `/${ids[0]}/review`, bearer(key), { rating: 5, comment: 'Again' });
    expect(twice.statusCode).toBe(409);
  });

  it('puts a fresh link to the booking page in the messages the client is sent', async () => {
    const { ids } = await paidVisit('2026-11-21');
    await t.app.container.db
      .updateTable('bookings')
      .set({ status: 'approved' })
      .where('id', 'in', ids)
      .execute();
    await t.app.container.transact((trx) => t.app.container.clientMessages.sync(trx, ids));
    await t.app.container.clientMessages.settled();
    await t.app.container.clientMessages.dispatchDue();
    const links = await t.app.container.db.selectFrom('visit_links').selectAll().execute();
    expect(links.length).toBeGreaterThan(1);
  });
});

describe("a deposit's checkout from the shop page", () => {
  const withDeposit = () =>
    t.app.container.db
      .updateTable('services')
      .set({ deposit_type: 'fixed', deposit_value: 500_000 })
      .execute();

  it('comes back to the path it was given, on this site', async () => {
    await withDeposit();
    const client = await customer(t);
    const res = await book(
      t,
      client,
      vendor.userId,
      [{ service_id: vendor.fixed, date: '2026-11-21', time: '10:00' }],
      {
        return_path: `/shop/${vendor.profileLink}`,
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { reference } = res.json().payment;
    const paid = await payOnSandbox(t, reference);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://app.test/shop/${vendor.profileLink}?trxref=${reference}&reference=${reference}`,
    );
  });

  it('refuses a return to another site, changing nothing', async () => {
    await withDeposit();
    const client = await customer(t);
    for (const path of ['https://evil.example/', '//evil.example/shop', '/\\evil.example']) {
      const res = await book(
        t,
        client,
        vendor.userId,
        [{ service_id: vendor.fixed, date: '2026-11-21', time: '10:00' }],
        {
          return_path: path,
        },
      );
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message).toBe('Return to a page of this site');
    }
    expect(await t.app.container.db.selectFrom('bookings').selectAll().execute()).toHaveLength(0);
  });

  it('without a path still comes back to the return page', async () => {
    await withDeposit();
    const client = await customer(t);
    const res = await book(t, client, vendor.userId, [
      { service_id: vendor.fixed, date: '2026-11-21', time: '10:00' },
    ]);
    const paid = await payOnSandbox(t, res.json().payment.reference);
    expect(paid.headers.location).toMatch(/^http:\/\/app\.test\/pay\/return\?/);
  });
});
