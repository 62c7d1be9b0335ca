import { PAYOUT_ACCOUNT_HOLD_MS } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentProvider } from '../../adapters/payments.ts';
import { paystackPayments } from '../../adapters/paystack.ts';
import { transferReference } from '../../adapters/transfer-reference.ts';
import { createContainer } from '../../container.ts';
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
import { reconcilePayouts } from '../wallet/use-cases/reconcile-payouts.ts';
import { paymentsRepository } from './payments.repository.ts';
import { expireHolds } from './use-cases/expire-holds.ts';
import { flushRefunds } from './use-cases/flush-refunds.ts';

/** Every money state ends: refunds and payouts whose sender died, mismatched charges, starved sweeps. */
// A fresh provider per test: transfer references (withdrawal-00000001…) repeat in every new database.
let fake: FakePaystack;
beforeEach(async () => {
  fake = await startFakePaystack({ newTransferStatus: 'pending' });
  fake.addAccount('058', '0123456785', 'EZE CHIOMA');
});

let t: TestApp;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await t.close();
  await fake.close();
});

const paystack = () => paystackPayments({ baseUrl: fake.url, secretKey: fake.secretKey });
const env = () => ({
  PAYSTACK_SECRET_KEY: fake.secretKey,
  PAYSTACK_BASE_URL: fake.url,
  PAYSTACK_TRANSFERS: '1',
});
const calls = (call: string) => fake.calls.filter((c) => `${c.method} ${c.path}` === call).length;
const webhook = (event: { raw: string; signature: string }) => paystackWebhook(t, event.raw, event.signature);
const refundRows = () =>
  t.app.container.db
    .selectFrom('refunds')
    .select(['amount', 'status', 'attempts', 'provider_reference'])
    .orderBy('id')
    .execute();

/** A vendor whose Wash & Set takes a fixed ₦`deposit` deposit, and a customer. */
async function shop(deposit = 2000) {
  const vendor = await vendorWithServices(t);
  const alice = await customer(t, 'alice');
  await setDeposit(t, vendor.fixed, 'fixed', deposit * 100);
  const item = (time = '10:00') => [{ service_id: vendor.fixed, date: '2026-11-21', time }];
  return { vendor, alice, item };
}

/** Books and pays at the fake Paystack; answers the held booking's id and the payment reference. */
async function bookAndPay(s: Awaited<ReturnType<typeof shop>>, time = '10:00') {
  const res = await book(t, s.alice, s.vendor.userId, s.item(time));
  expect(res.statusCode).toBe(201);
  const { payment, bookings } = res.json();
  expect((await webhook(fake.event('charge.success', fake.pay(payment.reference)))).statusCode).toBe(200);
  return { id: bookings[0].id as number, reference: payment.reference as string };
}

describe('refunds whose sender died or whose answer was lost', () => {
  it('answers a reject at once while the provider hangs; after the lease another process sends the refund, once', async () => {
    // This process's refund call never ends: as if it died mid-call.
    let abandon: (error: Error) => void = () => {};
    const gone = new Promise<never>((_, reject) => {
      abandon = reject;
    });
    const real = paystack();
    const dying: PaymentProvider = { ...real, refund: () => gone };
    t = await createTestApp({ payments: dying }, env());
    cleanups.push(async () => abandon(new Error('process gone')));
    const s = await shop();
    const paid = await bookAndPay(s);

    const started = Date.now();
    const rejected = await t.app.inject({ url: `/api/rejectBooking/${paid.id}`, headers: s.vendor.auth });
    expect(rejected.statusCode).toBe(200);
    // Before: the answer waited on the provider (here forever; Paystack's own timeout is 15 s).
    expect(Date.now() - started).toBeLessThan(5_000);
    // Claimed in the background, and stuck there with its process.
    await vi.waitFor(async () =>
      expect(await refundRows()).toEqual([
        { amount: 200_000, status: 'sending', attempts: 1, provider_reference: null },
      ]),
    );

    // Another instance on the same database, whose provider answers. Within the lease it leaves
    // the claimed refund alone; after it, the sweep takes it again and the provider gets it once.
    const other = createContainer(t.config, { clock: t.clock, payments: real });
    cleanups.push(() => other.close());
    await flushRefunds(other.refunds);
    expect(calls('POST /refund')).toBe(0);
    t.clock.advance(2 * 60_000 + 1);
    await flushRefunds(other.refunds);
    expect(calls('POST /refund')).toBe(1);
    const [refund] = await refundRows();
    expect(refund).toMatchObject({ amount: 200_000, status: 'processing', attempts: 2 });
    expect(refund?.provider_reference).toBeTruthy();
  });

  it('finds a refund the provider took but whose answer was lost, instead of paying it again', async () => {
    t = await createTestApp({}, env());
    const s = await shop();
    const paid = await bookAndPay(s);
    fake.dropNextAnswer('POST /refund');
    const before = calls('POST /refund');
    await t.app.inject({ url: `/api/rejectBooking/${paid.id}`, headers: s.vendor.auth });
    await t.app.container.refunds.sender.settled();
    expect(await refundRows()).toEqual([expect.objectContaining({ status: 'pending', attempts: 1 })]);

    await flushRefunds(t.app.container.refunds);
    // Asked the provider first, found its refund: no second POST /refund.
    expect(calls('POST /refund') - before).toBe(1);
    expect(calls('GET /refund')).toBeGreaterThan(0);
    expect(await refundRows()).toEqual([
      expect.objectContaining({ amount: 200_000, status: 'processing', attempts: 2 }),
    ]);
  });
});

