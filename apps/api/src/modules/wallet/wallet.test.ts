import { randomUUID } from 'node:crypto';
import { MSG, withdrawalAmountIssue } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxAccountNames } from '../../adapters/account-names.ts';
import {
  bookPaid,
  createTestApp,
  customer,
  savedADayAgo,
  type TestApp,
  vendorWithServices,
} from '../../test/harness.ts';
import { completeOverdue } from '../bookings/use-cases/complete-overdue.ts';
import { settleWithdrawal } from './use-cases/settle-withdrawal.ts';

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
const post = (url: string, payload: object, headers: Record<string, string> = vendor.auth) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
const walletOf = async (headers = vendor.auth) => (await get('getUserWallet', headers)).json().data[0][0];
const verify = (userId: number) =>
  t.app.container.db
    .updateTable('users')
    .set({
      nin_verified: 1,
      email_verified_at: '2026-11-01T00:00:00Z',
      phone_verified_at: '2026-11-01T00:00:00Z',
    })
    .where('id', '=', userId)
    .execute();
/** A GTBank account number with a valid NUBAN check digit. */
const GTB = { bank_code: '058', account_no: '0123456785', account_name: 'Chioma Eze' };

/** Books a paid Wash & Set (₦8,000) and has the customer review it, so ₦`paid` reaches the balance. */
async function earn(paid: number, time = '10:00') {
  const res = await bookPaid(
    t,
    alice,
    vendor.userId,
    [{ service_id: vendor.fixed, date: '2026-11-21', time }],
    paid,
  );
  const id = res.bookings[0]!.id;
  await t.app.container.db
    .updateTable('bookings')
    .set({ status: 'awaiting review' })
    .where('id', '=', id)
    .execute();
  await t.app.inject({
    method: 'POST',
    url: `/api/customer/bookings/${id}/review`,
    headers: alice,
    payload: { rating: 5, comment: 'Lovely' },
  });
  return id;
}
async function bankAccount(headers = vendor.auth) {
  const res = await post('bankaccounts', GTB, headers);
  const id = res.json().id as number;
  await savedADayAgo(t, id);
  return id;
}

describe('wallet figures follow the ledger', () => {
  it('holds paid money as pending, releases it on completion, and moves cancelled money aside', async () => {
    expect(await walletOf()).toEqual({
      account_balance: 0,
      withdraw: 0,
      withdraw_pending: 0,
      pending: 0,
      cancelled: 0,
    });
    const res = await bookPaid(
      t,
      alice,
      vendor.userId,
      [{ service_id: vendor.fixed, date: '2026-11-21', time: '10:00' }],
      5000,
    );
    expect(await walletOf()).toMatchObject({ pending: 5000, account_balance: 0 });
    const id = res.bookings[0]!.id;
    await t.app.container.db.updateTable('bookings').set({ status: 'awaiting review' }).execute();
    await t.app.inject({
      method: 'POST',
      url: `/api/customer/bookings/${id}/review`,
      headers: alice,
      payload: { rating: 5, comment: 'Great' },
    });
    expect(await walletOf()).toMatchObject({ pending: 0, account_balance: 5000 });

    const second = await bookPaid(
      t,
      alice,
      vendor.userId,
      [{ service_id: vendor.fixed, date: '2026-11-21', time: '12:00' }],
      3000,
    );
    await get(`rejectBooking/${second.bookings[0]!.id}`);
    expect(await walletOf()).toEqual({
      account_balance: 5000,
      withdraw: 0,
      withdraw_pending: 0,
      pending: 0,
      cancelled: 3000,
    });
    expect((await get('lastMonthDiffWeb')).json()).toEqual({ success: true, data: { data: [100] } });
  });

  it('completes bookings left awaiting review for 48 hours', async () => {
    const id = await bookPaid(
      t,
      alice,
      vendor.userId,
      [{ service_id: vendor.fixed, date: '2026-11-21', time: '10:00' }],
      4000,
    ).then((r) => r.bookings[0]!.id);
    await t.app.container.db
      .updateTable('bookings')
      .set({ status: 'awaiting review', updated_at: t.clock.now().toISOString() })
      .execute();
    t.clock.advance(47 * 3_600_000);
    expect(await completeOverdue(t.app.container.bookings)).toBe(0);
    t.clock.advance(2 * 3_600_000);
    expect(await completeOverdue(t.app.container.bookings)).toBe(1);
    const row = await t.app.container.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('completed');
    expect(await walletOf()).toMatchObject({ account_balance: 4000, pending: 0 });
  });
});

