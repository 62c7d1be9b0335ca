import { PRIVACY_MESSAGES } from '@app/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderUi } from '../../../test/render.tsx';
import { DeleteAccount } from './DeleteAccount.tsx';

afterEach(() => vi.unstubAllGlobals());

const refusal = PRIVACY_MESSAGES.moneyLeft('₦2,000.00');

describe('Settings › Your data › Delete account', () => {
  it('states the rules, asks for the password and the typed word, and shows the server’s refusal', async () => {
    const calls = fakeServer({
      'POST vendor/account/delete': { status: 422, body: { message: refusal, errors: { account: refusal } } },
    });
    renderUi(<DeleteAccount />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
    expect(dialog.textContent).toContain('withdraw everything in your earnings');
    expect(dialog.textContent).toContain('settle every open booking');
    expect(dialog.textContent).toContain('kept for 6 years');

    const submit = screen.getByRole('button', { name: 'Delete my account' });
    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'Secret@123' } });
    fireEvent.change(screen.getByLabelText(/Type DELETE to confirm/), { target: { value: 'delete' } });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Type DELETE to confirm/), { target: { value: 'DELETE' } });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(submit);

    expect((await screen.findByText(refusal)).closest('[role="alert"]')).not.toBeNull();
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', 'vendor/account/delete', { password: 'Secret@123', confirm: 'DELETE' }],
    ]);
  });
});
