import type { AppConfig, UserDetails } from '@app/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { UnderReviewGuard } from '../../../app/guards/UnderReviewGuard.tsx';
import { applyDetails, getSession, resetSession, setUser } from '../../../lib/session.ts';
import { fakeApi, renderUi } from '../../../test/render.tsx';
import UnderReviewPage from './UnderReviewPage.tsx';

const PAGE = '/dashboard/settings/under-review';

const appConfig = (tawk: AppConfig['tawk']): AppConfig => ({
  realtime_port: 6001,
  public_url: 'http://localhost:8080',
  tawk,
  social_sign_in: false,
  vendor_apps: { ios: null, android: null },
});
/** The user details with the account flag; the page reads no other field. */
const details = (account_active: boolean) => ({ register_status: true, account_active }) as UserDetails;

function renderPage() {
  return renderUi(
    <MemoryRouter initialEntries={[PAGE]}>
      <Routes>
        <Route path={PAGE} element={<UnderReviewGuard />}>
          <Route index element={<UnderReviewPage />} />
        </Route>
        <Route path="/dashboard" element={<p>Dashboard</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetSession();
  setUser({ userId: 1, token: 'token-1', regStatus: true });
});

/** SPEC §2/§4: Account Inactive is where an account flagged account_active (under review) is sent. */
describe('Account Inactive', () => {
  it('is not shown to an active account, which goes to the dashboard', async () => {
    fakeApi({ 'GET app-config': appConfig(null) });
    applyDetails(details(false));
    renderPage();
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(screen.queryByText(/active/i)).toBeNull();
  });

  it('tells an account under review what is paused, what still works and what happens next, without any e-mail', async () => {
    fakeApi({ 'GET app-config': appConfig(null) });
    applyDetails(details(true));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Account Inactive', level: 2 })).toBeTruthy();
    expect(screen.getByText(/under review/)).toBeTruthy();
    expect(screen.getByText('What happens next')).toBeTruthy();
    expect(screen.getByText(/Once the review is finished, your whole dashboard opens again/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/e-?mail/i);
    expect(screen.queryByText(/Your account is active/)).toBeNull();
    // No support chat is configured: none is offered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Contact support' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/chat with our support/i);
  });

  it('offers the support chat only when it is configured', async () => {
    fakeApi({ 'GET app-config': appConfig({ property_id: 'p1', widget_id: 'w1' }) });
    applyDetails(details(true));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Contact support' })).toBeTruthy();
    expect(screen.getByText(/Chat with our support team/)).toBeTruthy();
  });

  it('says when the review is not finished yet, and leaves the page once it is', async () => {
    const user = userEvent.setup();
    const answers = { 'GET app-config': appConfig(null), 'GET getuserdetails/1': [[details(true)]] };
    fakeApi(answers);
    applyDetails(details(true));
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Check status again' }));
    expect(await screen.findByText('The review is not finished yet.')).toBeTruthy();

    answers['GET getuserdetails/1'] = [[details(false)]];
    await user.click(screen.getByRole('button', { name: 'Check status again' }));
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    await waitFor(() => expect(getSession().user.settingData.account_active).toBe(false));
  });
});
