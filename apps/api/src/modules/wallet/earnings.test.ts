import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO_VENDOR } from '../../seed/demo-accounts.ts';
import { createTestApp, savedADayAgo, type TestApp } from '../../test/harness.ts';
import { settleWithdrawal } from './use-cases/settle-withdrawal.ts';

/**
 * The Earnings page (getUserWallet, earnings/monthly, lastMonthDiffWeb) and the Report page
 * (earnings/report, the bookings list) show money from one ledger, so their figures agree: on the
 * seeded demo shop, across a month's turn, and around a withdrawal, pending and then paid out.
 */
let t: TestApp;
let auth: Record<string, string>;
let vendorId: number;
const PASSWORD = 'Demo@2026-earnings';
const DAY = 24 * 3_600_000;

async function seedAndSignIn() {
  expect(await seedDemo(t.app.container, PASSWORD)).toBe(true);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: DEMO_VENDOR.email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { token: string; userId: number };
  auth = { authorization: `Bearer ${body.token}` };
  vendorId = body.userId;
}

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ url: `/api/${url}`, headers: auth });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const wallet = async () => (await get('getUserWallet')).data[0][0];
const report = async (period: string) =>
  (await get(`earnings/report?period=${period}`)).data as {
    total: number;
    bars: { start: string; end: string; amount: number }[];
    by_staff: { staff_id: number | null; name: string | null; amount: number }[];
  };
const bookings = async () =>
  (await get(`getallbookingsbydate/${vendorId}`)).bookings as {
    booking_status: string;
    amount_paid: number;
  }[];
const paidFor = (list: { booking_status: string; amount_paid: number }[], status: string) =>
  list.filter((b) => b.booking_status === status).reduce((sum, b) => sum + b.amount_paid, 0);

/** Every figure the two pages show, as the pages read them. */
async function figures() {
  const monthly = await get('earnings/monthly');
  return {
    wallet: await wallet(),
    monthly: monthly.data as { month: string; amount: number }[],
    monthlyTotal: monthly.total as number,
    change: (await get('lastMonthDiffWeb')).data.data[0] as number,
    report: {
      '7d': await report('7d'),
      '30d': await report('30d'),
      '90d': await report('90d'),
      '12m': await report('12m'),
    },
  };
}

