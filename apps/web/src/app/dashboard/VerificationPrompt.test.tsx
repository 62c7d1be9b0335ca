import type { UserDetails } from '@app/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VerifyDialog } from '../../components/VerifyDialog.tsx';
import { applyDetails, resetSession, setUser } from '../../lib/session.ts';
import { userDetailsFixture } from '../../test/fixtures.ts';
import { fakeServer, type Reply, renderUi, type ServerCall } from '../../test/render.tsx';
import { useVerificationPrompt } from './useVerificationPrompt.ts';

// SPEC §8, word for word.
const SENT_EMAIL = 'Token sent to your email';
const SENT_PHONE = 'Token sent to your Phone Number';
const ACCEPTED = 'Token accepted';
const INCORRECT = 'Token incorrect';
const SOMETHING_WRONG = 'Something went wrong';

/** The dashboard's wiring of the prompt (DashboardDialogs): the hook decides, the dialog asks. */
function Prompt() {
  const verification = useVerificationPrompt();
  return (
    <VerifyDialog kind={verification.open} onClose={verification.close} onVerified={verification.verified} />
  );
}

const unverified = (patch: Partial<UserDetails>) =>
  userDetailsFixture({ email: 'chioma@example.com', phone_number: '08031234567', ...patch });
const NO_EMAIL = { email_verify_checker: false, email_verified: false };
const NO_PHONE = { phone_verify_checker: false, phone_verified: false };

const posts = (calls: ServerCall[]) =>
  calls.filter((c) => c.method === 'POST').map(({ path, body }) => ({ path, body }));

type User = ReturnType<typeof userEvent.setup>;
/** Types `code` into the code boxes from box `from` on, as a user clicking into it would. */
async function enterCode(user: User, dialog: HTMLElement, code: string, from = 0) {
  const boxes = within(dialog).getAllByRole('textbox');
  await user.click(boxes[from] as HTMLElement);
  await user.keyboard(code);
}

beforeEach(() => {
  resetSession();
  setUser({ userId: 1, token: 'token', regStatus: true });
});
afterEach(() => act(() => notifications.clean()));

describe("SPEC §2: 'An unverified e-mail opens the e-mail verification dialog (persistent); otherwise an unverified phone opens the phone dialog'", () => {
  it('an unverified e-mail (phone too) opens Verify Email, which cannot be dismissed', async () => {
    const user = userEvent.setup({ delay: null });
    applyDetails(unverified({ ...NO_EMAIL, ...NO_PHONE }));
    renderUi(<Prompt />);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Email' });
    expect(screen.queryByRole('dialog', { name: 'Verify Phone' })).toBeNull();
    // Persistent: no close button, Escape does nothing.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Verify Email' })).toBeTruthy();
  });

  it('a verified e-mail and an unverified phone open Verify Phone, which may be closed', async () => {
    const user = userEvent.setup({ delay: null });
    applyDetails(unverified(NO_PHONE));
    renderUi(<Prompt />);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Phone' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('both verified: nothing opens', async () => {
    applyDetails(unverified({}));
    renderUi(<Prompt />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('decides once the details have loaded, not before', async () => {
    renderUi(<Prompt />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => applyDetails(unverified(NO_EMAIL)));
    expect(await screen.findByRole('dialog', { name: 'Verify Email' })).toBeTruthy();
  });
});

describe("'Verify e-mail and phone with a 6-digit code' (SPEC §1, §5, §7)", () => {
  it('e-mail: sends the code, checks it (202), then offers the still unverified phone', async () => {
    let emailVerified = false;
    const calls = fakeServer({
      'POST checkforgetemail': { status: 200, body: { success: true, message: SENT_EMAIL } },
      'POST checktoken': () => {
        emailVerified = true;
        return { status: 202, body: { success: true, message: ACCEPTED } };
      },
      'GET getuserdetails/1': () => ({
        status: 200,
        body: [[unverified({ ...NO_PHONE, ...(emailVerified ? {} : NO_EMAIL) })]],
      }),
    });
    const user = userEvent.setup({ delay: null });
    applyDetails(unverified({ ...NO_EMAIL, ...NO_PHONE }));
    renderUi(<Prompt />);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Email' });
    // SPEC §3 redaction: 'an e-mail keeps its first letter'.
    expect(within(dialog).getByTestId('verify-target').textContent).not.toContain('hioma');
    expect(within(dialog).getByTestId('verify-target').textContent).toMatch(/^c.*@example\.com$/);

    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(SENT_EMAIL)).toBeTruthy();
    // The Send code button is gone: focus is on the code's first box, not dropped to the page.
    expect(document.activeElement).toBe(
      within(dialog).getAllByRole('textbox', { name: 'Verification code' })[0],
    );

    const verify = within(dialog).getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    await enterCode(user, dialog, '12345');
    // 'Token verification: 6 digits, required.'
    expect(verify.disabled).toBe(true);
    await enterCode(user, dialog, '6', 5);
    await waitFor(() => expect(verify.disabled).toBe(false));
    await user.click(verify);

    expect(await screen.findByText(ACCEPTED)).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Verify Phone' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Verify Email' })).toBeNull();
    expect(posts(calls)).toEqual([
      { path: 'checkforgetemail', body: { email: 'chioma@example.com' } },
      { path: 'checktoken', body: { _method: 'patch', userid: '1', token: '123456' } },
    ]);
  });

  it("phone: a wrong code says 'Token incorrect' and keeps the dialog open", async () => {
    const calls = fakeServer({
      'POST sendoptphone': { status: 200, body: { success: true, message: SENT_PHONE } },
      'POST checksmstoken': { status: 400, body: { success: false, message: 'Invalid token' } },
    });
    const user = userEvent.setup({ delay: null });
    applyDetails(unverified(NO_PHONE));
    renderUi(<Prompt />);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Phone' });
    // SPEC §3 redaction: 'a phone keeps its first 5 digits'.
    expect(within(dialog).getByTestId('verify-target').textContent).toMatch(/^08031\D+$/);

    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(SENT_PHONE)).toBeTruthy();
    await enterCode(user, dialog, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(INCORRECT)).toBeTruthy();
    expect(screen.queryByText(ACCEPTED)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Verify Phone' })).toBeTruthy();
    expect(posts(calls)).toEqual([
      { path: 'sendoptphone', body: { phone_number: '08031234567' } },
      { path: 'checksmstoken', body: { _method: 'patch', userid: '1', token: '000000' } },
    ]);
  });

  it.each([
    [
      "'Something went wrong' for a token send with status 500",
      { status: 500, body: { message: 'Mailer down' } },
      SOMETHING_WRONG,
    ],
    [
      "the server's error text for any other failed send",
      { status: 429, body: { message: 'Please wait 42 seconds before requesting another token' } },
      'Please wait 42 seconds before requesting another token',
    ],
  ])('%s', async (_, reply: Reply, message) => {
    fakeServer({ 'POST checkforgetemail': reply });
    const user = userEvent.setup({ delay: null });
    applyDetails(unverified(NO_EMAIL));
    renderUi(<Prompt />);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Email' });
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText(SENT_EMAIL)).toBeNull();
    // No code was sent, so there is nothing to enter yet.
    expect(within(dialog).queryByRole('button', { name: 'Verify' })).toBeNull();
  });
});
