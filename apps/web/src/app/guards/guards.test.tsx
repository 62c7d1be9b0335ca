import { MSG, type UserDetails } from '@app/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import {
  createMemoryRouter,
  type InitialEntry,
  Outlet,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSession, getToken, resetSession, setUser } from '../../lib/session.ts';
import { userDetailsFixture } from '../../test/fixtures.ts';
import { fakeServer, later, type Reply, renderUi, type ServerCall } from '../../test/render.tsx';
import { RootLayout } from '../layouts/RootLayout.tsx';
import { routes } from '../routes.tsx';

/**
 * The app's own route table (routes.tsx) with its real guards, each page replaced by a line naming
 * its path: a test follows the redirects of SPEC §2 without loading the pages themselves.
 */
function stubPages(tree: RouteObject[], keepRoot: boolean, base = ''): RouteObject[] {
  return tree.map((route) => {
    const path = route.path ? `${base}/${route.path}`.replace(/\/+/g, '/') : base;
    // A page: loaded lazily, or part of the entry (sign-in).
    const { lazy, Component, ...rest } = route;
    const next = { ...rest } as RouteObject;
    const element = route.element as ReactElement | undefined;
    if (!keepRoot && isValidElement(element) && element.type === RootLayout) next.element = <Outlet />;
    if (lazy || Component) next.element = route.children ? <Outlet /> : <p>page {path || '/'}</p>;
    if (route.children) next.children = stubPages(route.children, keepRoot, path);
    return next;
  });
}

const details = (patch: Partial<UserDetails> = {}) => userDetailsFixture({ id: 1, ...patch });

/** The API: getuserdetails for user 1 (and 5, the social sign-in's user) answers `user`. */
function server(user: UserDetails | ((call: unknown) => Promise<Reply>) = details()) {
  const answer = typeof user === 'function' ? user : { status: 200, body: [[user]] };
  return fakeServer({ 'GET getuserdetails/1': answer, 'GET getuserdetails/5': answer });
}

function open(entry: InitialEntry, { keepRoot = false } = {}) {
  const router = createMemoryRouter(stubPages(routes, keepRoot), { initialEntries: [entry] });
  renderUi(<RouterProvider router={router} />);
  return router;
}

/** Waits for the page the navigation ends on. */
async function landsOn(router: ReturnType<typeof open>, path: string) {
  expect(await screen.findByText(`page ${path}`)).toBeTruthy();
  expect(router.state.location.pathname).toBe(path);
}

/** 'positive' or 'negative': the alert's colour (green or red, lib/alert.ts). */
function alertType(text: string) {
  const style = screen.getByText(text).closest('[role="alert"]')?.getAttribute('style') ?? '';
  if (style.includes('--mantine-color-green')) return 'positive';
  if (style.includes('--mantine-color-red')) return 'negative';
  return style;
}

const signedIn = (regStatus = true) => setUser({ userId: 1, token: 'token-1', regStatus });
const detailCalls = (calls: ServerCall[]) => calls.filter((c) => c.path.startsWith('getuserdetails'));

beforeEach(() => resetSession());
// Alerts live in a global store: each test starts without the last one's.
afterEach(() => act(() => notifications.clean()));

describe('SPEC §2 route table: redirects without a user', () => {
  it("'Any unknown path redirects to /sign-in'", async () => {
    server();
    await landsOn(open('/no/such/page'), '/sign-in');
  });

  it.each(['/', '/register', '/sign-in', '/sign-in/forget-password'])(
    'a visitor may open %s',
    async (path) => {
      server();
      await landsOn(open(path), path);
    },
  );

  it.each(['/dashboard/calendar', '/dashboard/settings/referral', '/dashboard/settings/under-review'])(
    "'/dashboard ... needs both a user id and completed registration, else /sign-in': %s without a user id",
    async (path) => {
      const calls = server();
      await landsOn(open(path), '/sign-in');
      expect(detailCalls(calls)).toEqual([]);
    },
  );

  it("'biz-setup ... requires a user id (else /sign-in)' unless coming from sign-up", async () => {
    server();
    await landsOn(open('/register/biz-setup'), '/sign-in');
  });
});

describe('SPEC §2 guards for a held user id', () => {
  it.each(['/', '/register'])(
    "'%s': if a user id is already held, redirect to /dashboard (the calendar)",
    async (path) => {
      signedIn();
      server();
      await landsOn(open(path), '/dashboard/calendar');
    },
  );

  it("sign-in: 'go to /dashboard when registration is complete'", async () => {
    signedIn(true);
    server();
    await landsOn(open('/sign-in'), '/dashboard/calendar');
  });

  it("sign-in: '... else to /register/biz-setup'", async () => {
    signedIn(false);
    server(details({ register_status: false }));
    await landsOn(open('/sign-in'), '/register/biz-setup');
  });

  it("'/dashboard redirects to the calendar' and 'package ... redirects to services'", async () => {
    signedIn();
    server();
    await landsOn(open('/dashboard'), '/dashboard/calendar');
    await landsOn(open('/dashboard/package'), '/dashboard/package/services');
  });
});

