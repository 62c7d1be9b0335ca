import { PAYMENT_MESSAGES, SYSTEM_TRANSITIONS, TRANSFER_MESSAGES } from '@app/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakePaystack, startFakePaystack } from '../../test/fake-paystack.ts';
import {
  book,
  createTestApp,
  customer,
  paystackWebhook,
  setDeposit,
  type TestApp,
  vendorWithServices,
} from '../../test/harness.ts';

/**
 * Deposits paid by bank transfer (issue 35): a one-time account per checkout at the provider,
 * confirmed only by the provider's signed charge.success, with a wrong sum settled (too little:
 * refunded and closed; too much: confirmed, the excess refunded).
 */
let fake: FakePaystack;
beforeAll(async () => {
  fake = await startFakePaystack();
});
afterAll(() => fake.close());

let t: TestApp;
afterEach(() => t.close());

const DEPOSIT = 240_000; // 30 % of the ₦8,000 Wash & Set, in kobo

async function setUp(env: NodeJS.ProcessEnv = {}) {
  t = await createTestApp({}, env);
  const vendor = await vendorWithServices(t);
  const alice = await customer(t, 'alice');
  await setDeposit(t, vendor.fixed, 'percent', 30);
  const booked = await book(t, alice, vendor.userId, [
    { service_id: vendor.fixed, date: '2026-11-21', time: '10:00' },
  ]);
  expect(booked.statusCode).toBe(201);
  const { payment } = booked.json() as { payment: { reference: string; authorization_url: string } };
  return { vendor, alice, payment };
}
const withPaystack = () => setUp({ PAYSTACK_SECRET_KEY: fake.secretKey, PAYSTACK_BASE_URL: fake.url });

/** The customer chooses bank transfer on the checkout page. */
async function chooseTransfer(reference: string) {
  const chosen = await t.app.inject({ method: 'POST', url: `/pay/${reference}/transfer` });
  expect(chosen.statusCode).toBe(303);
  expect(chosen.headers.location).toBe(`/pay/${reference}/transfer`);
  return t.app.inject({ url: `/pay/${reference}/transfer` });
}
const webhook = (raw: string, signature?: string) => paystackWebhook(t, raw, signature);
const bookingStatuses = async () =>
  (await t.app.container.db.selectFrom('bookings').select(['status', 'amount_paid']).execute()).map(
    (b) => `${b.status} ${b.amount_paid}`,
  );
const paymentRow = () => t.app.container.db.selectFrom('payments').selectAll().executeTakeFirstOrThrow();
const ledger = () =>
  t.app.container.db
    .selectFrom('ledger_entries')
    .select(['kind', 'amount'])
    .where('kind', '=', 'booking_paid')
    .execute();
/** The refunds asked of the fake for one checkout's charges (the fake serves every test of the file). */
const refundCalls = (checkout: string) =>
  fake.calls
    .filter((c) => c.method === 'POST' && c.path === '/refund')
    .map((c) => c.body as { transaction: string })
    .filter((body) => body.transaction.startsWith(checkout));