describe('Earnings and Report agree on the ledger', () => {
  it('on the seeded demo shop: revenue is what completed bookings released to the balance', async () => {
    await seedAndSignIn();
    const f = await figures();
    const list = await bookings();
    const completed = paidFor(list, 'completed');
    expect(completed).toBeGreaterThan(0);
    // Nothing withdrawn yet: the balance is everything earned, and every page says the same.
    expect(f.wallet.account_balance).toBe(completed);
    expect(f.monthlyTotal).toBe(completed);
    expect(f.monthly.reduce((sum, m) => sum + m.amount, 0)).toBe(completed);
    for (const period of ['7d', '30d', '90d', '12m'] as const) {
      expect(f.report[period].total, period).toBe(completed);
      expect(f.report[period].bars.reduce((sum, b) => sum + b.amount, 0)).toBe(completed);
      // The demo shop has no team: all of it is the vendor's own.
      expect(f.report[period].by_staff).toEqual([{ staff_id: null, name: null, amount: completed }]);
    }
    // The Report's 12-month bars are the Earnings chart's months.
    expect(f.report['12m'].bars.map((b) => [b.start.slice(0, 7), b.amount])).toEqual(
      f.monthly.map((m) => [m.month, m.amount]),
    );
    // Money of bookings awaiting review is not earned yet: it is pending, as all held money.
    expect(paidFor(list, 'awaiting review')).toBeGreaterThan(0);
    const held = ['pending', 'approved', 'awaiting review', 'cancellation requested user'].reduce(
      (sum, status) => sum + paidFor(list, status),
      0,
    );
    expect(f.wallet.pending).toBe(held);
    expect(f.wallet.cancelled).toBe(paidFor(list, 'cancelled'));
    expect(f.wallet).toMatchObject({ withdraw: 0, withdraw_pending: 0 });
  });

  it('dates the demo money when the product would have: last week’s completions count in last month', async () => {
    // Seeded on 2 December (10:00 Lagos): the bookings of 26 and 27 November were completed by
    // the 48-hour sweep in November; yesterday's and today's, reviewed by their customers, in December.
    t.clock.advance(12 * DAY);
    await seedAndSignIn();
    const f = await figures();
    const list = await bookings();
    const completed = paidFor(list, 'completed');
    const november = f.monthly.find((m) => m.month === '2026-11')?.amount ?? 0;
    const december = f.monthly.find((m) => m.month === '2026-12')?.amount ?? 0;
    expect(november).toBeGreaterThan(0);
    expect(december).toBeGreaterThan(0);
    expect(november + december).toBe(completed);
    expect(f.change).toBe(Math.round(((december - november) / november) * 100));
    expect(f.report['12m'].bars.map((b) => [b.start.slice(0, 7), b.amount])).toEqual(
      f.monthly.map((m) => [m.month, m.amount]),
    );
    // The last seven days (26 Nov – 2 Dec) hold every completion; the 7-day report says so by day.
    expect(f.report['7d'].total).toBe(completed);
    expect(f.report['7d'].bars.map((b) => b.start)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    const byDay = Object.fromEntries(f.report['7d'].bars.map((b) => [b.start, b.amount]));
    // Released on completion, never on the day of the service: nothing on 26 or 27 November.
    expect(byDay['2026-11-26']).toBe(0);
    expect(byDay['2026-11-27']).toBe(0);
    expect((byDay['2026-11-28'] ?? 0) + (byDay['2026-11-29'] ?? 0)).toBe(november);
  });

  it('after a withdrawal: the balance drops, earnings stay, and Withdrawn counts it only once paid out', async () => {
    await seedAndSignIn();
    const before = await figures();
    const earned = before.wallet.account_balance;
    expect(earned).toBeGreaterThanOrEqual(1000);
    await t.app.container.db
      .updateTable('users')
      .set({ nin_verified: 1 })
      .where('id', '=', vendorId)
      .execute();
    const account = await t.app.inject({
      method: 'POST',
      url: '/api/bankaccounts',
      headers: auth,
      payload: { bank_code: '058', account_no: '0123456785', account_name: 'Adaeze Okafor' },
    });
    await savedADayAgo(t, account.json().id);
    expect(account.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawalrequest',
      headers: auth,
      payload: { payment_info_id: account.json().id },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().withdrawal_id as number;

    // Requested: the balance is gone, the money is on its way (pending), not yet withdrawn.
    const pending = await figures();
    expect(pending.wallet).toEqual({
      ...before.wallet,
      account_balance: 0,
      withdraw: 0,
      withdraw_pending: earned,
    });
    expect((await get('withdrawals')).data[0]).toMatchObject({ id, amount: earned, status: 'pending' });
    // Earnings are what was earned: a withdrawal changes neither the chart, the Report nor the
    // month-on-month change.
    expect({ ...pending, wallet: null }).toEqual({ ...before, wallet: null });

    // An operator's transfer under way still counts as pending.
    await t.app.container.db
      .updateTable('withdrawals')
      .set({ status: 'processing' })
      .where('id', '=', id)
      .execute();
    expect(await wallet()).toMatchObject({ withdraw: 0, withdraw_pending: earned });

    // Paid out: now it is withdrawn.
    expect(await settleWithdrawal(t.app.container.wallet, { id, status: 'paid' })).toBe(true);
    const paid = await figures();
    expect(paid.wallet).toEqual({
      ...before.wallet,
      account_balance: 0,
      withdraw: earned,
      withdraw_pending: 0,
    });
    expect({ ...paid, wallet: null }).toEqual({ ...before, wallet: null });

    // Every naira paid in is in exactly one place.
    const deposits = (await get('earnings/deposits')).data.deposits_paid as number;
    const w = paid.wallet;
    expect(w.account_balance + w.withdraw + w.withdraw_pending + w.pending + w.cancelled).toBe(deposits);
  });

  it('a failed payout puts the money back in the balance and counts as neither withdrawn nor pending', async () => {
    await seedAndSignIn();
    const before = await figures();
    await t.app.container.db
      .updateTable('users')
      .set({ nin_verified: 1 })
      .where('id', '=', vendorId)
      .execute();
    const account = await t.app.inject({
      method: 'POST',
      url: '/api/bankaccounts',
      headers: auth,
      payload: { bank_code: '058', account_no: '0123456785', account_name: 'Adaeze Okafor' },
    });
    await savedADayAgo(t, account.json().id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawalrequest',
      headers: auth,
      payload: { payment_info_id: account.json().id },
    });
    await settleWithdrawal(t.app.container.wallet, {
      id: res.json().withdrawal_id,
      status: 'failed',
      reason: 'Bank down',
    });
    expect(await figures()).toEqual(before);
  });
});