describe('bank accounts', () => {
  it('adds with a valid NUBAN, lists redacted, deletes only its own', async () => {
    expect((await get('banks')).json().data).toEqual(
      expect.arrayContaining([{ code: '058', name: 'Guaranty Trust Bank' }]),
    );
    const bad = await post('bankaccounts', { ...GTB, account_no: '0123456789' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.account_no).toBe(
      'This account number does not match the chosen bank. Check the number and the bank.',
    );
    expect((await post('bankaccounts', { ...GTB, account_no: '12345' })).statusCode).toBe(400);
    expect((await post('bankaccounts', { ...GTB, bank_code: '999' })).statusCode).toBe(400);
    const id = await bankAccount();
    expect((await get('bankaccounts')).json().data).toEqual([
      expect.objectContaining({
        id,
        bank_name: 'Guaranty Trust Bank',
        account_no: '******6785',
        // The name the bank gives (the sandbox's here), not the one sent.
        account_name: await sandboxAccountNames
          .resolve('058', GTB.account_no)
          .then((lookup) => lookup.found && lookup.accountName),
      }),
    ]);
    const other = await vendorWithServices(t, 2);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/bankaccounts/${id}`, headers: other.auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/bankaccounts/${id}`, headers: vendor.auth }))
        .statusCode,
    ).toBe(200);
    expect((await get('bankaccounts')).json().data).toEqual([]);
  });
});

describe('withdrawals', () => {
  it('needs NIN, e-mail and phone verified, a ₦1,000 balance and one of the vendor’s own accounts', async () => {
    const account = await bankAccount();
    const unverified = await post('withdrawalrequest', { payment_info_id: account });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe(MSG.verificationRequired);
    await verify(vendor.userId);
    await earn(900);
    const low = await post('withdrawalrequest', { payment_info_id: account });
    expect(low.statusCode).toBe(422);
    expect(low.json().message).toBe(MSG.balanceTooLowToWithdraw);
    const other = await vendorWithServices(t, 2);
    const foreign = await bankAccount(other.auth);
    expect((await post('withdrawalrequest', { payment_info_id: foreign })).statusCode).toBe(422);
    expect((await post('withdrawalrequest', {})).statusCode).toBe(400);
    expect(await walletOf()).toMatchObject({ account_balance: 900, withdraw: 0 });
  });

  it('withdraws the whole balance with a 5 % fee and 7.5 % VAT of the fee stored', async () => {
    const account = await bankAccount();
    await verify(vendor.userId);
    await earn(8000);
    const res = await post('withdrawalrequest', { payment_info_id: account });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: MSG.withdrawalSubmitted });
    // Not paid out yet: pending, not withdrawn.
    expect(await walletOf()).toMatchObject({ account_balance: 0, withdraw: 0, withdraw_pending: 8000 });
    const row = await t.app.container.db.selectFrom('withdrawals').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      amount: 800_000,
      fee: 40_000,
      vat: 3_000,
      payout: 760_000,
      status: 'pending',
    });
    expect((await get('withdrawals')).json().data[0]).toMatchObject({
      amount: 8000,
      fee: 400,
      payout: 7600,
      status: 'pending',
    });
    expect((await post('withdrawalrequest', { payment_info_id: account })).statusCode).toBe(422);

    await settleWithdrawal(t.app.container.wallet, { id: row.id, status: 'failed', reason: 'Bank rejected' });
    expect(await walletOf()).toMatchObject({ account_balance: 8000, withdraw: 0, withdraw_pending: 0 });
    expect(await settleWithdrawal(t.app.container.wallet, { id: row.id, status: 'failed' })).toBe(false);
    expect(await walletOf()).toMatchObject({ account_balance: 8000 });
  });

  it('lets exactly one of 50 concurrent requests withdraw, and the ledger still adds up', async () => {
    const account = await bankAccount();
    await verify(vendor.userId);
    await earn(8000);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post('withdrawalrequest', { payment_info_id: account })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(49);
    expect(await walletOf()).toMatchObject({ account_balance: 0, withdraw: 0, withdraw_pending: 8000 });
    const withdrawals = await t.app.container.db.selectFrom('withdrawals').select('id').execute();
    expect(withdrawals).toHaveLength(1);
  });

  it('answers a retried request with the same Idempotency-Key once, even when retries race', async () => {
    const account = await bankAccount();
    await verify(vendor.userId);
    await earn(8000);
    const key = randomUUID();
    const headers = { ...vendor.auth, 'idempotency-key': key };
    const first = await post('withdrawalrequest', { payment_info_id: account }, headers);
    const again = await post('withdrawalrequest', { payment_info_id: account }, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    await earn(8000, '12:00');
    const racing = { ...vendor.auth, 'idempotency-key': randomUUID() };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post('withdrawalrequest', { payment_info_id: account }, racing)),
    );
    const bodies = new Set(results.filter((r) => r.statusCode === 200).map((r) => r.body));
    expect(bodies.size).toBe(1);
    expect(await t.app.container.db.selectFrom('withdrawals').select('id').execute()).toHaveLength(2);
  });
});