describe('deposits by bank transfer through Paystack (local fake)', () => {
  it('offers card and transfer, opens one account with POST /charge, and confirms once from the signed charge.success', async () => {
    const { vendor, payment } = await withPaystack();
    // Our checkout page: the provider's card page is one choice, the transfer the other.
    expect(payment.authorization_url).toBe(`http://app.test/pay/${payment.reference}`);
    const checkout = await t.app.inject({ url: `/pay/${payment.reference}` });
    expect(checkout.body).toContain(`href="${fake.url}/checkout/${payment.reference}"`);
    expect(checkout.body).toContain(TRANSFER_MESSAGES.choose);

    const page = await chooseTransfer(payment.reference);
    const transferReference = `${payment.reference}-T`;
    const charges = () => fake.calls.filter((c) => c.path === '/charge');
    expect(charges()).toEqual([
      {
        method: 'POST',
        path: '/charge',
        query: {},
        authorization: `Bearer ${fake.secretKey}`,
        body: {
          email: 'customeralice@example.ng',
          amount: DEPOSIT,
          reference: transferReference,
          metadata: expect.objectContaining({ checkout: payment.reference }),
          bank_transfer: { account_expires_at: (await paymentRow()).expires_at },
        },
      },
    ]);
    expect(page.body).toContain('Test Bank');
    expect(page.body).toContain('PAYSTACK CHECKOUT');
    expect(page.body).toContain('₦2,400.00');
    expect(page.body).not.toContain(TRANSFER_MESSAGES.simulate);
    // A second choice (another tab) shows the same account: no second charge.
    await chooseTransfer(payment.reference);
    expect(charges()).toHaveLength(1);

    // The customer's word (an early or forged event) moves nothing.
    const early = fake.event('charge.success', {
      reference: transferReference,
      amount: DEPOSIT,
      channel: 'bank_transfer',
    });
    expect((await webhook(early.raw, early.signature)).statusCode).toBe(200);
    const paid = fake.pay(transferReference);
    expect(paid.channel).toBe('bank_transfer');
    const event = fake.event('charge.success', paid);
    const forged = fake.event('charge.success', paid, 'sk_test_other');
    expect((await webhook(event.raw)).statusCode).toBe(401);
    expect((await webhook(forged.raw, forged.signature)).statusCode).toBe(401);
    expect(await bookingStatuses()).toEqual(['awaiting payment 0']);

    // Replayed deliveries, at once: one confirmation, one ledger row.
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(event.raw, event.signature)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await bookingStatuses()).toEqual(['pending 240000']);
    expect(await ledger()).toEqual([{ kind: 'booking_paid', amount: DEPOSIT }]);
    expect(await paymentRow()).toMatchObject({ status: 'success', provider_id: String(paid.id) });
    const settled = await t.app.inject({ url: `/pay/${payment.reference}/transfer` });
    expect(settled.body).toContain(PAYMENT_MESSAGES.paid);

    // A cancellation's refund goes to the charge that paid: the transfer.
    const [booking] = await t.app.container.db.selectFrom('bookings').select('id').execute();
    await t.app.inject({ url: `/api/rejectBooking/${booking!.id}`, headers: vendor.auth });
    await t.app.container.refunds.sender.settled();
    expect(refundCalls(payment.reference)).toEqual([{ transaction: transferReference, amount: DEPOSIT }]);
  });

  it('refunds an underpaid transfer in full, closes the checkout and confirms nothing', async () => {
    const { vendor, payment } = await withPaystack();
    await chooseTransfer(payment.reference);
    const transferReference = `${payment.reference}-T`;
    const event = fake.event('charge.success', fake.pay(transferReference, { amount: 200_000 }));
    expect((await webhook(event.raw, event.signature)).statusCode).toBe(200);
    expect((await webhook(event.raw, event.signature)).statusCode).toBe(200);
    await t.app.container.refunds.sender.settled();
    expect(refundCalls(payment.reference)).toEqual([{ transaction: transferReference, amount: 200_000 }]);
    expect(await paymentRow()).toMatchObject({ status: 'refunded' });
    expect(await bookingStatuses()).toEqual([`${SYSTEM_TRANSITIONS.paymentFailed.to} 0`]);
    expect(await ledger()).toEqual([]);
    const wallet = (await t.app.inject({ url: '/api/getUserWallet', headers: vendor.auth })).json()
      .data[0][0];
    expect(wallet).toMatchObject({ pending: 0, account_balance: 0 });
    const page = await t.app.inject({ url: `/pay/${payment.reference}/transfer` });
    expect(page.body).toContain(TRANSFER_MESSAGES.underpaid);
  });

  it('confirms an overpaid transfer and refunds only the excess', async () => {
    const { payment } = await withPaystack();
    await chooseTransfer(payment.reference);
    const transferReference = `${payment.reference}-T`;
    const event = fake.event('charge.success', fake.pay(transferReference, { amount: 250_000 }));
    await Promise.all([webhook(event.raw, event.signature), webhook(event.raw, event.signature)]);
    await t.app.container.refunds.sender.settled();
    expect(await bookingStatuses()).toEqual(['pending 240000']);
    expect(await ledger()).toEqual([{ kind: 'booking_paid', amount: DEPOSIT }]);
    expect(refundCalls(payment.reference)).toEqual([{ transaction: transferReference, amount: 10_000 }]);
  });

  it('refunds in full the second payment of a checkout paid both by card and by transfer', async () => {
    const { payment } = await withPaystack();
    await chooseTransfer(payment.reference);
    const transferReference = `${payment.reference}-T`;
    const transfer = fake.event('charge.success', fake.pay(transferReference));
    await webhook(transfer.raw, transfer.signature);
    const card = fake.event('charge.success', fake.pay(payment.reference));
    await Promise.all([webhook(card.raw, card.signature), webhook(card.raw, card.signature)]);
    await webhook(transfer.raw, transfer.signature);
    await t.app.container.refunds.sender.settled();
    expect(await bookingStatuses()).toEqual(['pending 240000']);
    expect(refundCalls(payment.reference)).toEqual([{ transaction: payment.reference, amount: DEPOSIT }]);
  });
});

