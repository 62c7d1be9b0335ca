import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePaystack, startFakePaystack } from '../test/fake-paystack.ts';
import type { CheckoutRequest, PaymentProvider } from './payments.ts';
import { paystackPayments } from './paystack.ts';

let fake: FakePaystack;
let paystack: PaymentProvider;
beforeAll(async () => {
  fake = await startFakePaystack({ secretKey: 'sk_test_abc' });
  paystack = paystackPayments({ baseUrl: fake.url, secretKey: 'sk_test_abc' });
});
afterAll(() => fake.close());

let serial = 0;
const checkout = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  reference: `pay-${++serial}`,
  amountKobo: 1_250_000,
  currency: 'NGN',
  email: 'ada@example.com',
  callbackUrl: 'https://vendor.example/payments/return',
  metadata: { multiple_id: 'M-42' },
  ...overrides,
});
const initialized = async (overrides: Partial<CheckoutRequest> = {}) => {
  const request = checkout(overrides);
  await paystack.initialize(request);
  return request.reference;
};

describe('paystack payments', () => {
  it('initialises a transaction in kobo with our reference, the callback and the secret key', async () => {
    const request = checkout();
    const { authorizationUrl } = await paystack.initialize(request);
    expect(authorizationUrl).toBe(`${fake.url}/checkout/${request.reference}`);
    expect(fake.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/transaction/initialize',
      query: {},
      authorization: 'Bearer sk_test_abc',
      body: {
        email: 'ada@example.com',
        amount: 1_250_000,
        currency: 'NGN',
        reference: request.reference,
        callback_url: 'https://vendor.example/payments/return',
        metadata: { multiple_id: 'M-42' },
      },
    });
    await expect(paystack.initialize(request)).rejects.toThrow('Duplicate Transaction Reference');
  });

  it('opens a one-time transfer account with POST /charge (bank_transfer) and verifies its charge like a card', async () => {
    const reference = `pay-${++serial}-T`;
    const account = await paystack.openTransfer({
      reference,
      amountKobo: 240_000,
      email: 'ada@example.com',
      expiresAt: '2026-11-20T09:15:00.000Z',
      metadata: { checkout: 'pay-1' },
    });
    expect(fake.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/charge',
      query: {},
      authorization: 'Bearer sk_test_abc',
      body: {
        email: 'ada@example.com',
        amount: 240_000,
        reference,
        metadata: { checkout: 'pay-1' },
        bank_transfer: { account_expires_at: '2026-11-20T09:15:00.000Z' },
      },
    });
    expect(account).toEqual({
      bankName: 'Test Bank',
      accountNumber: expect.stringMatching(/^\d{10}$/),
      accountName: 'PAYSTACK CHECKOUT',
      amountKobo: 240_000,
      expiresAt: '2026-11-20T09:15:00.000Z',
    });
    expect(await paystack.verify(reference)).toMatchObject({ status: 'pending' });
    fake.pay(reference, { amount: 200_000 });
    expect(await paystack.verify(reference)).toMatchObject({ status: 'success', amountKobo: 200_000 });
  });

  it('verifies a paid charge by reference with the amount, currency, time and provider id', async () => {
    const reference = await initialized();
    expect(await paystack.verify(reference)).toMatchObject({ status: 'abandoned', paidAt: null });
    const paid = fake.pay(reference);
    expect(await paystack.verify(reference)).toEqual({
      reference,
      status: 'success',
      amountKobo: 1_250_000,
      currency: 'NGN',
      paidAt: paid.paid_at,
      providerId: String(paid.id),
    });
    expect(fake.calls.at(-1)).toMatchObject({ method: 'GET', path: `/transaction/verify/${reference}` });
  });

  it('reports what the provider charged, not what was asked', async () => {
    const reference = await initialized();
    fake.pay(reference, { amount: 100, currency: 'USD' });
    expect(await paystack.verify(reference)).toMatchObject({ amountKobo: 100, currency: 'USD' });
  });

  it.each([
    ['failed', 'failed'],
    ['reversed', 'failed'],
    ['abandoned', 'abandoned'],
    ['ongoing', 'pending'],
    ['pending', 'pending'],
  ] as const)('maps a %s charge to %s', async (paystackStatus, status) => {
    const reference = await initialized();
    fake.pay(reference, { status: paystackStatus });
    expect(await paystack.verify(reference)).toMatchObject({ status, paidAt: null });
  });

  it('encodes the reference in the path and refuses references that would climb it', async () => {
    await expect(paystack.verify('a/b?c')).rejects.toThrow('Transaction reference not found');
    expect(fake.calls.at(-1)?.path).toBe('/transaction/verify/a%2Fb%3Fc');
    await expect(paystack.verify('..')).rejects.toThrow('Invalid reference');
  });

  it("lists a transaction's refunds by its id (GET /refund?transaction=)", async () => {
    const reference = await initialized({ amountKobo: 50_000 });
    const { id } = fake.pay(reference);
    expect(await paystack.refundsOf({ reference, providerId: String(id) })).toEqual([]);
    const first = await paystack.refund({ reference, amountKobo: 30_000 });
    const second = await paystack.refund({ reference, amountKobo: 20_000 });
    expect(await paystack.refundsOf({ reference, providerId: String(id) })).toEqual([
      { providerReference: first.providerReference, status: 'pending', amountKobo: 30_000, failed: false },
      { providerReference: second.providerReference, status: 'pending', amountKobo: 20_000, failed: false },
    ]);
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/refund',
      query: { transaction: String(id), perPage: '100' },
    });
  });

  it('refunds in parts and refuses more than is left to refund', async () => {
    const reference = await initialized({ amountKobo: 50_000 });
    await expect(paystack.refund({ reference, amountKobo: 10_000 })).rejects.toThrow(/not successful/);
    fake.pay(reference);
    const first = await paystack.refund({ reference, amountKobo: 30_000 });
    expect(first).toEqual({ status: 'pending', providerReference: expect.any(String) });
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/refund',
      body: { transaction: reference, amount: 30_000 },
    });
    await expect(paystack.refund({ reference, amountKobo: 20_001 })).rejects.toThrow(/cannot be greater/);
    await expect(paystack.refund({ reference, amountKobo: 20_000 })).resolves.toMatchObject({
      status: 'pending',
    });
  });

  it('fails with the provider message for a wrong key, and tells test keys from live ones', async () => {
    const wrong = paystackPayments({ baseUrl: fake.url, secretKey: 'sk_live_wrong' });
    await expect(wrong.initialize(checkout())).rejects.toThrow('Invalid key');
    expect(wrong.testMode).toBe(false);
    expect(paystack.testMode).toBe(true);
  });

  describe('webhook signature', () => {
    const delivery = () => fake.event('charge.success', { reference: 'pay-x', amount: 1_250_000 });

    it('accepts the body Paystack signed with our secret key', () => {
      const { raw, signature } = delivery();
      expect(paystack.signatureValid(Buffer.from(raw), signature)).toBe(true);
    });

    it('refuses a bad, foreign, missing or malformed signature', () => {
      const { raw, signature } = delivery();
      const body = Buffer.from(raw);
      const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
      const foreign = fake.event('charge.success', JSON.parse(raw).data, 'sk_test_other').signature;
      expect(paystack.signatureValid(body, flipped)).toBe(false);
      expect(paystack.signatureValid(body, foreign)).toBe(false);
      expect(paystack.signatureValid(body, undefined)).toBe(false);
      expect(paystack.signatureValid(body, '')).toBe(false);
      expect(paystack.signatureValid(body, signature.slice(2))).toBe(false);
      expect(paystack.signatureValid(body, `${signature.slice(0, -1)}z`)).toBe(false);
    });

    it('refuses a body changed by one byte', () => {
      const { raw, signature } = delivery();
      const changed = Buffer.from(raw.replace('1250000', '1250001'));
      expect(changed.length).toBe(raw.length);
      expect(paystack.signatureValid(changed, signature)).toBe(false);
    });
  });
});
