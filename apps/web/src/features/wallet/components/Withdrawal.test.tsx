import type { UserDetails } from '@app/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HeaderActions } from '../../../app/dashboard/HeaderActions.tsx';
import { MoneyDialogs } from '../../../app/dashboard/MoneyDialogs.tsx';
import { applyDetails, resetSession, setUser } from '../../../lib/session.ts';
import { userDetailsFixture } from '../../../test/fixtures.ts';
import { fakeServer, later, type Reply, renderUi, type ServerCall } from '../../../test/render.tsx';
import { withdrawFlow } from '../withdrawFlow.ts';

// SPEC §5 and §8, word for word.
const PROMPT = 'Please complete your NIN, Email, and Phone verification to proceed with withdrawal.';
const SUBMITTED = 'Withdrawal Request Submitted';
const FAILED = 'Something Went Wrong';

const ok = (body: unknown): Reply => ({ status: 200, body });
const ACCOUNTS = [
  {
    id: 12,
    bank_code: '058',
    bank_name: 'GTBank',
    account_no: '0123456789',
    account_name: 'CHIOMA OBI',
    created_at: '2026-01-01',
  },
  {
    id: 13,
    bank_code: '044',
    bank_name: 'Access Bank',
    account_no: '9876543210',
    account_name: 'CHIOMA OBI',
    created_at: '2026-01-02',
  },
];

/** The API for the earnings header: the wallet, the user's details, the bank accounts. */
function server({
  balance = 10_000,
  details = userDetailsFixture(),
  accounts = ACCOUNTS,
  withdraw = ok({ success: true, message: SUBMITTED, withdrawal_id: 1 }),
}: {
  balance?: number;
  details?: UserDetails;
  accounts?: typeof ACCOUNTS;
  withdraw?: Reply | (() => Promise<Reply>);
} = {}) {
  const empty = ok({ success: true, bookings: [] });
  return fakeServer({
    'GET getUserWallet': ok({
      success: true,
      data: [[{ account_balance: balance, withdraw: 0, withdraw_pending: 0, pending: 0, cancelled: 0 }]],
    }),
    'GET getuserdetails/1': ok([[details]]),
    'GET bankaccounts': ok({ success: true, data: accounts }),
    'POST withdrawalrequest': withdraw,
    'GET getallbookingsbydate/1': empty,
    'GET getAllBookingsBy1days': empty,
    'GET getAllBookingsBy7days': empty,
    'GET getVendorNotice': empty,
  });
}

const posts = (calls: ServerCall[]) => calls.filter((c) => c.method === 'POST');

