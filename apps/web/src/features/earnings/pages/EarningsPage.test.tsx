import { MONEY_NEEDS_NETWORK } from '@app/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUser } from '../../../lib/session.ts';
import { fakeApi, renderUi } from '../../../test/render.tsx';
import EarningsPage from './EarningsPage.tsx';

const months = (amounts: number[]) =>
  amounts.map((amount, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, amount }));

/** A vendor who earned ₦24,000 this month and ₦12,000 last month, and asked to withdraw ₦8,000. */
const routes = (wallet: Record<string, number>, lastMonth = 12_000) => ({
  'GET getUserWallet': { success: true, data: [[wallet]] },
  'GET lastMonthDiffWeb': { success: true, data: { data: [100] } },
  'GET earnings/monthly': {
    success: true,
    data: months([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, lastMonth, 24_000]),
    total: lastMonth + 24_000,
  },
  'GET earnings/deposits': {
    success: true,
    data: { deposits_paid: 40_000, fees_kept: 0, refunded: 0, no_shows: 0, late_cancellations: 0 },
  },
  'GET withdrawals': { success: true, data: [] },
});

beforeEach(() => setUser({ userId: 1, token: 'token', regStatus: true }));

describe('Earnings page', () => {
  it('shows a withdrawal not yet paid out as pending, not as withdrawn', async () => {
    fakeApi(
      routes({ account_balance: 0, withdraw: 0, withdraw_pending: 8_000, pending: 4_000, cancelled: 0 }),
    );
    renderUi(<EarningsPage />);
    expect((await screen.findByTestId('wallet-paying-out')).textContent).toBe('₦8,000.00 pending payout');
    expect(screen.getByTestId('wallet-withdrawn').textContent).toBe('₦0.00');
    expect(screen.getByTestId('wallet-balance').textContent).toBe('₦0.00');
  });

  it('shows what was paid out as withdrawn once the payout is made', async () => {
    fakeApi(
      routes({ account_balance: 0, withdraw: 8_000, withdraw_pending: 0, pending: 4_000, cancelled: 0 }),
    );
    renderUi(<EarningsPage />);
    await screen.findByText('₦8,000.00');
    expect(screen.getByTestId('wallet-withdrawn').textContent).toBe('₦8,000.00');
    expect(screen.queryByTestId('wallet-paying-out')).toBeNull();
  });

  it('puts the month-on-month change beside this month’s earnings, not the balance', async () => {
    fakeApi(
      routes({ account_balance: 0, withdraw: 8_000, withdraw_pending: 0, pending: 4_000, cancelled: 0 }),
    );
    renderUi(<EarningsPage />);
    const change = await screen.findByTestId('last-month-change');
    expect(change.textContent).toBe('+100%vs last month');
    const thisMonth = screen.getByRole('group', { name: 'This month' });
    expect(thisMonth.contains(change)).toBe(true);
    expect(within(thisMonth).getByTestId('earnings-this-month').textContent).toBe('₦24,000.00');
    expect(screen.getByRole('group', { name: 'Balance' }).contains(change)).toBe(false);
    // The 12-month total is the server's figure.
    expect(screen.getByTestId('earnings-12-month-total').textContent).toBe('₦36,000.00');
  });

  it('tells that nothing was earned last month rather than a percentage of nothing', async () => {
    fakeApi(routes({ account_balance: 0, withdraw: 0, withdraw_pending: 0, pending: 0, cancelled: 0 }, 0));
    renderUi(<EarningsPage />);
    expect((await screen.findByTestId('last-month-change')).textContent).toBe('Nothing earned last month');
    expect(screen.queryByText(/%/)).toBeNull();
    expect(screen.getByTestId('earnings-12-month-total').textContent).toBe('₦24,000.00');
  });

  describe('offline (issue 35)', () => {
    afterEach(() => vi.restoreAllMocks());
    it('says the page needs the network, never ₦0.00 nor No earnings yet', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const calls = fakeApi(routes({}));
      renderUi(<EarningsPage />);
      expect(await screen.findByText(MONEY_NEEDS_NETWORK)).toBeTruthy();
      expect(screen.queryByText(/₦0\.00/)).toBeNull();
      expect(screen.queryByText('No earnings yet')).toBeNull();
      expect(calls.filter((c) => c.path.startsWith('wallet/statement'))).toEqual([]);
    });
  });
});
