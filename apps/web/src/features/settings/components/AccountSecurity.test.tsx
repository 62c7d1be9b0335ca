import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession, resetSession, setUser } from '../../../lib/session.ts';
import { fakeServer, renderUi } from '../../../test/render.tsx';
import { SecurityLogPanel, SessionsPanel } from './AccountSecurity.tsx';

afterEach(() => resetSession());

const SESSIONS = [
  {
    id: 7,
    device: 'Safari on Mac',
    place: 'Network 197.210.64.x',
    signed_in_at: '2026-11-20T08:00:00.000Z',
    last_seen_at: '2026-11-20T09:00:00.000Z',
    current: true,
  },
  {
    id: 3,
    device: 'Chrome on Android',
    place: 'Network 102.89.34.x',
    signed_in_at: '2026-11-18T08:00:00.000Z',
    last_seen_at: '2026-11-19T09:00:00.000Z',
    current: false,
  },
];

const render = (ui: React.ReactNode) => renderUi(<MemoryRouter>{ui}</MemoryRouter>);

/** Issue 37: Settings › Security shows where the account is signed in and lets the vendor end it. */
describe('Security settings', () => {
  it('lists the devices, signs one out, and "Sign out everywhere" ends this session too', async () => {
    setUser({ userId: 1, token: 'token-1', regStatus: true });
    let sessions = SESSIONS;
    const calls = fakeServer({
      'GET vendor/security/sessions': () => ({ status: 200, body: { sessions } }),
      'DELETE vendor/security/sessions/3': () => {
        sessions = SESSIONS.slice(0, 1);
        return { status: 200, body: { success: true, message: 'Signed out', signed_out: 1 } };
      },
      'POST vendor/security/sessions/sign-out-all': {
        status: 200,
        body: { success: true, message: 'Signed out of every device', signed_out: 1 },
      },
    });
    const user = userEvent.setup();
    render(<SessionsPanel />);

    const list = await screen.findByRole('list', { name: 'Sessions' });
    const phone = within(list).getByRole('listitem', { name: 'Chrome on Android' });
    expect(within(phone).getByText(/Network 102\.89\.34\.x · last seen/)).toBeTruthy();
    const mac = within(list).getByRole('listitem', { name: 'Safari on Mac' });
    expect(within(mac).getByText('This device')).toBeTruthy();
    expect(within(mac).queryByRole('button')).toBeNull();

    await user.click(within(phone).getByRole('button', { name: 'Sign out Chrome on Android' }));
    await waitFor(() =>
      expect(within(list).queryByRole('listitem', { name: 'Chrome on Android' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(getSession().user.userId).toBeNull());
    expect(calls.find((c) => c.path === 'vendor/security/sessions/sign-out-all')?.body).toEqual({
      keep_current: false,
    });
  });

  it('shows the security log with what changed and from where', async () => {
    setUser({ userId: 1, token: 'token-1', regStatus: true });
    fakeServer({
      'GET vendor/security/events': {
        status: 200,
        body: {
          events: [
            {
              id: 2,
              kind: 'payout_account_added',
              detail: 'Guaranty Trust Bank ••6785',
              place: 'Network 102.89.34.x',
              created_at: '2026-11-20T09:00:00.000Z',
            },
            {
              id: 1,
              kind: 'sign_in',
              detail: 'Password, Chrome on Android',
              place: 'Network 102.89.34.x',
              created_at: '2026-11-20T08:00:00.000Z',
            },
          ],
        },
      },
    });
    render(<SecurityLogPanel />);
    const table = await screen.findByRole('table', { name: 'Security log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Payout account addedGuaranty Trust Bank ••6785Network 102.89.34.x'),
      expect.stringContaining('Signed inPassword, Chrome on AndroidNetwork 102.89.34.x'),
    ]);
  });
});
