import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type RouteObject } from 'react-router';
import { TopProgressBar } from '../components/TopProgressBar.tsx';
import SignInPage from '../features/auth/pages/SignInPage.tsx';
import { ActiveAccountGuard } from './guards/ActiveAccountGuard.tsx';
import { BizSetupGuard } from './guards/BizSetupGuard.tsx';
import { BizSuccessGuard } from './guards/BizSuccessGuard.tsx';
import { CompleteRegistrationGuard } from './guards/CompleteRegistrationGuard.tsx';
import { dashboardGuard } from './guards/DashboardGuard.tsx';
import { FlowStepGuard } from './guards/FlowStepGuard.tsx';
import { GuestOnly } from './guards/GuestOnly.tsx';
import { SignInGuard } from './guards/SignInGuard.tsx';
import { UnderReviewGuard } from './guards/UnderReviewGuard.tsx';
import { RootLayout } from './layouts/RootLayout.tsx';
import type { RouteHandle } from './routeHandle.ts';

/** A page, and what it may ask for before it renders (see `page`). */
type PageModule = { default: React.ComponentType; prefetch?: (client: QueryClient) => unknown };

/**
 * Pages (all but sign-in) load lazily; the router's 'loading' state meanwhile drives the top progress
 * bar. Each page brings the Mantine styles the first screen leaves out (app/styles), requested before
 * the page so they precede its own styles. A page's `prefetch` runs as the route's loader: its main
 * call goes out as soon as the page's code is in, beside the guards' user details rather than after
 * them. When it returns a promise, the page renders once that settles.
 */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const styles = import('./styles/rest.ts');
    const module = load();
    await styles;
    const { default: Component, prefetch } = await module;
    if (!prefetch) return { Component };
    const { queryClient } = await import('./layouts/DataLayout.tsx');
    return {
      Component,
      loader: async () => {
        await prefetch(queryClient);
        return null;
      },
    };
  },
});

const legal = page(() => import('../features/legal/pages/LegalPage.tsx'));

/** A settings page of features/settings/pages, by file name. */
const settingsModules = import.meta.glob<PageModule>('../features/settings/pages/*Page.tsx');
const settings = (name: string) => {
  const load = settingsModules[`../features/settings/pages/${name}.tsx`];
  if (!load) throw new Error(`No settings page ${name}`);
  return page(load);
};

/**
 * Every page's name (SPEC §2's route table) sits on its route: the dashboard header shows it and
 * the browser tab reads '<name> · <product>' (documentTitle.ts), so pages never set titles.
 */
const titled = (title: string): RouteHandle => ({ title });

/** A dashboard page: titled, and blocked for restricted accounts unless `open`. */
const dashboardPage = (
  path: string,
  handle: RouteHandle,
  route: Pick<RouteObject, 'lazy' | 'element' | 'children'>,
  open = false,
): RouteObject => {
  const leaf: RouteObject = { path, handle, ...route };
  return open ? leaf : { element: <ActiveAccountGuard />, children: [leaf] };
};

const settingsPage = (
  path: string,
  title: string,
  open: boolean,
  route: Pick<RouteObject, 'lazy' | 'element' | 'children'>,
) => dashboardPage(`settings/${path}`, { title, back: true }, route, open);