/** The dashboard header of a page flagged for withdrawal (earnings), with the money dialogs. */
function renderEarningsHeader() {
  renderUi(
    <MemoryRouter initialEntries={['/dashboard/earnings']}>
      <Routes>
        <Route
          path="/dashboard/earnings"
          element={
            <>
              <HeaderActions withdraw />
              <MoneyDialogs />
            </>
          }
        />
        <Route path="/dashboard/profile" element={<p>Profile page</p>} />
        <Route path="/dashboard/settings/payment" element={<p>Payment page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const withdrawButton = () => screen.getByRole('button', { name: 'Withdraw Funds' }) as HTMLButtonElement;

/** Opens the withdrawal as the vendor does: the header button, once the balance allows it. */
async function clickWithdraw(user: ReturnType<typeof userEvent.setup>) {
  renderEarningsHeader();
  await waitFor(() => expect(withdrawButton().disabled).toBe(false));
  await user.click(withdrawButton());
}

beforeEach(() => {
  resetSession();
  setUser({ userId: 1, token: 'token', regStatus: true });
});
afterEach(() =>
  act(() => {
    withdrawFlow.close();
    notifications.clean();
  }),
);

describe("'Withdraw Funds' is 'disabled when the wallet balance is below 1000'", () => {
  it.each([
    [999.99, true],
    [0, true],
    [1000, false],
    [1000.5, false],
  ])('balance ₦%d: disabled %s', async (balance, disabled) => {
    const calls = server({ balance });
    renderEarningsHeader();
    await waitFor(() => expect(calls.some((c) => c.path === 'getUserWallet')).toBe(true));
    await waitFor(() => expect(withdrawButton().disabled).toBe(disabled));
  });
});

describe("Withdrawal: 'requires NIN, e-mail and phone all verified, else it shows the prompt'", () => {
  it.each([
    ['the NIN', { nationalid_check: false, nin_verified: false }],
    ['the e-mail', { email_verify_checker: false, email_verified: false }],
    ['the phone', { phone_verify_checker: false, phone_verified: false }],
  ])(
    '%s not verified: the prompt, word for word; OK goes to Profile; nothing is requested',
    async (_, flags) => {
      const calls = server({ details: userDetailsFixture(flags) });
      const user = userEvent.setup({ delay: null });
      await clickWithdraw(user);

      const prompt = await screen.findByRole('dialog', { name: 'Verification Required' });
      expect(within(prompt).getByText(PROMPT)).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: 'Withdrawal Request' })).toBeNull();

      await user.click(within(prompt).getByRole('button', { name: 'OK' }));
      expect(await screen.findByText('Profile page')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verification Required' })).toBeNull());
      expect(posts(calls)).toEqual([]);
    },
  );

  it('asks the server for the current flags: a verification undone since the page loaded counts', async () => {
    // The session still holds an older, fully verified copy of the details.
    applyDetails(userDetailsFixture());
    const calls = server({
      details: userDetailsFixture({ phone_verify_checker: false, phone_verified: false }),
    });
    const user = userEvent.setup({ delay: null });
    await clickWithdraw(user);
    expect(await screen.findByRole('dialog', { name: 'Verification Required' })).toBeTruthy();
    expect(calls.filter((c) => c.path === 'getuserdetails/1')).toHaveLength(1);
  });

  it('all three verified: the Withdrawal Request opens instead', async () => {
    server();
    const user = userEvent.setup({ delay: null });
    await clickWithdraw(user);
    expect(await screen.findByRole('dialog', { name: 'Withdrawal Request' })).toBeTruthy();
    expect(screen.queryByText(PROMPT)).toBeNull();
  });
});

describe('Withdrawal Request (SPEC §5, §7, §9)', () => {
  it("'a bank account must be selected': Submit waits for one, then POSTs withdrawalrequest with its id", async () => {
    const calls = server();
    const user = userEvent.setup({ delay: null });
    await clickWithdraw(user);
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal Request' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    await within(dialog).findByRole('radio', { name: /Access Bank · 9876543210/ });
    expect(submit.disabled).toBe(true);

    await user.click(within(dialog).getByRole('radio', { name: /Access Bank · 9876543210/ }));
    expect(submit.disabled).toBe(false);
    await user.click(submit);

    expect(await screen.findByText(SUBMITTED)).toBeTruthy();
    expect(posts(calls).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: 'withdrawalrequest', body: { payment_info_id: 13 } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Withdrawal Request' })).toBeNull());
  });

  it('shows the 5 percent processing fee and the payout, not the 7.5 percent figure', async () => {
    server({ balance: 10_000 });
    const user = userEvent.setup({ delay: null });
    await clickWithdraw(user);
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal Request' });
    const row = (label: string) => dialog.querySelector(`[data-row="${label}"]`)?.textContent;
    await waitFor(() => expect(row('Balance')).toBe('₦10,000.00'));
    expect(row('Processing fee (5%)')).toBe('− ₦500.00');
    expect(row('You will receive')).toBe('₦9,500.00');
    // 7.5 % of the ₦500 fee is ₦37.50: computed, 'not displayed'.
    expect(dialog.textContent).not.toContain('37.50');
    expect(dialog.textContent).not.toContain('7.5');
  });

  it('withdraws part of the balance (issue 35): the fee on that part, the rest stays; out of range, nothing is sent', async () => {
    const calls = server({ balance: 10_000 });
    const user = userEvent.setup({ delay: null });
    await clickWithdraw(user);
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal Request' });
    const row = (label: string) => dialog.querySelector(`[data-row="${label}"]`)?.textContent;
    await user.click(await within(dialog).findByRole('radio', { name: /GTBank · 0123456789/ }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to withdraw' });
    await waitFor(() => expect((amount as HTMLInputElement).value).toBe('₦10,000'));
    const submit = within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;

    await user.clear(amount);
    await user.type(amount, '500');
    expect(
      await within(dialog).findByText('Withdraw an amount from ₦1,000.00 up to your balance of ₦10,000.00'),
    ).toBeTruthy();
    expect(submit.disabled).toBe(true);

    await user.clear(amount);
    await user.type(amount, '4000');
    await waitFor(() => expect(row('You will receive')).toBe('₦3,800.00'));
    expect(row('Processing fee (5%)')).toBe('− ₦200.00');
    expect(row('Stays in your balance')).toBe('₦6,000.00');
    await user.click(submit);
    expect(await screen.findByText(SUBMITTED)).toBeTruthy();
    expect(posts(calls).map((c) => c.body)).toEqual([{ payment_info_id: 12, amount: 4000 }]);
  });

  it.each([
    ['the server fails', { status: 500, body: { message: 'Server Error' } }],
    ['the answer is not status 200', { status: 202, body: { success: true, message: 'Accepted' } }],
  ])("'Something Went Wrong' when %s", async (_, withdraw) => {
    server({ withdraw });
    const user = userEvent.setup({ delay: null });
    await clickWithdraw(user);
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal Request' });
    await user.click(await within(dialog).findByRole('radio', { name: /GTBank · 0123456789/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(FAILED)).toBeTruthy();
    expect(screen.queryByText(SUBMITTED)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Withdrawal Request' })).toBeTruthy();
  });

  it('a double click pays out once', async () => {
    const answer = later<Reply>();
    const calls = server({ withdraw: () => answer.promise });
    const user = userEvent.setup();
    await clickWithdraw(user);
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal Request' });
    await user.click(await within(dialog).findByRole('radio', { name: /GTBank · 0123456789/ }));
    await user.dblClick(within(dialog).getByRole('button', { name: 'Submit' }));
    answer.resolve(ok({ success: true, message: SUBMITTED, withdrawal_id: 1 }));
    expect(await screen.findByText(SUBMITTED)).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
    // Sent with a key, so a retried request cannot pay out twice either.
    expect(posts(calls)[0]?.headers['Idempotency-Key']).toMatch(/.{8,}/);
  });

  it('without a saved bank account nothing can be submitted; Payment settings is offered', async () => {
    const calls = server({ accounts: [] });
    const user = userEvent.setup({ delay: null });
    await clickWithdraw(user);
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal Request' });
    expect(await within(dialog).findByText('No bank account yet')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('link', { name: 'Payment settings' }));
    expect(await screen.findByText('Payment page')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });
});