describe('deposits by bank transfer in the embedded sandbox', () => {
  it("shows a one-time account and 'Simulate transfer' sends the signed webhook that confirms the booking", async () => {
    const { payment } = await setUp();
    const checkout = await t.app.inject({ url: payment.authorization_url });
    expect(checkout.body).toContain(`action="/pay/${payment.reference}/transfer"`);
    const page = await chooseTransfer(payment.reference);
    expect(page.body).toContain('Sandbox Bank (test)');
    expect(page.body).toMatch(/class="account">99\d{8}</);
    expect(page.body).toContain(TRANSFER_MESSAGES.simulate);
    const simulated = await t.app.inject({
      method: 'POST',
      url: `/sandbox/transfer/${payment.reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'amount=2400',
    });
    expect(simulated.statusCode).toBe(303);
    expect(await bookingStatuses()).toEqual(['pending 240000']);
    const settled = await t.app.inject({ url: `/pay/${payment.reference}/transfer` });
    expect(settled.body).toContain(PAYMENT_MESSAGES.paid);
    // Pressed again: the sandbox charge is settled, nothing moves.
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/transfer/${payment.reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'amount=2400',
    });
    expect(await ledger()).toEqual([{ kind: 'booking_paid', amount: DEPOSIT }]);
  });

  it('ends the transfer account with the hold: the checkout expires and the slot is free', async () => {
    const { payment } = await setUp();
    await chooseTransfer(payment.reference);
    t.clock.advance(15 * 60_000);
    const page = await t.app.inject({ url: `/pay/${payment.reference}/transfer` });
    expect(page.body).toContain(PAYMENT_MESSAGES.expired);
    expect(
      await t.app.container.db.selectFrom('payment_transfers').select('status').executeTakeFirstOrThrow(),
    ).toEqual({ status: 'expired' });
    // Money arriving after all is refunded in full.
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/transfer/${payment.reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'amount=2400',
    });
    await t.app.container.refunds.sender.settled();
    expect(await paymentRow()).toMatchObject({ status: 'refunded' });
    const refunds = await t.app.container.db
      .selectFrom('refunds')
      .select(['amount', 'status', 'charge_reference'])
      .execute();
    expect(refunds).toEqual([
      { amount: DEPOSIT, status: 'processed', charge_reference: `${payment.reference}-T` },
    ]);
    expect(await bookingStatuses()).toEqual([`${SYSTEM_TRANSITIONS.holdExpired.to} 0`]);
  });
});
