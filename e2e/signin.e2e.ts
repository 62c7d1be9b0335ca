import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from './support/browser.ts';
import { markContactsVerified } from './support/business.ts';
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
import { type RunningServer, startServer } from './support/server.ts';

describe('sign-in and sign-out journey', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const vendor = { ...uniqueVendor('tunde'), password: 'Fade#Cut99' };
  const unfinished = { ...uniqueVendor('ngozi'), password: 'Nails#2026' };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    await registerVendor(server.url, vendor);
    // Verified contacts keep the Verify dialogs (tested in money.e2e.ts) off these pages.
    markContactsVerified(server.dataDir, vendor.email);
    await registerVendor(server.url, unfinished, false);
    markContactsVerified(server.dataDir, unfinished.email);
    page = await newPage(browser, server.url);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('validates the form and refuses a wrong password', async () => {
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
    await submitSignIn(page, vendor.email, vendor.password);
    await seeAlert(page, 'sign in successful');
    await page.waitForURL('**/dashboard/calendar');
    await seeDashboard(page, vendor.businessName);
    await page.getByRole('button', { name: 'User menu' }).getByText(vendor.businessName).waitFor();
    await snap(page, 'sign-in-dashboard');
  });

  it('sends a signed-in visit to /sign-in on to the dashboard', async () => {
    await page.goto('/sign-in');
    await page.waitForURL('**/dashboard/calendar');
    await seeDashboard(page, vendor.businessName);
  });

  it('logs out from the user menu', async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).waitFor();
    await snap(page, 'dashboard-user-menu');
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL('**/sign-in');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.evaluate<string | null>("localStorage.getItem('user')")).toBeNull();
  });

  it('bounces a signed-out deep link and an unknown path to sign-in', async () => {
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

  it('signs the demo vendor in from a fresh page and out again', async () => {
    const fresh = await newPage(browser, server.url);
    await fresh.goto('/sign-in');
    await submitSignIn(fresh, 'demo@glowbeauty.ng', 'Demo@2026');
    await seeAlert(fresh, 'sign in successful');
    await fresh.waitForURL('**/dashboard/calendar');
    await logOutFromMenu(fresh);
    await fresh.context().close();
  });
});
