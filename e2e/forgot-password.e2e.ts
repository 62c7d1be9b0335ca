import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { snap } from './support/browser.ts';
import { useJourney } from './support/fixture.ts';
import {
  countText,
  logOutFromMenu,
  pathOf,
  registerVendor,
  see,
  seeAlert,
  seeDashboard,
  submitSignIn,
  uniqueVendor,
} from './support/flows.ts';

/** Types a 6-digit code into the pin input, which moves focus along by itself. */
async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Verification code' }).first().click();
  await page.keyboard.type(code);
}

describe('forgot-password journey', () => {
  const journey = useJourney();
  const vendor = { ...uniqueVendor('bisi'), password: 'Spa#Old2025' };
  const newPassword = 'Spa#New2026';

  beforeAll(async () => {
    // A verified phone keeps the Verify Phone dialog (tested in e2e/journeys/money.ts) off the dashboard; the
    // e-mail is verified by the reset code itself (and a code sent to it now would hold that back).
    const registered = await registerVendor(journey.server.url, vendor);
    await journey.vendorSession(registered).verifyContacts({ email: false });
  });

  it('bounces deep links to the later steps back to forget-password', async () => {
    const { page } = journey;
    await page.goto('/sign-in/enter-token');
    await page.waitForURL('**/sign-in/forget-password');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();

    await page.goto('/sign-in/reset-password');
    await page.waitForURL('**/sign-in/forget-password');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await snap(page, 'forget-password');
  });

  it('reaches forget-password from the sign-in page and validates the e-mail', async () => {
    const { page } = journey;
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/sign-in/forget-password');
    // The address changes before the page does (the router renders in a transition), and the
    // sign-in page has an 'Email address' field too: wait for the page itself.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email address').fill('bisi@');
    await page.getByRole('button', { name: 'Send code' }).click();
    await see(page, 'Value is not a valid email address');
    await snap(page, 'forget-password-errors');
  });

  it('sends a code and refuses a wrong one', async () => {
    const { page, server } = journey;
    await page.getByLabel('Email address').fill(vendor.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await seeAlert(page, 'Token sent to your email');
    await page.waitForURL('**/sign-in/enter-token');
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await see(page, vendor.email);
    await snap(page, 'enter-token');

    const code = server.lastCode(vendor.email);
    const wrong = code === '123456' ? '654321' : '123456';
    await typeCode(page, wrong);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await seeAlert(page, 'Token incorrect');
    expect(pathOf(page)).toBe('/sign-in/enter-token');
    await snap(page, 'enter-token-wrong');
  });

  it('accepts the e-mailed code and sets a new password', async () => {
    const { page, server } = journey;
    await typeCode(page, server.lastCode(vendor.email));
    await page.getByRole('button', { name: 'Verify code' }).click();
    await seeAlert(page, 'Token accepted');
    await page.waitForURL('**/sign-in/reset-password');
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await snap(page, 'reset-password');

    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill('Spa#New2027');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await see(page, 'The value must be equal to the other value');
    await snap(page, 'reset-password-mismatch');

    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await seeAlert(page, 'Password reset successful. Sign in with your new password.');
    await page.waitForURL('**/sign-in');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await countText(page, 'The value must be equal to the other value')).toBe(0);
    await snap(page, 'reset-password-done');
  });

  it('signs in with the new password, and no longer with the old one', async () => {
    const { page } = journey;
    await submitSignIn(page, vendor.email, newPassword);
    await seeAlert(page, 'sign in successful');
    await page.waitForURL('**/dashboard/calendar');
    await seeDashboard(page, vendor.businessName);
    await logOutFromMenu(page);

    await submitSignIn(page, vendor.email, vendor.password);
    await seeAlert(page, 'email/password incorrect');
    expect(pathOf(page)).toBe('/sign-in');
  });

  it('does not let the spent reset step be revisited', async () => {
    const { page } = journey;
    await page.goto('/sign-in/reset-password');
    await page.waitForURL('**/sign-in/forget-password');
  });
});