describe('partial withdrawals (issue 35)', () => {
  it('withdraw any amount from ₦1,000 up to the balance, the fee on that amount, the rest left', async () => {
    const account = await bankAccount();
    await verify(vendor.userId);
    await earn(8000);
    for (const amount of [999.99, 8000.01]) {
      const out = await post('withdrawalrequest', { payment_info_id: account, amount });
      expect(out.statusCode).toBe(422);
      expect(out.json().message).toBe(withdrawalAmountIssue(Math.round(amount * 100), 800_000));
      expect(out.json().message).toBe(`Withdraw an amount from ₦1,000.00 up to your balance of ₦8,000.00`);
    }
    expect((await post('withdrawalrequest', { payment_info_id: account, amount: 'lots' })).statusCode).toBe(
      400,
    );
    expect((await post('withdrawalrequest', { payment_info_id: account, amount: -5 })).statusCode).toBe(400);

    const headers = { ...vendor.auth, 'idempotency-key': randomUUID() };
    const first = await post('withdrawalrequest', { payment_info_id: account, amount: 3000 }, headers);
    expect(first.statusCode).toBe(200);
    const again = await post('withdrawalrequest', { payment_info_id: account, amount: 3000 }, headers);
    expect(again.json()).toEqual(first.json());
    // The same key with another amount is another request: refused, nothing paid.
    expect(
      (await post('withdrawalrequest', { payment_info_id: account, amount: 2000 }, headers)).statusCode,
    ).toBe(422);
    expect(await walletOf()).toMatchObject({ account_balance: 5000, withdraw_pending: 3000 });
    expect((await get('withdrawals')).json().data[0]).toMatchObject({ amount: 3000, fee: 150, payout: 2850 });

    // SPEC's request alone still takes the whole (remaining) balance.
    expect((await post('withdrawalrequest', { payment_info_id: account })).statusCode).toBe(200);
    expect(await walletOf()).toMatchObject({ account_balance: 0, withdraw_pending: 8000 });
    expect((await get('withdrawals')).json().data[0]).toMatchObject({ amount: 5000, fee: 250, payout: 4750 });
  });
});

