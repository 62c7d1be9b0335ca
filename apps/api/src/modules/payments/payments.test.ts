import { PAYMENT_MESSAGES, PAYOUT_ACCOUNT_HOLD_MS } from '@app/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakePaystack, startFakePaystack } from '../../test/fake-paystack.ts';
import {
  book,
  bookPaid,
  createTestApp,
  customer,
  payOnSandbox,
  paystackWebhook,
  setDeposit,
  type TestApp,
  vendorWithServices,
} from '../../test/harness.ts';

let fake: FakePaystack;
beforeAll(async () => {
  fake = await startFakePaystack({ newTransferStatus: 'pending' });
  // Bank accounts are saved under the name the bank gives for them.
  fake.addAccount('058', '0123456785', 'EZE CHIOMA');
});
afterAll(() => fake.close());

let t: TestApp;
afterEach(() => t.close());

/** An app whose payments (and transfers) go to the local fake of Paystack. */
async function withPaystack() {
  t = await createTestApp(
    {},
    {
      PAYSTACK_SECRET_KEY: fake.secretKey,
      PAYSTACK_BASE_URL: fake.url,
      PAYSTACK_TRANSFERS: '1',
    },
  );
  return setUp();
}
async function withSandbox() {
  t = await createTestApp();
  return setUp();
}
async function setUp() {
  const vendor = await vendorWithServices(t);
  const alice = await customer(t, 'alice');
  // A 30 % deposit on the ₦8,000 Wash & Set: ₦2,400.
  await setDeposit(t, vendor.fixed, 'percent', 30);
  const item = (time = '10:00') => [{ service_id: vendor.fixed, date: '2026-11-21', time }];
  return { vendor, alice, item };
}
const walletOf = async (auth: Record<string, string>) =>
  (await t.app.inject({ url: '/api/getUserWallet', headers: auth })).json().data[0][0];
const vendorList = async (vendor: { userId: number; auth: Record<string, string> }) =>
  (await t.app.inject({ url: `/api/getallbookingsbydate/${vendor.userId}`, headers: vendor.auth })).json()
    .bookings as { id: number; booking_status: string; amount_paid: number }[];
const webhook = (raw: string, signature?: string) => paystackWebhook(t, raw, signature);