describe("'/dashboard: loads the user details first; needs both a user id and completed registration'", () => {
  it('a registered user gets in once the details say so', async () => {
    signedIn(true);
    const calls = server();
    await landsOn(open('/dashboard/calendar'), '/dashboard/calendar');
    expect(detailCalls(calls).map((c) => `${c.method} ${c.path}`)).toContain('GET getuserdetails/1');
  });

  it('a half-registered user whose stored flag still says registered never sees the dashboard', async () => {
    // The stored session says registered; the server (the truth, loaded first) says not.
    signedIn(true);
    const answer = later<Reply>();
    server(() => answer.promise);
    const router = open('/dashboard/calendar');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/calendar'));
    // Nothing of the dashboard before the details came back.
    expect(screen.queryByText('page /dashboard/calendar')).toBeNull();

    answer.resolve({ status: 200, body: [[details({ register_status: false })]] });
    // Sent to sign-in, which sends a held user who is not registered on to business setup.
    await landsOn(router, '/register/biz-setup');
    expect(screen.queryByText('page /dashboard/calendar')).toBeNull();
    expect(getSession().user.regStatus).toBe(false);
  });

  it('a user whose stored flag is stale (registration finished elsewhere) gets in', async () => {
    signedIn(false);
    server(details({ register_status: true }));
    await landsOn(open('/dashboard/earnings'), '/dashboard/earnings');
  });
});

describe("account_active true: 'redirect to /dashboard/settings/under-review'", () => {
  const GUARDED = [
    '/dashboard/calendar',
    '/dashboard/earnings',
    '/dashboard/inbox',
    '/dashboard/report',
    '/dashboard/package/services',
    '/dashboard/package/brief-case',
    '/dashboard/profile',
    '/dashboard/settings/business-settings',
    '/dashboard/settings/business-settings/info',
    '/dashboard/settings/business-settings/biz-hours',
    '/dashboard/settings/business-settings/location-and-mobile',
    '/dashboard/settings/business-settings/boost-shop',
    // Ours (issue 15), guarded like business-settings.
    '/dashboard/settings/team',
    '/dashboard/settings/advance-settings',
    '/dashboard/settings/personal-settings',
    '/dashboard/settings/payment',
    '/dashboard/settings/security-settings',
    '/dashboard/settings/dispute',
  ];
  const OPEN = [
    '/dashboard/settings/referral',
    '/dashboard/settings/notification',
    '/dashboard/settings/under-review',
  ];

  it.each(GUARDED)('%s is blocked for a restricted account', async (path) => {
    signedIn();
    server(details({ account_active: true }));
    await landsOn(open(path), '/dashboard/settings/under-review');
  });

  it.each(OPEN)("%s: 'Referral, notification and under-review are not guarded'", async (path) => {
    signedIn();
    server(details({ account_active: true }));
    await landsOn(open(path), path);
  });

  it('the same pages open for an account that is not flagged', async () => {
    signedIn();
    server(details({ account_active: false }));
    await landsOn(open('/dashboard/settings/dispute'), '/dashboard/settings/dispute');
    await landsOn(open('/dashboard/profile'), '/dashboard/profile');
  });
});

describe("'biz-setup': allowed when coming from sign-up; otherwise a user id, then the details decide", () => {
  it('straight from sign-up it opens without asking the server', async () => {
    const calls = server();
    // SignUpStepTwo and CompleteRegistrationPage navigate with this state.
    await landsOn(
      open({ pathname: '/register/biz-setup', state: { fromSignUp: true } }),
      '/register/biz-setup',
    );
    expect(detailCalls(calls)).toEqual([]);
  });

  it('a held user still mid-registration may set up the business', async () => {
    signedIn(false);
    const calls = server(details({ register_status: false }));
    await landsOn(open('/register/biz-setup'), '/register/biz-setup');
    expect(detailCalls(calls)).not.toEqual([]);
  });

  it("'goes to /dashboard if registration is already complete' (by the details, not the stored flag)", async () => {
    signedIn(false);
    server(details({ register_status: true }));
    await landsOn(open('/register/biz-setup'), '/dashboard/calendar');
  });
});

