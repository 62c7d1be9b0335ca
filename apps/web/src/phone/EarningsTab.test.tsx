import { MSG } from '@app/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userDetailsFixture } from '../test/fixtures.ts';
import { fakeServer } from '../test/render.tsx';
import { phoneTestSession } from '../test/support.ts';
import EarningsTab from './EarningsTab.tsx';

phoneTestSession();

const wallet = {
  status: 200,
  body: {
    success: true,
    data: [[{ account_balance: 20_000, withdraw: 5_000, withdraw_pending: 0, pending: 7_500, cancelled: 0 }]],
  },
};
const account = {
  id: 3,
  bank_code: '058',
  bank_name: 'GTBank',
  account_no: '0123456789',
  account_name: 'Chioma Obi',
  created_at: '2026-11-01T10:00:00Z',
};

/** Earnings: the wallet's figures, and SPEC §5's withdrawal behind its verification gate. */
describe('the phone app: Earnings', () => {
  it('asks for the verifications first when one is missing, and sends nothing', async () => {
    const calls = fakeServer({
      'GET getUserWallet': wallet,
      'GET getuserdetails/1': {
        status: 200,
        body: [[userDetailsFixture({ nin_verified: false, nationalid_check: false })]],
      },
    });
    render(<EarningsTab />);
    expect(await screen.findByText('₦20,000.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Funds' }));
    expect(await screen.findByText(MSG.verificationRequired)).toBeTruthy();
    expect(calls.map((c) => c.path)).not.toContain('withdrawalrequest');
  });

  it('pays the whole balance less the 5 % fee to the saved account, with an idempotency key', async () => {
    const calls = fakeServer({
      'GET getUserWallet': wallet,
      'GET getuserdetails/1': { status: 200, body: [[userDetailsFixture()]] },
      'GET bankaccounts': { status: 200, body: { success: true, data: [account] } },
      'POST withdrawalrequest': { status: 200, body: { success: true, message: 'ok' } },
    });
    render(<EarningsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw Funds' }));
    // The only saved account is chosen.
    expect(((await screen.findByRole('radio')) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('− ₦1,000.00')).toBeTruthy();
    expect(screen.getByText('₦19,000.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(document.getElementById('toasts')?.textContent).toContain(MSG.withdrawalSubmitted),
    );
    const sent = calls.find((c) => c.path === 'withdrawalrequest');
    expect(sent?.body).toEqual({ payment_info_id: 3 });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