describe('deposits through Paystack (local fake)', () => {
  it('holds the slot unpaid, then credits the deposit once from a verified, signed charge.success', async () => {
    const { vendor, alice, item } = await withPaystack();
    const res = await book(t, alice, vendor.userId, item());
    expect(res.statusCode).toBe(201);
    const { payment, bookings } = res.json();
    expect(payment).toMatchObject({ amount: 2400, currency: 'NGN', test_mode: true });
    // Our checkout page, whose card choice is the provider's page (issue 35: transfer beside it).
    expect(payment.authorization_url).toBe(`http://app.test/pay/${payment.reference}`);
    expect(bookings[0]).toMatchObject({ booking_status: 'awaiting payment', amount_paid: 0 });
    const init = fake.calls.findLast((c) => c.path === '/transaction/initialize');
    expect(init?.body).toMatchObject({
      amount: 240_000,
      reference: payment.reference,
      email: 'customeralice@example.ng',
    });
    // The vendor does not see an unpaid hold, and no money exists yet.
    expect(await vendorList(vendor)).toEqual([]);
    expect(await walletOf(vendor.auth)).toMatchObject({ pending: 0, account_balance: 0 });

    // A charge.success before the customer paid: the provider says no, nothing moves.
    const early = fake.event('charge.success', {
      reference: payment.reference,
      amount: 240_000,
      currency: 'NGN',
      status: 'success',
    });
    expect((await webhook(early.raw, early.signature)).statusCode).toBe(200);
    expect(await walletOf(vendor.auth)).toMatchObject({ pending: 0 });

    const paid = fake.pay(payment.reference);
    const event = fake.event('charge.success', paid);
    const forged = fake.event('charge.success', paid, 'sk_test_other');
    // Unsigned, wrongly signed and tampered deliveries are refused.
    expect((await webhook(event.raw)).statusCode).toBe(401);
    expect((await webhook(forged.raw, forged.signature)).statusCode).toBe(401);
    expect((await webhook(event.raw.replace('240000', '240001'), event.signature)).statusCode).toBe(401);
    expect(await walletOf(vendor.auth)).toMatchObject({ pending: 0 });

    // 20 concurrent deliveries of the same event: one credit.
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(event.raw, event.signature)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await walletOf(vendor.auth)).toMatchObject({ pending: 2400, account_balance: 0 });
    const ledger = await t.app.container.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('kind', '=', 'booking_paid')
      .execute();
    expect(ledger).toEqual([{ amount: 240_000 }]);
    expect(await vendorList(vendor)).toEqual([
      expect.objectContaining({ booking_status: 'pending', amount_paid: 2400 }),
    ]);
    const status = await t.app.inject({ url: `/api/customer/payments/${payment.reference}`, headers: alice });
    expect(status.json()).toMatchObject({ status: 'paid', message: PAYMENT_MESSAGES.paid });
  });

  it('credits nothing for a charge of another amount (it is refunded, see stuck-money.test.ts) or an unknown reference', async () => {
    const { vendor, alice, item } = await withPaystack();
    const { payment } = (await book(t, alice, vendor.userId, item())).json();
    const wrong = fake.event('charge.success', fake.pay(payment.reference, { amount: 100 }));
    expect((await webhook(wrong.raw, wrong.signature)).statusCode).toBe(200);
    await t.app.container.refunds.sender.settled();
    const unknown = fake.event('charge.success', { reference: 'PAY-NOT-OURS', amount: 1, currency: 'NGN' });
    expect((await webhook(unknown.raw, unknown.signature)).statusCode).toBe(200);
    expect(await walletOf(vendor.auth)).toMatchObject({ pending: 0 });
    expect(await vendorList(vendor)).toEqual([]);
  });

  it('settles payouts from transfer webhooks once; a reversal returns the money once', async () => {
    const { vendor } = await withPaystack();
    await t.app.container.db
      .updateTable('users')
      .set({ nin_verified: 1, email_verified_at: 'x', phone_verified_at: 'x' })
      .where('id', '=', vendor.userId)
      .execute();
    const alice = await customer(t, 'bob');
    const { bookings } = await bookPaidViaFake(vendor, alice, 8000);
    await t.app.container.db.updateTable('bookings').set({ status: 'awaiting review' }).execute();
    await t.app.inject({
      method: 'POST',
      url: `/api/customer/bookings/${bookings[0]!.id}/review`,
      headers: alice,
      payload: { rating: 5, comment: 'Great' },
    });
    const account = await t.app.inject({
      method: 'POST',
      url: '/api/bankaccounts',
      headers: vendor.auth,
      payload: { bank_code: '058', account_no: '0123456785', account_name: 'Chioma Eze' },
    });
    // The new payout account's 24-hour hold (issue 37) passes.
    t.clock.advance(PAYOUT_ACCOUNT_HOLD_MS);
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawalrequest',
      headers: vendor.auth,
      payload: { payment_info_id: account.json().id },
    });
    expect(withdrawal.statusCode).toBe(200);
    await t.app.container.wallet.payoutsInFlight.settled();
    const transfer = fake.calls.findLast((c) => c.path === '/transfer')?.body as
      | { reference: string }
      | undefined;
    const reference = transfer?.reference ?? '';
    const statusOf = async () =>
      (await t.app.container.db.selectFrom('withdrawals').select('status').executeTakeFirstOrThrow()).status;
    expect(await statusOf()).toBe('processing');

    const success = fake.event('transfer.success', fake.setTransferStatus(reference, 'success'));
    await Promise.all(Array.from({ length: 5 }, () => webhook(success.raw, success.signature)));
    expect(await statusOf()).toBe('paid');
    expect(await walletOf(vendor.auth)).toMatchObject({ account_balance: 0, withdraw: 8000 });

    const reversed = fake.event('transfer.reversed', fake.setTransferStatus(reference, 'reversed'));
    await Promise.all(Array.from({ length: 5 }, () => webhook(reversed.raw, reversed.signature)));
    expect(await statusOf()).toBe('failed');
    expect(await walletOf(vendor.auth)).toMatchObject({ account_balance: 8000, withdraw: 0 });
  });
});

/** Books the Wash & Set with a ₦`deposit` deposit and pays it at the fake provider. */
async function bookPaidViaFake(
  vendor: { userId: number; fixed: number },
  headers: Record<string, string>,
  deposit: number,
) {
  await t.app.container.db
    .updateTable('services')
    .set({ deposit_type: 'fixed', deposit_value: deposit * 100 })
    .execute();
  const body = (
    await book(t, headers, vendor.userId, [{ service_id: vendor.fixed, date: '2026-11-21', time: '12:00' }])
  ).json();
  const event = fake.event('charge.success', fake.pay(body.payment.reference));
  expect((await webhook(event.raw, event.signature)).statusCode).toBe(200);
  return body as { bookings: { id: number }[] };
}