describe("'/biz-success': only from business setup or while registration is not complete", () => {
  it('arriving from business setup shows it, even though registration just completed', async () => {
    signedIn(true);
    server();
    // BizSetupPage navigates with this state.
    await landsOn(open({ pathname: '/biz-success', state: { fromBizSetup: true } }), '/biz-success');
  });

  it('shows it while registration is not yet complete', async () => {
    signedIn(false);
    server(details({ register_status: false }));
    await landsOn(open('/biz-success'), '/biz-success');
  });

  it("otherwise 'redirected to /dashboard'", async () => {
    signedIn(true);
    server();
    await landsOn(open('/biz-success'), '/dashboard/calendar');
  });
});

describe('forgot password: each step only from the previous one, else /forget-password', () => {
  // ForgetPasswordPage hands { email } to enter-token; EnterTokenPage hands { email, reset_token } on.
  it("enter-token opened directly is 'sent to /forget-password'", async () => {
    server();
    await landsOn(open('/sign-in/enter-token'), '/sign-in/forget-password');
  });

  it('enter-token coming from forget-password opens', async () => {
    server();
    const entry = { pathname: '/sign-in/enter-token', state: { email: 'ada@example.com' } };
    await landsOn(open(entry), '/sign-in/enter-token');
  });

  it.each([
    ['opened directly', null],
    ['coming from forget-password (skipping enter-token)', { email: 'ada@example.com' }],
  ])("reset-password %s is 'sent to /forget-password'", async (_, state) => {
    server();
    await landsOn(open({ pathname: '/sign-in/reset-password', state }), '/sign-in/forget-password');
  });

  it('reset-password coming from enter-token opens', async () => {
    server();
    const state = { email: 'ada@example.com', reset_token: 'ticket-1' };
    await landsOn(open({ pathname: '/sign-in/reset-password', state }), '/sign-in/reset-password');
  });
});

describe("'complete-registration' reads token, userId, register_completed, type, error", () => {
  const PAGE = '/register/complete-registration';

  it("token, userId and register_completed '0': shows the page and stores the token and the user id", async () => {
    const calls = server();
    await landsOn(open(`${PAGE}?token=tok-5&userId=5&register_completed=0`), PAGE);
    expect(getToken()).toBe('tok-5');
    expect(getSession().user.userId).toBe(5);
    expect(calls).toEqual([]);
  });

  it("register_completed '1' and type 'login': 'Sign In successful', loads the details with the token, then /dashboard", async () => {
    const calls = server(details({ id: 5, register_status: true }));
    const router = open(`${PAGE}?token=tok-5&userId=5&register_completed=1&type=login`);
    expect(await screen.findByText(MSG.socialSignInSuccess)).toBeTruthy();
    expect(alertType(MSG.socialSignInSuccess)).toBe('positive');
    await landsOn(router, '/dashboard/calendar');
    const first = detailCalls(calls)[0];
    expect(first?.path).toBe('getuserdetails/5');
    // 'It stores the token as bearer authorisation'.
    expect(first?.headers.Authorization).toBe('Bearer tok-5');
  });

  it("... 'else to /register/biz-setup' when registration is not complete", async () => {
    server(details({ id: 5, register_status: false }));
    const router = open(`${PAGE}?token=tok-5&userId=5&register_completed=1&type=login`);
    expect(await screen.findByText(MSG.socialSignInSuccess)).toBeTruthy();
    await landsOn(router, '/register/biz-setup');
  });

  it("otherwise 'shows the error from the query ... as a negative alert and goes to /sign-in'", async () => {
    server();
    const router = open(`${PAGE}?error=${encodeURIComponent('This Google account has no e-mail')}`);
    expect(await screen.findByText('This Google account has no e-mail')).toBeTruthy();
    expect(alertType('This Google account has no e-mail')).toBe('negative');
    await landsOn(router, '/sign-in');
  });

  it.each([
    ['no parameters', ''],
    ["register_completed '0' without a token or user id", '?register_completed=0'],
    ["register_completed '1' without type 'login'", '?token=tok-5&register_completed=1'],
  ])('%s: straight to /sign-in, without any alert', async (_, query) => {
    server();
    await landsOn(open(`${PAGE}${query}`), '/sign-in');
    expect(screen.queryByText(MSG.socialSignInSuccess)).toBeNull();
  });
});

describe("Global: 'a query parameter ref on any navigation is saved in local storage as the referral code'", () => {
  it('keeps the code of a link to any page', async () => {
    server();
    await landsOn(open('/sign-in?ref=FRIEND42', { keepRoot: true }), '/sign-in');
    await waitFor(() => expect(localStorage.getItem('ref')).toBe('FRIEND42'));
  });
});
