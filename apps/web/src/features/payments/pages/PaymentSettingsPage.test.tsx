import { ACCOUNT_NO_MESSAGES, HOLDER_NAME_MESSAGES, MSG } from '@app/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUser } from '../../../lib/session.ts';
import { renderUi } from '../../../test/render.tsx';
import PaymentSettingsPage from './PaymentSettingsPage.tsx';

const BANKS = [
  { code: '044', name: 'Access Bank' },
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '50211', name: 'Kuda Bank' },
  { code: '50515', name: 'Moniepoint MFB' },
  { code: '999992', name: 'OPay' },
  { code: '999991', name: 'PalmPay' },
];
// With GTBank (058), CBN's NUBAN check digit of 012345678 is 5.
const GTB_VALID = '0123456785';
const GTB_WRONG_CHECK_DIGIT = '0123456789';
/** An OPay account number is mostly the phone number: no check digit. */
const OPAY_NUMBER = '8031234568';
const UNKNOWN = 'Could not resolve account name. Check parameters or try again.';
const UNAVAILABLE = 'We could not reach the bank to check this account. Try again in a few minutes.';

type Answer = { status?: number; body: unknown; delayMs?: number };
type Call = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  signal?: AbortSignal;
};

/**
 * The API as the form meets it: banks, the saved accounts, saving, and the name lookup answered by
 * `lookup` (slow when it says so, and cancellable like a real request).
 */
function serverWith(lookup: (query: Record<string, string>) => Answer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const { pathname, searchParams } = new URL(url, 'http://app.test');
      const method = init.method ?? 'GET';
      const path = pathname.replace(/^\/api\//, '');
      const query = Object.fromEntries(searchParams);
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, query, body, signal: init.signal ?? undefined });
      const answers: Record<string, () => Answer> = {
        'GET banks': () => ({ body: { success: true, data: BANKS } }),
        'GET bankaccounts': () => ({ body: { success: true, data: [] } }),
        'POST bankaccounts': () => ({
          status: 201,
          body: { success: true, message: 'Bank account added', id: 3 },
        }),
        'GET bankaccounts/resolve': () => lookup(query),
      };
      const answer = answers[`${method} ${path}`]?.() ?? {
        status: 404,
        body: { message: `no route ${path}` },
      };
      if (answer.delayMs) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, answer.delayMs);
          init.signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(new DOMException('The request was cancelled', 'AbortError'));
          });
        });
      }
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return {
    calls,
    lookups: () => calls.filter((c) => c.path === 'bankaccounts/resolve'),
    saves: () => calls.filter((c) => c.method === 'POST'),
  };
}

const nameOf = (accountNo: string) => (accountNo.startsWith('8') ? 'EZE NGOZI' : 'ADA OKAFOR');
/** The vendor is Ada Okafor: the OPay account's holder is someone else. */
const found = (query: Record<string, string>): Answer => ({
  body: {
    success: true,
    account_name: nameOf(query.account_no ?? ''),
    name_matches: !(query.account_no ?? '').startsWith('8'),
  },
});

async function openForm(user: ReturnType<typeof userEvent.setup>, bank = 'Guaranty Trust Bank') {
  renderUi(<PaymentSettingsPage />);
  await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
  await user.click(await screen.findByPlaceholderText('Choose your bank'));
  await user.click(await screen.findByRole('option', { name: bank }));
}

const accountNo = () => screen.getByLabelText(/^Account number/);
const save = () => screen.getByRole('button', { name: 'Save account' }) as HTMLButtonElement;
const nameStatus = () => screen.getByRole('status', { name: 'Account name' });