/** Every route of SPEC §2 with its guards, layouts and names; `router.tsx` serves them. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // First load of a lazy page happens before the root renders: show the bar meanwhile.
    hydrateFallbackElement: <TopProgressBar active />,
    children: [
      {
        path: 'sign-in',
        handle: titled('Sign In'),
        element: <SignInGuard />,
        // Part of the entry, not loaded lazily: the first screen on a cheap phone comes in one file,
        // compressed as one, and drawn with first-screen.css alone (issues 14, 32).
        children: [{ index: true, Component: SignInPage }],
      },
      {
        // Every page but sign-in shares the query cache, which sign-in's first download leaves out.
        lazy: () => import('./layouts/DataLayout.tsx'),
        children: [
          {
            element: <GuestOnly />,
            children: [
              {
                index: true,
                handle: titled('Onboarding'),
                ...page(() => import('../features/onboarding/pages/OnboardingPage.tsx')),
              },
              {
                path: 'register',
                handle: titled('Sign Up'),
                ...page(() => import('../features/auth/pages/SignUpPage.tsx')),
              },
            ],
          },
          {
            path: 'register/complete-registration',
            handle: titled('Complete Registration'),
            element: <CompleteRegistrationGuard />,
            children: [
              { index: true, ...page(() => import('../features/auth/pages/CompleteRegistrationPage.tsx')) },
            ],
          },
          {
            path: 'register/biz-setup',
            handle: titled('Business Setup'),
            element: <BizSetupGuard />,
            children: [{ index: true, ...page(() => import('../features/business/pages/BizSetupPage.tsx')) }],
          },
          {
            path: 'biz-success',
            handle: titled('Business Complete'),
            element: <BizSuccessGuard />,
            children: [
              { index: true, ...page(() => import('../features/business/pages/BizSuccessPage.tsx')) },
            ],
          },
          // Open to everyone: the pages sign-up links to, the operator's words to come.
          { path: 'terms', handle: titled('Terms and Conditions'), ...legal },
          { path: 'privacy', handle: titled('Privacy Policy'), ...legal },
          {
            path: 'sign-in/forget-password',
            handle: titled('Forgot Password'),
            ...page(() => import('../features/auth/pages/ForgetPasswordPage.tsx')),
          },
          {
            path: 'sign-in/enter-token',
            handle: titled('Enter Token'),
            element: <FlowStepGuard requires={['email']} />,
            children: [{ index: true, ...page(() => import('../features/auth/pages/EnterTokenPage.tsx')) }],
          },
          {
            path: 'sign-in/reset-password',
            handle: titled('Reset Password'),
            element: <FlowStepGuard requires={['email', 'reset_token']} />,
            children: [
              { index: true, ...page(() => import('../features/auth/pages/ResetPasswordPage.tsx')) },
            ],
          },
          {
            path: 'dashboard',
            ...dashboardGuard,
            handle: { transitionRoot: true } satisfies RouteHandle,
            children: [
              {
                ...page(() => import('./layouts/DashboardLayout.tsx')),
                children: [
                  { index: true, element: <Navigate to="calendar" replace /> },
                  dashboardPage(
                    'calendar',
                    { title: 'Calendar' },
                    page(() => import('../features/calendar/pages/CalendarPage.tsx')),
                  ),
                  dashboardPage(
                    'earnings',
                    { title: 'Earnings', withdraw: true },
                    page(() => import('../features/earnings/pages/EarningsPage.tsx')),
                  ),
                  dashboardPage(
                    'inbox',
                    { title: 'Inbox' },
                    page(() => import('../features/inbox/pages/InboxPage.tsx')),
                  ),
                  dashboardPage(
                    'report',
                    { title: 'Report' },
                    page(() => import('../features/report/pages/ReportPage.tsx')),
                  ),
                  // Issue 36: the client book (our own page); ?client=<key> opens a client's panel.
                  dashboardPage(
                    'clients',
                    { title: 'Clients' },
                    page(() => import('../features/clients/pages/ClientsPage.tsx')),
                  ),
                  // Issue 36: the waitlist that refills freed slots (our own page).
                  dashboardPage(
                    'waitlist',
                    { title: 'Waitlist' },
                    page(() => import('../features/waitlist/pages/WaitlistPage.tsx')),
                  ),
                  // Issue 35: the day's takings and a booking's printable receipt (our own pages).
                  dashboardPage(
                    'takings',
                    { title: "Day's Takings", back: true },
                    page(() => import('../features/checkout/pages/TakingsPage.tsx')),
                  ),
                  dashboardPage(
                    'receipt/:id',
                    { title: 'Receipt', back: true },
                    page(() => import('../features/checkout/pages/ReceiptPage.tsx')),
                  ),
                  dashboardPage(
                    'package',
                    { title: 'Services' },
                    { element: <Navigate to="services" replace /> },
                  ),
                  dashboardPage(
                    'package/services',
                    { title: 'Services' },
                    page(() => import('../features/services/pages/ServicesPage.tsx')),
                  ),
                  dashboardPage(
                    'package/brief-case',
                    { title: 'Services' },
                    page(() => import('../features/briefcase/pages/BriefCasePage.tsx')),
                  ),
                  dashboardPage(
                    'profile',
                    { title: 'Profile' },
                    page(() => import('../features/profile/pages/ProfilePage.tsx')),
                  ),
                  dashboardPage(
                    'settings',
                    { title: 'Settings' },
                    page(() => import('../features/settings/pages/SettingsIndexPage.tsx')),
                    true,
                  ),
                  settingsPage(
                    'business-settings',
                    'Business Settings',
                    false,
                    settings('BusinessSettingsPage'),
                  ),
                  settingsPage(
                    'business-settings/info',
                    'Business Info',
                    false,
                    settings('BusinessInfoPage'),
                  ),
                  settingsPage(
                    'business-settings/biz-hours',
                    'Business Hours',
                    false,
                    settings('BusinessHoursPage'),
                  ),
                  settingsPage(
                    'business-settings/location-and-mobile',
                    'Location and Mobile Services',
                    false,
                    settings('LocationPage'),
                  ),
                  settingsPage(
                    'business-settings/boost-shop',
                    'Boost Shop',
                    false,
                    settings('BoostShopPage'),
                  ),
                  settingsPage(
                    'team',
                    'Team',
                    false,
                    page(() => import('../features/staff/pages/TeamPage.tsx')),
                  ),
                  settingsPage(
                    'advance-settings',
                    'Advance Settings',
                    false,
                    settings('AdvanceSettingsPage'),
                  ),
                  settingsPage(
                    'personal-settings',
                    'Personal Settings',
                    false,
                    settings('PersonalSettingsPage'),
                  ),
                  settingsPage('referral', 'Referral', true, settings('ReferralPage')),
                  settingsPage('notification', 'Notification', true, settings('NotificationPage')),
                  settingsPage(
                    'payment',
                    'Payment',
                    false,
                    page(() => import('../features/payments/pages/PaymentSettingsPage.tsx')),
                  ),
                  settingsPage('security-settings', 'Security Settings', false, settings('SecurityPage')),
                  settingsPage('under-review', 'Account Inactive', true, {
                    element: <UnderReviewGuard />,
                    children: [{ index: true, ...settings('UnderReviewPage') }],
                  }),
                  settingsPage(
                    'dispute',
                    'Disputes',
                    false,
                    page(() => import('../features/disputes/pages/DisputesPage.tsx')),
                  ),
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/sign-in" replace /> },
    ],
  },
];
