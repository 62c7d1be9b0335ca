import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type FakePaystack, startFakePaystack } from '../test/fake-paystack.ts';
import { createPayouts, manualPayouts, type PayoutRequest, transferPayouts } from './payouts.ts';
import { transferReference, withdrawalIdOf } from './transfer-reference.ts';

let fake: FakePaystack | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});
const start = async (options: Parameters<typeof startFakePaystack>[0] = {}) => {
  fake = await startFakePaystack({ secretKey: 'sk_test_1', ...options });
  return { fake, payouts: transferPayouts(fake.url, 'sk_test_1') };
};

let serial = 0;
const request = (overrides: Partial<PayoutRequest> = {}): PayoutRequest => ({
  withdrawalId: ++serial,
  amountKobo: 760_000,
  bankCode: '058',
  accountNo: '0123456785',
  accountName: 'Chioma Eze',
  ...overrides,
});

describe('transfer payouts (Paystack)', () => {
  it('creates a recipient, then a transfer of the payout in kobo under our reference', async () => {
    const { fake, payouts } = await start();
    const result = await payouts.send(request({ withdrawalId: 7 }));
    expect(result).toEqual({ status: 'processing', reference: expect.stringMatching(/^TRF_/) });
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /transferrecipient',
      'POST /transfer',
    ]);
    expect(fake.calls[0]).toMatchObject({
      authorization: 'Bearer sk_test_1',
      body: {
        type: 'nuban',
        name: 'Chioma Eze',
        account_number: '0123456785',
        bank_code: '058',
        currency: 'NGN',
      },
    });
    expect(fake.calls[1]?.body).toMatchObject({
      source: 'balance',
      amount: 760_000,
      recipient: expect.stringMatching(/^RCP_/),
      reference: transferReference(7),
    });
  });

  it('reports a transfer that succeeds at once as paid', async () => {
    const { payouts } = await start({ newTransferStatus: 'success' });
    expect(await payouts.send(request())).toMatchObject({ status: 'paid' });
  });

  it('verifies a transfer by our reference: pending, then paid with its amount', async () => {
    const { fake, payouts } = await start();
    const sent = request({ amountKobo: 123_400 });
    await payouts.send(sent);
    const reference = transferReference(sent.withdrawalId);
    expect(await payouts.verify?.(reference)).toEqual({
      status: 'pending',
      amountKobo: 123_400,
      reversed: false,
    });
    expect(fake.calls.at(-1)).toMatchObject({ method: 'GET', path: `/transfer/verify/${reference}` });
    fake.setTransferStatus(reference, 'success');
    expect(await payouts.verify?.(reference)).toEqual({
      status: 'paid',
      amountKobo: 123_400,
      reversed: false,
    });
  });

  it.each(['failed', 'reversed'])('reports a %s transfer as failed', async (status) => {
    const { fake, payouts } = await start();
    const sent = request();
    await payouts.send(sent);
    fake.setTransferStatus(transferReference(sent.withdrawalId), status);
    expect(await payouts.verify?.(transferReference(sent.withdrawalId))).toMatchObject({
      status: 'failed',
      reversed: status === 'reversed',
    });
  });

  it('fails with the provider message when a transfer is refused, and reports one it never got as missing', async () => {
    const { payouts } = await start({ balanceKobo: 500_000 });
    await expect(payouts.send(request({ amountKobo: 500_001 }))).rejects.toThrow(
      'Your balance is not enough to fulfil this request',
    );
    expect(await payouts.verify?.(transferReference(999))).toEqual({
      status: 'missing',
      amountKobo: 0,
      reversed: false,
    });
  });

  it('fails with the provider message for a wrong key', async () => {
    const { fake } = await start();
    await expect(transferPayouts(fake.url, 'sk_test_wrong').send(request())).rejects.toThrow('Invalid key');
  });
});

describe('transfer references', () => {
  it.each([1, 7, 123_456_789, Number.MAX_SAFE_INTEGER])('round-trips withdrawal %i', (id) => {
    const reference = transferReference(id);
    expect(reference).toMatch(/^[a-z0-9_-]{16,50}$/);
    expect(withdrawalIdOf(reference)).toBe(id);
  });

  it('refuses references that are not ours', () => {
    for (const foreign of [
      '',
      'wd-7',
      'withdrawal-7',
      'withdrawal-000000007',
      'WITHDRAWAL-00000007',
      'withdrawal-00000007x',
      'withdrawal-00000000',
      'withdrawal-99999999999999999',
      'T685312322670591',
      'withdrawal--0000007',
    ]) {
      expect(withdrawalIdOf(foreign), foreign).toBeNull();
    }
  });

  it('refuses ids that cannot be withdrawals', () => {
    for (const id of [0, -1, 1.5, Number.NaN]) expect(() => transferReference(id)).toThrow(RangeError);
  });
});

describe('createPayouts', () => {
  it('uses Paystack transfers only when turned on with a secret key', () => {
    const on = createPayouts(loadConfig({ PAYSTACK_TRANSFERS: '1', PAYSTACK_SECRET_KEY: 'sk_test_1' }));
    expect(on.verify).toBeTypeOf('function');
    expect(createPayouts(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_1' }))).toBe(manualPayouts);
    expect(createPayouts(loadConfig({ PAYSTACK_TRANSFERS: '1' }))).toBe(manualPayouts);
  });
});
