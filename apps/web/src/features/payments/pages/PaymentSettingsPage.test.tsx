import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUser } from '../../../lib/session.ts';
import { type ApiCall, fakeApi, renderUi } from '../../../test/render.tsx';
import PaymentSettingsPage from './PaymentSettingsPage.tsx';

const BANKS = [
  { code: '044', name: 'Access Bank' },
  { code: '058', name: 'Guaranty Trust Bank' },
];
// With GTBank (058), CBN's NUBAN check digit of 012345678 is 5.
const GTB_VALID = '0123456785';
const GTB_WRONG_CHECK_DIGIT = '0123456789';

const NOT_THIS_BANK = 'This account number does not match the chosen bank. Check the number and the bank.';
const OLD_LENGTH_MESSAGE = 'Enter the 10-digit account number of this bank';

let calls: ApiCall[];

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  renderUi(<PaymentSettingsPage />);
  await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
  await user.click(await screen.findByPlaceholderText('Choose your bank'));
  await user.click(await screen.findByRole('option', { name: 'Guaranty Trust Bank' }));
}

const accountNo = () => screen.getByLabelText(/^Account number/);
const save = () => screen.getByRole('button', { name: 'Save account' });

describe('add bank account: the account number', { timeout: 20_000 }, () => {
  beforeEach(() => {
    setUser({ userId: 1, token: 'token', regStatus: true });
    calls = fakeApi({
      'GET banks': { success: true, data: BANKS },
      'GET bankaccounts': { success: true, data: [] },
      'POST bankaccounts': { success: true, message: 'Bank account added', id: 3 },
    });
  });

  it('tells ten digits that fail the check digit that they do not match the bank', async () => {
    const user = userEvent.setup({ delay: null });
    await openForm(user);
    await user.type(accountNo(), GTB_WRONG_CHECK_DIGIT);
    await user.type(screen.getByLabelText(/^Account name/), 'Chioma Eze');
    await user.click(save());
    expect(await screen.findByText(NOT_THIS_BANK)).toBeTruthy();
    // Ten digits were entered: not told to enter ten digits.
    expect(screen.queryByText(OLD_LENGTH_MESSAGE)).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('tells the check digit in the same round as a missing account name', async () => {
    const user = userEvent.setup({ delay: null });
    await openForm(user);
    await user.type(accountNo(), GTB_WRONG_CHECK_DIGIT);
    await user.click(save());
    expect(await screen.findByText(NOT_THIS_BANK)).toBeTruthy();
    expect(screen.getByText('Value is required')).toBeTruthy();
  });

  it('asks for a missing number with SPEC §5 "Value is required", and a short one for 10 digits', async () => {
    const user = userEvent.setup({ delay: null });
    await openForm(user);
    await user.type(screen.getByLabelText(/^Account name/), 'Chioma Eze');
    await user.click(save());
    expect(await screen.findByText('Value is required')).toBeTruthy();

    await user.type(accountNo(), '12345');
    await user.click(save());
    expect(await screen.findByText('An account number has 10 digits')).toBeTruthy();
    expect(screen.queryByText(NOT_THIS_BANK)).toBeNull();
  });

  it('saves a number that passes the check', async () => {
    const user = userEvent.setup({ delay: null });
    await openForm(user);
    await user.type(accountNo(), GTB_VALID);
    await user.type(screen.getByLabelText(/^Account name/), 'Chioma Eze');
    await user.click(save());
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      bank_code: '058',
      account_no: GTB_VALID,
      account_name: 'Chioma Eze',
    });
  });
});