describe('add bank account', { timeout: 20_000 }, () => {
  beforeEach(() => {
    setUser({ userId: 1, token: 'token', regStatus: true });
  });

  it('lists the fintechs in the bank list, found by typing', async () => {
    serverWith(found);
    const user = userEvent.setup({ delay: null });
    renderUi(<PaymentSettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
    await user.type(await screen.findByPlaceholderText('Choose your bank'), 'monie');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Moniepoint MFB']);
    await user.clear(screen.getByPlaceholderText('Choose your bank'));
    await user.type(screen.getByPlaceholderText('Choose your bank'), 'pay');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['OPay', 'PalmPay']);
  });

  it('looks the name up once the number is complete, shows it read-only and saves it', async () => {
    const server = serverWith((query) => ({ ...found(query), delayMs: 300 }));
    const user = userEvent.setup({ delay: null });
    await openForm(user);
    expect(save().disabled).toBe(true);
    await user.type(accountNo(), GTB_VALID);
    expect(await screen.findByText('Looking up the account name…')).toBeTruthy();
    expect(nameStatus().getAttribute('aria-busy')).toBe('true');
    expect(save().disabled).toBe(true);
    expect(await screen.findByText('Account name: ADA OKAFOR')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Account name/ })).toBeNull();
    // One request for the ten digits typed, not one per digit.
    expect(server.lookups().map((c) => c.query)).toEqual([{ bank_code: '058', account_no: GTB_VALID }]);

    await waitFor(() => expect(save().disabled).toBe(false));
    await user.click(save());
    await waitFor(() => expect(server.saves()).toHaveLength(1));
    expect(server.saves()[0]?.body).toEqual({
      bank_code: '058',
      account_no: GTB_VALID,
      account_name: 'ADA OKAFOR',
      confirm_name_mismatch: false,
    });
  });

  // Issue 35: a holder name that is neither the vendor's nor her business's.
  it('asks before saving an account in another name, and saves it confirmed only on her yes', async () => {
    const server = serverWith(found);
    const user = userEvent.setup({ delay: null });
    await openForm(user, 'OPay');
    await user.type(accountNo(), OPAY_NUMBER);
    expect(await screen.findByText('Account name: EZE NGOZI')).toBeTruthy();
    await waitFor(() => expect(save().disabled).toBe(false));
    await user.click(save());
    const ask = await screen.findByRole('alertdialog', { name: 'This account is in another name' });
    expect(ask.textContent).toContain(HOLDER_NAME_MESSAGES.confirm('EZE NGOZI'));
    expect(server.saves()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.saves()).toHaveLength(0);

    await user.click(save());
    await user.click(await screen.findByRole('button', { name: 'Yes, it is mine: save it' }));
    await waitFor(() => expect(server.saves()).toHaveLength(1));
    expect(server.saves()[0]?.body).toEqual({
      bank_code: '999992',
      account_no: OPAY_NUMBER,
      account_name: 'EZE NGOZI',
      confirm_name_mismatch: true,
    });
  });

  it("shows the provider's message when the bank does not know the account, and Save stays disabled", async () => {
    const server = serverWith(() => ({
      status: 422,
      body: { message: UNKNOWN, errors: { account_no: UNKNOWN } },
    }));
    const user = userEvent.setup({ delay: null });
    await openForm(user, 'OPay');
    await user.type(accountNo(), '0000000000');
    expect(await screen.findByText(UNKNOWN)).toBeTruthy();
    expect(save().disabled).toBe(true);
    // Not the provider being unavailable: nothing to try again.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(save());
    expect(server.saves()).toEqual([]);
  });

  it('offers to try again when the provider cannot be asked, and then shows the name', async () => {
    let down = true;
    const server = serverWith((query) =>
      down ? { status: 503, body: { message: UNAVAILABLE } } : found(query),
    );
    const user = userEvent.setup({ delay: null });
    await openForm(user, 'OPay');
    await user.type(accountNo(), OPAY_NUMBER);
    expect(await screen.findByText(UNAVAILABLE)).toBeTruthy();
    expect(save().disabled).toBe(true);
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Account name: EZE NGOZI')).toBeTruthy();
    expect(server.lookups()).toHaveLength(2);
    await waitFor(() => expect(save().disabled).toBe(false));
  });

  it('cancels the lookup of a number that changed, and looks up the new one', async () => {
    const server = serverWith((query) => ({
      ...found(query),
      delayMs: query.account_no === OPAY_NUMBER ? 5000 : 0,
    }));
    const user = userEvent.setup({ delay: null });
    await openForm(user, 'OPay');
    await user.type(accountNo(), OPAY_NUMBER);
    await waitFor(() => expect(server.lookups()).toHaveLength(1));
    await user.type(accountNo(), '{Backspace}9');
    expect(await screen.findByText('Account name: EZE NGOZI')).toBeTruthy();
    const [first, second] = server.lookups();
    expect(first?.signal?.aborted).toBe(true);
    expect(second?.query).toEqual({ bank_code: '999992', account_no: '8031234569' });
    expect(server.lookups()).toHaveLength(2);
  });

  it('tells ten digits that fail the check digit that they do not match the bank, without asking', async () => {
    const server = serverWith(found);
    const user = userEvent.setup({ delay: null });
    await openForm(user);
    await user.type(accountNo(), GTB_WRONG_CHECK_DIGIT);
    expect(await screen.findByText(ACCOUNT_NO_MESSAGES.checkDigit)).toBeTruthy();
    expect(save().disabled).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(server.lookups()).toEqual([]);
  });

  it('asks for a missing number with SPEC §5 "Value is required", and a short one for 10 digits', async () => {
    serverWith(found);
    const user = userEvent.setup({ delay: null });
    await openForm(user);
    await user.click(accountNo());
    await user.tab();
    expect(await screen.findByText(MSG.required)).toBeTruthy();
    await user.type(accountNo(), '12345');
    await user.tab();
    expect(await screen.findByText(ACCOUNT_NO_MESSAGES.length)).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_NO_MESSAGES.checkDigit)).toBeNull();
  });
});