describe('the wallet statement (issue 35)', () => {
  it('explains each month to the kobo with the wallet figures, as JSON and CSV, for its vendor only', async () => {
    expect((await get('wallet/statement', {})).statusCode).toBe(401);
    expect((await get('wallet/statement.csv', {})).statusCode).toBe(401);
    expect((await get('wallet/statement?month=2026-13')).statusCode).toBe(400);
    const account = await bankAccount();
    await verify(vendor.userId);
    await earn(8000);
    const refunded = await bookPaid(
      t,
      alice,
      vendor.userId,
      [{ service_id: vendor.fixed, date: '2026-11-21', time: '14:00' }],
      2000,
    );
    await get(`rejectBooking/${refunded.bookings[0]!.id}`);
    await post('withdrawalrequest', { payment_info_id: account, amount: 3000 });
    const failed = await post('withdrawalrequest', { payment_info_id: account, amount: 1000 });
    await settleWithdrawal(t.app.container.wallet, { id: failed.json().withdrawal_id, status: 'failed' });

    const november = (await get('wallet/statement')).json().data;
    expect(november.month).toBe('2026-11');
    const wallet = await walletOf();
    expect(november.opening).toEqual({ balance: 0, pending: 0, withdrawn: 0, cancelled: 0 });
    expect(november.closing).toEqual({
      balance: wallet.account_balance,
      pending: wallet.pending,
      withdrawn: wallet.withdraw + wallet.withdraw_pending,
      cancelled: wallet.cancelled,
    });
    expect(november.closing).toEqual({ balance: 5000, pending: 0, withdrawn: 3000, cancelled: 2000 });
    expect(november.totals).toEqual({
      deposits: 10_000,
      released: 8000,
      fees_kept: 0,
      refunds: 2000,
      withdrawals: 3800,
      withdrawal_fees: 200,
      returned: 1000,
    });
    expect(
      november.lines.map(
        (l: {
          kind: string;
          description: string;
          amount_in: number;
          amount_out: number;
          balance: number;
        }) => [l.kind, l.amount_in - l.amount_out, l.balance],
      ),
    ).toEqual([
      ['deposit', 0, 0],
      ['released', 8000, 8000],
      ['deposit', 0, 8000],
      ['refund', 0, 8000],
      ['withdrawal', -2850, 5150],
      ['withdrawal_fee', -150, 5000],
      ['withdrawal', -950, 4050],
      ['withdrawal_fee', -50, 4000],
      ['withdrawal_returned', 1000, 5000],
    ]);
    const words = november.lines.map((l: { description: string }) => l.description);
    expect(words[0]).toBe('Deposit for Wash & Set · Tolualice Ade');
    expect(words[3]).toBe('Refund to the client: Wash & Set · Tolualice Ade');
    expect(words[4]).toBe('Withdrawal to Guaranty Trust Bank ••••6785');
    expect(words[5]).toBe('Withdrawal fee (5%)');

    const csv = await get('wallet/statement.csv?month=2026-11');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="statement-2026-11.csv"');
    const csvLines = csv.body.trimEnd().split('\r\n');
    expect(csvLines[0]).toBe('date,description,held,amount_in,amount_out,balance');
    expect(csvLines[1]).toBe(',Opening balance,,,,0');
    expect(csvLines[2]).toMatch(/^2026-11-20 \d\d:\d\d,Deposit for Wash & Set · Tolualice Ade,8000,0,0,0$/);
    expect(csvLines[4]).toMatch(/,Deposit for Wash & Set · Tolualice Ade,2000,0,0,8000$/);
    expect(csvLines[5]).toMatch(/,Refund to the client: Wash & Set · Tolualice Ade,-2000,0,0,8000$/);
    expect(csvLines.at(-1)).toBe(',Closing balance,,,,5000');

    // December: the rest withdrawn; November's statement stays as it was.
    t.clock.advance(11 * 24 * 3_600_000);
    await post('withdrawalrequest', { payment_info_id: account });
    const december = (await get('wallet/statement?month=2026-12')).json().data;
    expect(december.opening).toEqual(november.closing);
    expect(december.lines.map((l: { kind: string; balance: number }) => [l.kind, l.balance])).toEqual([
      ['withdrawal', 250],
      ['withdrawal_fee', 0],
    ]);
    expect(december.closing).toMatchObject({ balance: 0, withdrawn: 8000 });
    expect((await get('wallet/statement?month=2026-11')).json().data).toEqual(november);
    expect((await get('wallet/statement?month=2026-10')).json().data.lines).toEqual([]);

    const other = await vendorWithServices(t, 2);
    const theirs = (await get('wallet/statement?month=2026-11', other.auth)).json().data;
    expect(theirs.lines).toEqual([]);
    expect(theirs.closing).toEqual({ balance: 0, pending: 0, withdrawn: 0, cancelled: 0 });
  });
});
