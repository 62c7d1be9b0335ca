import { beforeAll, describe, expect, it } from 'vitest';
import { snap } from './support/browser.ts';
import { DEMO, useJourney } from './support/fixture.ts';
import {
  logOutFromMenu,
  pathOf,
  registerVendor,
  see,
  seeAlert,
  seeDashboard,
  submitSignIn,
  uniqueVendor,
} from './support/flows.ts';

describe('sign-in and sign-out journey', () => {
  const journey = useJourney();
  const vendor = { ...uniqueVendor('tunde'), password: 'Fade#Cut99' };
  const unfinished = { ...uniqueVendor('ngozi'), password: 'Nails#2026' };

  beforeAll(async () => {
    // Verified contacts keep the Verify dialogs (tested in e2e/journeys/money.ts) off these pages.
    await journey.vendorSession(await registerVendor(journey.server.url, vendor)).verifyContacts();
    await journey.vendorSession(await registerVendor(journey.server.url, unfinished, false)).verifyContacts();
  });

  it('draws the form from the page itself, before any script has run (issue 14)', async () => {
    const context = await journey.browser.newContext({
      baseURL: journey.server.url,
      viewport: { width: 412, height: 823 },
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto('/sign-in');
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      // Inert until the script makes it the live form: a tap meanwhile would be lost.
      expect(await page.locator('#root').getAttribute('inert')).toBe('');
      await snap(page, 'sign-in-before-script');
    } finally {
      await context.close();
    }
  });

  it('validates the form and refuses a wrong password', async () => {
    const { page } = journey;
    await page.goto('/sign-in');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await snap(page, 'sign-in');

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await see(page, 'Value is required');
    await snap(page, 'sign-in-errors');

    await submitSignIn(page, vendor.email, 'Wrong#Pass1');
    await seeAlert(page, 'email/password incorrect');
    expect(pathOf(page)).toBe('/sign-in');
    await snap(page, 'sign-in-wrong-password');
  });

  it('signs in with the right password and lands on the calendar', async () => {
    const { page } = journey;
    await submitSignIn(page, vendor.email, vendor.password);
    await seeAlert(page, 'sign in successful');
    await page.waitForURL('**/dashboard/calendar');
    await seeDashboard(page, vendor.businessName);
    await page.getByRole('button', { name: 'User menu' }).getByText(vendor.businessName).waitFor();
    await snap(page, 'sign-in-dashboard');
  });

  it('sends a signed-in visit to /sign-in on to the dashboard', async () => {
    const { page } = journey;
    await page.goto('/sign-in');
    await page.waitForURL('**/dashboard/calendar');
    await seeDashboard(page, vendor.businessName);
  });

  it("'Sign out everywhere' in Security settings ends another browser's session and its socket (issue 37)", async () => {
    const { page } = journey;
    // Another browser (its own context: storage and cookies apart) signed in to the same account.
    const other = await journey.newPage();
    try {
      const socket = other.waitForEvent('websocket', (ws) => ws.url().includes('socket.io'));
      await other.goto('/sign-in');
      await submitSignIn(other, vendor.email, vendor.password);
      await other.waitForURL('**/dashboard/calendar');
      const live = await socket;

      // Desktop only: below 1100 px the dashboard hands over to the phone app, which has no Settings.
      await page.goto('/dashboard/settings/security-settings');
      await page.getByRole('list', { name: 'Sessions' }).getByRole('listitem').nth(1).waitFor();
      await page.getByRole('table', { name: 'Security log' }).waitFor();
      await snap(page, 'security-settings-sessions');

      const closed = live.waitForEvent('close');
      await page.getByRole('button', { name: 'Sign out everywhere', exact: true }).click();
      await page.waitForURL('**/sign-in');
      // The other browser's socket closes without its doing anything, and its next call is refused.
      await closed;
      await other.reload();
      await other.waitForURL('**/sign-in');
      await other.getByRole('alert').filter({ hasText: 'Kindly login' }).first().waitFor();
      await snap(other, 'security-signed-out-elsewhere');
      // Signed in again for the tests after this one.
      await submitSignIn(page, vendor.email, vendor.password);
      await page.waitForURL('**/dashboard/calendar');
    } finally {
      await other.context().close();
    }
  });

  it('logs out from the user menu', async () => {
    const { page } = journey;
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).waitFor();
    await snap(page, 'dashboard-user-menu');
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL('**/sign-in');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.evaluate<string | null>("localStorage.getItem('user')")).toBeNull();
  });

  it('bounces a signed-out deep link and an unknown path to sign-in', async () => {
    const { page } = journey;
    await page.goto('/dashboard');
    await page.waitForURL('**/sign-in');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    await page.goto('/dashboard/settings/referral');
    await page.waitForURL('**/sign-in');

    await page.goto('/nowhere');
    await page.waitForURL('**/sign-in');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(pathOf(page)).toBe('/sign-in');
  });

  it('sends a vendor who never finished business setup to biz-setup', async () => {
    const { page } = journey;
    await submitSignIn(page, unfinished.email, unfinished.password);
    await seeAlert(page, 'sign in successful');
    await page.waitForURL('**/register/biz-setup');
    await page.getByRole('heading', { name: 'Set up your business' }).waitFor();
    await snap(page, 'sign-in-unfinished-biz-setup');

    // Still unfinished: the dashboard sends them back to setup; Log Out there signs out.
    await page.goto('/dashboard');
    await page.waitForURL('**/register/biz-setup');
    await page.getByRole('heading', { name: 'Set up your business' }).waitFor();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL('**/sign-in');
    await page.goto('/register/biz-setup');
    await page.waitForURL('**/sign-in');
  });

  it("a disabled account: signed out with 'Kindly login', then signing in says only 'Account Disabled'", async () => {
    const { server } = journey;
    const disabled = { ...uniqueVendor('kemi'), password: 'Braid#2026' };
    await journey.vendorSession(await registerVendor(server.url, disabled)).verifyContacts();
    const fresh = await journey.newPage();
    try {
      await fresh.goto('/sign-in');
      await submitSignIn(fresh, disabled.email, disabled.password);
      await fresh.waitForURL('**/dashboard/calendar');
      // An operator disables the account: its sessions end, the next call answers 'Unauthenticated.'.
      expect(await server.admin('disable', disabled.email)).toContain('disabled');
      await fresh.reload();
      await fresh.waitForURL('**/sign-in');
      await fresh.getByRole('alert').filter({ hasText: 'Kindly login' }).first().waitFor();
      await submitSignIn(fresh, disabled.email, disabled.password);
      await fresh.getByRole('alert').filter({ hasText: 'Account Disabled' }).waitFor();
      await snap(fresh, 'sign-in-account-disabled');
      expect(await fresh.getByRole('alert').allTextContents()).toEqual(['Account Disabled']);
    } finally {
      await fresh.context().close();
    }
  });

  it('signs the demo vendor in from a fresh page and out again', async () => {
    const fresh = await journey.newPage();
    await fresh.goto('/sign-in');
    await submitSignIn(fresh, DEMO.vendor.email, DEMO.vendor.password);
    await seeAlert(fresh, 'sign in successful');
    await fresh.waitForURL('**/dashboard/calendar');
    await logOutFromMenu(fresh);
    await fresh.context().close();
  });
});