describe('deposits in the embedded sandbox', () => {
  it('frees the slot when the 15-minute hold ends unpaid, and refunds a payment that arrives later', async () => {
    const { vendor, alice, item } = await withSandbox();
    const { payment } = (await book(t, alice, vendor.userId, item())).json();
    expect(payment.authorization_url).toBe(`http://app.test/sandbox/checkout/${payment.reference}`);
    const page = await t.app.inject({ url: `/sandbox/checkout/${payment.reference}` });
    expect(page.body).toContain('TEST MODE');
    // Someone else cannot take the held slot…
    const bob = await customer(t, 'bob');
    expect((await book(t, bob, vendor.userId, item())).statusCode).toBe(409);
    // …until the hold ends, even before the sweep runs.
    t.clock.advance(15 * 60_000);
    const status = await t.app.inject({ url: `/api/customer/payments/${payment.reference}`, headers: alice });
    expect(status.json()).toMatchObject({ status: 'expired', message: PAYMENT_MESSAGES.expired });
    const second = await book(t, bob, vendor.userId, item());
    expect(second.statusCode).toBe(201);
    // Alice pays after all: her money goes back in full, and Bob keeps the slot.
    expect((await payOnSandbox(t, payment.reference)).statusCode).toBe(303);
    expect(
      (await t.app.inject({ url: `/api/customer/payments/${payment.reference}`, headers: alice })).json()
        .status,
    ).toBe('refunded');
    await t.app.container.refunds.sender.settled();
    const refunds = await t.app.container.db.selectFrom('refunds').select(['amount', 'status']).execute();
    expect(refunds).toEqual([{ amount: 240_000, status: 'processed' }]);
    expect(await walletOf(vendor.auth)).toMatchObject({ pending: 0, cancelled: 0 });
  });

  it('releases the hold when the card is declined, with a clear message', async () => {
    const { vendor, alice, item } = await withSandbox();
    const { payment } = (await book(t, alice, vendor.userId, item())).json();
    const declined = await payOnSandbox(t, payment.reference, 'decline');
    expect(declined.headers.location).toBe(
      `http://app.test/pay/return?trxref=${payment.reference}&reference=${payment.reference}`,
    );
    const page = await t.app.inject({ url: `/pay/return?reference=${payment.reference}` });
    expect(page.body).toContain('Your payment did not go through');
    expect((await book(t, alice, vendor.userId, item())).statusCode).toBe(201);
  });

  it('keeps the no-show fee of the deposit per policy and refunds the rest', async () => {
    const { vendor, alice } = await withSandbox();
    const policy = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/cancellation-policy',
      headers: vendor.auth,
      payload: { free_cancel_hours: 12, late_cancel_fee_percent: 50, no_show_fee_percent: 80 },
    });
    expect(policy.json()).toEqual({ success: true, message: 'Cancellation policy saved' });
    const { bookings } = await bookPaid(
      t,
      alice,
      vendor.userId,
      [{ service_id: vendor.fixed, date: '2026-11-21', time: '10:00' }],
      3000,
    );
    const id = bookings[0]!.id;
    await t.app.inject({ url: `/api/acceptBooking/${id}`, headers: vendor.auth });
    const early = await t.app.inject({ url: `/api/noShowBooking/${id}`, headers: vendor.auth });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('You can mark a no-show 15 minutes after the start time');
    // Issue 35: the policy's grace after the start, 15 minutes unless the vendor sets another
    // (the PUT above, without it, kept the default); 30 here, read back as saved.
    const graced = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/cancellation-policy',
      headers: vendor.auth,
      payload: {
        free_cancel_hours: 12,
        late_cancel_fee_percent: 50,
        no_show_fee_percent: 80,
        no_show_grace_minutes: 30,
      },
    });
    expect(graced.statusCode).toBe(200);
    const saved = await t.app.inject({ url: '/api/settings/cancellation-policy', headers: vendor.auth });
    expect(saved.json().data).toEqual({
      free_cancel_hours: 12,
      late_cancel_fee_percent: 50,
      no_show_fee_percent: 80,
      no_show_grace_minutes: 30,
      // Issue 36's misses rule, off until the shop sets it.
      missed_deposit_after: 0,
      missed_deposit_percent: 0,
      missed_deposit_late_cancels: true,
    });
    t.clock.advance(new Date('2026-11-21T10:29:59+01:00').getTime() - t.clock.now().getTime());
    const inGrace = await t.app.inject({ url: `/api/noShowBooking/${id}`, headers: vendor.auth });
    expect(inGrace.statusCode).toBe(422);
    expect(inGrace.json()).toEqual({
      success: false,
      message: 'You can mark a no-show 30 minutes after the start time',
    });
    t.clock.advance(1_000);
    const marked = await t.app.inject({ url: `/api/noShowBooking/${id}`, headers: vendor.auth });
    expect(marked.json()).toEqual({ success: true, message: 'Booking updated' });
    expect(await walletOf(vendor.auth)).toMatchObject({ account_balance: 2400, pending: 0, cancelled: 600 });
    expect((await vendorList(vendor))[0]).toMatchObject({
      booking_status: 'no show',
      deposit_kept: 2400,
      deposit_refunded: 600,
    });
    const summary = await t.app.inject({ url: '/api/earnings/deposits', headers: vendor.auth });
    expect(summary.json().data).toEqual({
      deposits_paid: 3000,
      fees_kept: 2400,
      refunded: 600,
      no_shows: 1,
      late_cancellations: 0,
    });
    await t.app.container.refunds.sender.settled();
    const sandboxRow = await t.app.container.db
      .selectFrom('sandbox_transactions')
      .select('refunded')
      .executeTakeFirstOrThrow();
    expect(sandboxRow.refunded).toBe(60_000);
  });

  it('refunds the whole deposit for a cancellation inside the free window, and keeps the late fee after it', async () => {
    const { vendor, alice } = await withSandbox();
    // The clock is Friday 10:00; Monday 10:00 is 72 hours away (free), Saturday 09:00 is 23 hours (late).
    const early = (
      await bookPaid(
        t,
        alice,
        vendor.userId,
        [{ service_id: vendor.fixed, date: '2026-11-23', time: '10:00' }],
        2000,
      )
    ).bookings[0]!.id;
    const late = (
      await bookPaid(
        t,
        alice,
        vendor.userId,
        [{ service_id: vendor.fixed, date: '2026-11-21', time: '09:00' }],
        2000,
      )
    ).bookings[0]!.id;
    const cancel = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/customer/bookings/${id}/cancel-request`,
        headers: alice,
        payload: { comment: 'Plans changed' },
      });
    expect((await cancel(early)).statusCode).toBe(200);
    expect((await cancel(late)).statusCode).toBe(200);
    expect(await walletOf(vendor.auth)).toMatchObject({ pending: 0, account_balance: 1000, cancelled: 3000 });
    const summary = (await t.app.inject({ url: '/api/earnings/deposits', headers: vendor.auth })).json().data;
    expect(summary).toMatchObject({ fees_kept: 1000, refunded: 3000, late_cancellations: 1 });
  });

  it('refuses bad webhooks without a 5xx and changes nothing', async () => {
    await withSandbox();
    for (const [raw, signature] of [
      ['not json', undefined],
      ['{}', 'zz'],
      ['{"event":"charge.success"}', 'a'.repeat(128)],
    ] as const) {
      const res = await webhook(raw, signature);
      expect(res.statusCode).toBe(401);
    }
    expect(await t.app.container.db.selectFrom('ledger_entries').selectAll().execute()).toEqual([]);
  });

  it("answers a flood of unsigned calls from one address 429 after 30 a minute, logs one warning, and lets other addresses' signed events through", async () => {
    const warnings: string[] = [];
    const errors: string[] = [];
    t = await createTestApp({ warn: (m) => void warnings.push(m), log: (m) => void errors.push(m) });
    const { vendor, alice, item } = await setUp();
    const forged = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/paystack/webhook',
        remoteAddress,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': 'a'.repeat(128) },
        payload: '{"event":"charge.success","data":{"reference":"x"}}',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await forged('203.0.113.9')).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    expect(warnings).toHaveLength(1);
    expect(errors).toEqual([]);
    // The sandbox's own signed charge.success (another address) still confirms a deposit.
    const booked = await book(t, alice, vendor.userId, item());
    expect(booked.statusCode).toBe(201);
    await payOnSandbox(t, booked.json().payment.reference);
    expect((await vendorList(vendor))[0]?.booking_status).toBe('pending');
  });
});