describe('checkouts', () => {
  it('closes a checkout paid with another amount, frees its slot and refunds what was taken', async () => {
    t = await createTestApp({}, env());
    const s = await shop();
    const { payment } = (await book(t, s.alice, s.vendor.userId, s.item())).json();
    const wrong = fake.pay(payment.reference, { amount: 150_000 });
    expect((await webhook(fake.event('charge.success', wrong))).statusCode).toBe(200);
    await t.app.container.refunds.sender.settled();

    const status = await t.app.inject({
      url: `/api/customer/payments/${payment.reference}`,
      headers: s.alice,
    });
    expect(status.json()).toMatchObject({ status: 'refunded' });
    const held = await t.app.container.db.selectFrom('bookings').select('status').execute();
    expect(held).toEqual([{ status: 'expired' }]);
    expect(await refundRows()).toEqual([
      expect.objectContaining({ amount: 150_000, status: 'processing', attempts: 1 }),
    ]);
    // The slot is free again at once.
    const bob = await customer(t, 'bob');
    expect((await book(t, bob, s.vendor.userId, s.item())).statusCode).toBe(201);
  });

  it('opens no provider checkout for a slot that is taken', async () => {
    t = await createTestApp({}, env());
    const s = await shop();
    expect((await book(t, s.alice, s.vendor.userId, s.item())).statusCode).toBe(201);
    const before = calls('POST /transaction/initialize');
    const bob = await customer(t, 'bob');
    const refused = await Promise.all(
      Array.from({ length: 5 }, () => book(t, bob, s.vendor.userId, s.item())),
    );
    expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409]);
    expect(calls('POST /transaction/initialize') - before).toBe(0);
  });

  it('releases the hold when the provider cannot open the checkout', async () => {
    t = await createTestApp({}, env());
    const s = await shop();
    fake.setDown(true);
    const res = await book(t, s.alice, s.vendor.userId, s.item()).finally(() => fake.setDown(false));
    expect(res.statusCode).toBe(503);
    const bob = await customer(t, 'bob');
    expect((await book(t, bob, s.vendor.userId, s.item())).statusCode).toBe(201);
  });

  it('ends an expired hold in one sweep behind 200 checkouts the provider reports with another amount', async () => {
    // A provider that reports every checkout but the real one paid with 1 kobo.
    const real = paystack();
    const odd: PaymentProvider = {
      ...real,
      verify: async (reference) =>
        reference.startsWith('ODD-')
          ? { reference, status: 'success', amountKobo: 1, currency: 'NGN', paidAt: null, providerId: null }
          : real.verify(reference),
      refund: async () => ({ status: 'processed', providerReference: `rf-${Math.random()}` }),
    };
    t = await createTestApp({ payments: odd }, env());
    const s = await shop();
    const payments = paymentsRepository();
    const now = t.clock.now().toISOString();
    for (let i = 0; i < 201; i++)
      await payments.insert(t.app.container.db, {
        reference: `ODD-${i}`,
        user_id: s.vendor.userId,
        customer_id: null,
        multiple_id: `odd-${i}`,
        amount: 200_000,
        currency: 'NGN',
        status: 'initialized',
        provider: 'paystack',
        authorization_url: '',
        expires_at: now,
        created_at: now,
        updated_at: now,
      });
    expect((await book(t, s.alice, s.vendor.userId, s.item())).statusCode).toBe(201);
    t.clock.advance(15 * 60_000);

    await expireHolds(t.app.container.payments);
    const held = await t.app.container.db.selectFrom('bookings').select('status').execute();
    expect(held).toEqual([{ status: 'expired' }]);
    const open = await t.app.container.db
      .selectFrom('payments')
      .select('reference')
      .where('status', '=', 'initialized')
      .execute();
    expect(open).toEqual([]);
  });
});

