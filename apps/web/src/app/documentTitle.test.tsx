import { act, waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../lib/brand.ts';
import { resetSession, setUser } from '../lib/session.ts';
import { bookingResponseFixture } from '../test/fixtures.ts';
import { fakeApi, renderUi } from '../test/render.tsx';
import { usePendingTitleCount } from './dashboard/usePendingTitleCount.ts';
import { useDocumentTitle } from './documentTitle.ts';
import type { RouteHandle } from './routeHandle.ts';
import { routes } from './routes.tsx';

// The product's one name (lib/brand.ts); the page names below are SPEC's, written out.
const PRODUCT = PRODUCT_NAME;

/**
 * SPEC §2's route table written out: each page and its name. Dashboard names are those the spec
 * shows in titles (Package is displayed as Services; under-review is Account Inactive, dispute is
 * Disputes); the public pages are named as the table describes them.
 */
const SPEC_TITLES: Record<string, string> = {
  '/': 'Onboarding',
  '/register': 'Sign Up',
  '/register/complete-registration': 'Complete Registration',
  '/register/biz-setup': 'Business Setup',
  '/biz-success': 'Business Complete',
  '/sign-in': 'Sign In',
  '/sign-in/forget-password': 'Forgot Password',
  '/sign-in/enter-token': 'Enter Token',
  '/sign-in/reset-password': 'Reset Password',
  '/dashboard/calendar': 'Calendar',
  '/dashboard/earnings': 'Earnings',
  '/dashboard/inbox': 'Inbox',
  '/dashboard/report': 'Report',
  '/dashboard/package/services': 'Services',
  '/dashboard/package/brief-case': 'Services',
  '/dashboard/profile': 'Profile',
  '/dashboard/settings': 'Settings',
  '/dashboard/settings/business-settings': 'Business Settings',
  '/dashboard/settings/business-settings/info': 'Business Info',
  '/dashboard/settings/business-settings/biz-hours': 'Business Hours',
  '/dashboard/settings/business-settings/location-and-mobile': 'Location and Mobile Services',
  '/dashboard/settings/business-settings/boost-shop': 'Boost Shop',
  // Ours (issue 15): the vendor's team.
  '/dashboard/settings/team': 'Team',
  // Ours (issue 35): a checkout's printable receipt, and the day's takings.
  '/dashboard/receipt/:id': 'Receipt',
  '/dashboard/takings': "Day's Takings",
  // Ours (issue 36): the client book and the waitlist.
  '/dashboard/clients': 'Clients',
  '/dashboard/waitlist': 'Waitlist',
  '/dashboard/settings/advance-settings': 'Advance Settings',
  '/dashboard/settings/personal-settings': 'Personal Settings',
  '/dashboard/settings/referral': 'Referral',
  '/dashboard/settings/notification': 'Notification',
  '/dashboard/settings/payment': 'Payment',
  '/dashboard/settings/security-settings': 'Security Settings',
  '/dashboard/settings/under-review': 'Account Inactive',
  '/dashboard/settings/dispute': 'Disputes',
  // Ours (issue 32): where the operator's terms and privacy policy will be.
  '/terms': 'Terms and Conditions',
  '/privacy': 'Privacy Policy',
};

/** Every page route (one that renders a page, not a redirect) with the title its route chain gives it. */
function pageTitles(tree: RouteObject[], base = '', inherited?: string): Record<string, string | undefined> {
  const found: Record<string, string | undefined> = {};
  for (const route of tree) {
    const path = route.path ? `${base.replace(/\/$/, '')}/${route.path}`.replace(/^\/\//, '/') : base;
    const title = (route.handle as RouteHandle | undefined)?.title ?? inherited;
    if (route.children) Object.assign(found, pageTitles(route.children, path, title));
    else if (route.lazy || route.Component) found[path || '/'] = title;
  }
  return found;
}

describe('page titles (SPEC §2 route names)', () => {
  it('every page route carries its SPEC name', () => {
    expect(pageTitles(routes)).toEqual(SPEC_TITLES);
  });

  it('the browser tab reads "<page> · <product>" and follows navigation', async () => {
    fakeApi({});
    const router = createMemoryRouter(routes, { initialEntries: ['/sign-in'] });
    renderUi(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).toBe(`Sign In · ${PRODUCT}`));

    await act(() => router.navigate('/sign-in/forget-password'));
    await waitFor(() => expect(document.title).toBe(`Forgot Password · ${PRODUCT}`));

    await act(() => router.navigate('/register'));
    await waitFor(() => expect(document.title).toBe(`Sign Up · ${PRODUCT}`));

    // An unknown path is sent to sign-in (SPEC §2), and the title follows.
    await act(() => router.navigate('/no-such-page'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    await waitFor(() => expect(document.title).toBe(`Sign In · ${PRODUCT}`));
  });

  it("counts the pending requests on the dashboard: '(2) Calendar · <product>', and none off it (issue 34)", async () => {
    resetSession();
    setUser({ userId: 1, token: 'token-1', regStatus: true });
    const pending = [bookingResponseFixture(1), bookingResponseFixture(2)];
    const approved = bookingResponseFixture(3, { booking_status: 'approved' });
    fakeApi({ 'GET getallbookingsbydate/1': { bookings: [...pending, approved] } });
    function SignIn() {
      useDocumentTitle();
      return null;
    }
    function Dashboard() {
      usePendingTitleCount();
      useDocumentTitle();
      return null;
    }
    const router = createMemoryRouter(
      [
        { path: '/calendar', Component: Dashboard, handle: { title: 'Calendar' } satisfies RouteHandle },
        { path: '/sign-in', Component: SignIn, handle: { title: 'Sign In' } },
      ],
      { initialEntries: ['/calendar'] },
    );
    renderUi(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).toBe(`(2) Calendar · ${PRODUCT}`));

    // Off the dashboard, no count.
    await act(() => router.navigate('/sign-in'));
    await waitFor(() => expect(document.title).toBe(`Sign In · ${PRODUCT}`));
    resetSession();
  });
});