describe('payouts whose transfer was in flight', () => {
  /** A verified vendor with ₦`naira` in the balance and a saved account; answers a withdraw. */
  async function vendorWithBalance() {
    const s = await shop(8000);
    await t.app.container.db
      .updateTable('users')
      .set({ nin_verified: 1, email_verified_at: 'x', phone_verified_at: 'x' })
      .where('id', '=', s.vendor.userId)
      .execute();
    const paid = await bookAndPay(s, '12:00');
    await t.app.container.db.updateTable('bookings').set({ status: 'awaiting review' }).execute();
    await t.app.inject({
      method: 'POST',
      url: `/api/customer/bookings/${paid.id}/review`,
      headers: s.alice,
      payload: { rating: 5, comment: 'Great' },
    });
    const account = await t.app.inject({
      method: 'POST',
      url: '/api/bankaccounts',
      headers: s.vendor.auth,
      payload: { bank_code: '058', account_no: '0123456785', account_name: 'Chioma Eze' },
    });
    // The new payout account's 24-hour hold (issue 37) passes.
    t.clock.advance(PAYOUT_ACCOUNT_HOLD_MS);
    const withdraw = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/withdrawalrequest',
        headers: s.vendor.auth,
        payload: { payment_info_id: account.json().id },
      });
    const wallet = async () =>
      (await t.app.inject({ url: '/api/getUserWallet', headers: s.vendor.auth })).json().data[0][0];
    return { withdraw, wallet };
  }
  const withdrawal = () =>
    t.app.container.db.selectFrom('withdrawals').select(['id', 'status']).executeTakeFirstOrThrow();

  it.each([
    ['success', 'paid', { account_balance: 0, withdraw: 8000 }],
    ['failed', 'failed', { account_balance: 8000, withdraw: 0 }],
  ] as const)('settles a transfer %s at the provider whose webhook never came', async (at, status, money) => {
    t = await createTestApp({}, env());
    const { withdraw, wallet } = await vendorWithBalance();
    expect((await withdraw()).statusCode).toBe(200);
    await t.app.container.wallet.payoutsInFlight.settled();
    const { id } = await withdrawal();
    expect((await withdrawal()).status).toBe('processing');
    fake.setTransferStatus(transferReference(id), at);

    // Within the lease nothing is asked; after it the provider's answer settles the payout, once.
    expect(await reconcilePayouts(t.app.container.wallet)).toBe(0);
    t.clock.advance(2 * 60_000 + 1);
    expect(await reconcilePayouts(t.app.container.wallet)).toBe(1);
    expect((await withdrawal()).status).toBe(status);
    expect(await wallet()).toMatchObject(money);
    t.clock.advance(2 * 60_000 + 1);
    expect(await reconcilePayouts(t.app.container.wallet)).toBe(0);
    expect(await wallet()).toMatchObject(money);
  });

  it('answers a withdrawal without waiting for a payout provider that never answers', async () => {
    let abandon: (error: Error) => void = () => {};
    const gone = new Promise<never>((_, reject) => {
      abandon = reject;
    });
    t = await createTestApp({ payouts: { send: () => gone } }, env());
    cleanups.push(async () => abandon(new Error('process gone')));
    const { withdraw } = await vendorWithBalance();
    const started = Date.now();
    expect((await withdraw()).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await withdrawal()).status).toBe('pending');
  });

  it('sends a transfer the provider never got (the process died first), under the same reference', async () => {
    t = await createTestApp({}, env());
    const { withdraw } = await vendorWithBalance();
    fake.setDown(true);
    expect((await withdraw()).statusCode).toBe(200);
    await t.app.container.wallet.payoutsInFlight.settled();
    fake.setDown(false);
    expect((await withdrawal()).status).toBe('pending');
    t.clock.advance(2 * 60_000 + 1);
    await reconcilePayouts(t.app.container.wallet);
    expect((await withdrawal()).status).toBe('processing');
    const sent = fake.calls.filter((c) => c.method === 'POST' && c.path === '/transfer');
    expect(sent.at(-1)?.body).toMatchObject({ reference: transferReference((await withdrawal()).id) });
  });
});
