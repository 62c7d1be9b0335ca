import { describe, expect, it } from 'vitest';
import { accessibilityKit, HEIGHT } from './support/a11y.ts';
import { snapViewport } from './support/business.ts';
import { DEMO, useJourney } from './support/fixture.ts';
import { registerVendor, see, submitSignIn, uniqueVendor } from './support/flows.ts';
import { enterCode } from './support/money.ts';

/**
 * Accessibility journey, before and beside the dashboard (a11y.e2e.ts has the dashboard): axe
 * (WCAG 2.x A/AA) with 0 critical and 0 serious violations, and screenshots at 1100, 1280 and
 * 1440 px, of the signed-out pages, and of fresh vendors made through the API: the set-up pages,
 * the Verify dialogs and a restricted (under review) account.
 */
describe('accessibility journey: before and beside the dashboard', { timeout: 120_000 }, () => {
  const journey = useJourney();
  const { visitPage, visitDialog, settle, dialog, closeDialog } = accessibilityKit();

  describe('signed out', () => {
    it('onboarding', async () => {
      const { page } = journey;
      await page.goto('/');
      await page.getByRole('heading', { name: 'Connect With More Customers' }).waitFor();
      await visitPage(page, 'onboarding');
    });

    it('sign up, both steps, with the validation messages', async () => {
      const { page } = journey;
      await page.goto('/register');
      await page.getByRole('heading', { name: 'Create your business account' }).waitFor();
      await visitPage(page, 'sign-up');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await see(page, 'Value is required');
      await visitDialog(page, 'sign-up-errors');
      await page.getByLabel('Email address').fill(`a11y.${Date.now()}@example.ng`);
      await page.getByLabel('I agree to the terms and conditions').check();
      expect(await page.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(
        '/terms',
      );
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('heading', { name: 'Tell us about you' }).waitFor();
      // Continue is gone with step 1: focus went on to step 2's first field.
      const fullName = page.getByLabel('Full name');
      await fullName.and(page.locator(':focus')).waitFor();
      await visitPage(page, 'sign-up-step-2');

      // On a phone every button's label shows whole ('Create account' was cut to 'Create accou').
      await page.setViewportSize({ width: 360, height: 740 });
      await page.waitForTimeout(200);
      const clipped = await page
        .locator('.mantine-Button-label')
        .evaluateAll((labels) =>
          labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent),
        );
      expect(clipped).toEqual([]);
      await page.getByRole('button', { name: 'Create account' }).scrollIntoViewIfNeeded();
      await snapViewport(page, 'a11y-sign-up-step-2-360');
      await page.setViewportSize({ width: 1280, height: HEIGHT });
    });

    it('the terms and privacy pages sign-up links to', async () => {
      const { page } = journey;
      await page.goto('/terms');
      await page.getByRole('heading', { level: 1, name: 'Terms and conditions' }).waitFor();
      await visitPage(page, 'terms');
      await page.goto('/privacy');
      await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
      await visitPage(page, 'privacy');
    });

    it('sign in, with the validation messages', async () => {
      const { page } = journey;
      await page.goto('/sign-in');
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      await visitPage(page, 'sign-in');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await see(page, 'Value is required');
      await visitDialog(page, 'sign-in-errors');
    });

    it('forgot password, enter token and reset password', async () => {
      const { page, server } = journey;
      await page.goto('/sign-in/forget-password');
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
      await visitPage(page, 'forget-password');
      await page.getByLabel('Email address').fill(DEMO.vendor.email);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.waitForURL('**/sign-in/enter-token');
      await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
      // Send code led here: focus is on the code's first box, ready to type.
      const firstBox = page.getByRole('textbox', { name: 'Verification code' }).first();
      await firstBox.and(page.locator(':focus')).waitFor();
      await visitPage(page, 'enter-token');
      await firstBox.focus();
      await page.keyboard.type(server.lastCode(DEMO.vendor.email));
      await page.getByRole('button', { name: 'Verify code' }).click();
      await page.waitForURL('**/sign-in/reset-password');
      await page.getByLabel('New password', { exact: true }).waitFor();
      await visitPage(page, 'reset-password');
    });
  });

  describe('setting up a new business', () => {
    it('complete registration, business setup and business complete', async () => {
      const { server } = journey;
      const vendor = { ...uniqueVendor('ify'), password: 'Secret@123' };
      const { token, userId } = await registerVendor(server.url, vendor, false);
      const fresh = await journey.newPage();
      try {
        await fresh.goto(
          `/register/complete-registration?token=${token}&userId=${userId}&register_completed=0`,
        );
        await fresh.getByLabel('Business name').waitFor();
        await visitPage(fresh, 'complete-registration');
        await fresh.goto('/register/biz-setup');
        await fresh.getByRole('heading', { name: 'Set up your business' }).waitFor();
        await visitPage(fresh, 'biz-setup');
        await fresh.getByRole('button', { name: 'Complete setup' }).click();
        await fresh.getByRole('combobox', { name: 'Business category' }).waitFor();
        await visitDialog(fresh, 'biz-setup-errors');
        await fresh.goto('/biz-success');
        await fresh.waitForURL('**/biz-success');
        await settle(fresh);
        await visitPage(fresh, 'biz-success');
      } finally {
        await fresh.context().close();
      }
    });

    it('the Verify Email and Verify Phone dialogs, then the empty calendar, of a new business', async () => {
      const { server } = journey;
      const vendor = { ...uniqueVendor('ngozi'), password: 'Secret@123' };
      const registered = await registerVendor(server.url, vendor, true);
      const fresh = await journey.newPage();
      try {
        await fresh.goto('/sign-in');
        await submitSignIn(fresh, vendor.email, vendor.password);
        const email = dialog(fresh, 'Verify Email');
        await email.waitFor();
        await visitDialog(fresh, 'verify-email', email);
        await email.getByRole('button', { name: 'Send code' }).click();
        await email.getByRole('button', { name: /^Resend code in \d+s$/ }).waitFor();
        // The alert it raises stays clear of the dialog's title (both at the top of the screen).
        const sent = fresh.getByRole('alert').filter({ hasText: 'Token sent to your email' });
        await sent.waitFor();
        await fresh.waitForTimeout(300);
        const alertBox = await sent.boundingBox();
        const titleBox = await email.getByRole('heading', { name: 'Verify Email' }).boundingBox();
        expect(alertBox && titleBox && alertBox.y + alertBox.height).toBeLessThanOrEqual(titleBox?.y ?? 0);
        // Send code is gone: focus is on the code's first box, not dropped to the page.
        const firstBox = email.getByRole('textbox', { name: 'Verification code' }).first();
        await firstBox.and(fresh.locator(':focus')).waitFor({ timeout: 2_000 });
        await visitDialog(fresh, 'verify-email-sent', email);
        await enterCode(email, server.lastCode(vendor.email));
        await email.getByRole('button', { name: 'Verify' }).click();
        const phone = dialog(fresh, 'Verify Phone');
        await visitDialog(fresh, 'verify-phone', phone);

        // A new business's dashboard: no bookings, so an empty day in the schedule.
        await journey.vendorSession(registered).verifyContacts();
        await fresh.reload();
        await fresh.getByText('No appointments today').waitFor();
        await visitPage(fresh, 'calendar-empty');
      } finally {
        await fresh.context().close();
      }
    });
  });

  describe('a restricted account (under review)', () => {
    it('the under-review page, its header shortcuts and the chats drawer', async () => {
      const { server } = journey;
      const vendor = { ...uniqueVendor('halima'), password: 'Secret@123' };
      await journey.vendorSession(await registerVendor(server.url, vendor, true)).verifyContacts();
      // An operator puts the account under review.
      expect(await server.admin('restrict', vendor.email)).toContain('restricted');
      const fresh = await journey.newPage();
      try {
        await fresh.goto('/sign-in');
        await submitSignIn(fresh, vendor.email, vendor.password);
        await fresh.waitForURL('**/dashboard/settings/under-review');
        // The sign-in alert would cover the header's shortcuts in the pictures: wait out its 3 s
        // (clicking its close button failed under load, once it had already closed by itself).
        await fresh.getByRole('alert').waitFor({ state: 'detached' });
        await fresh.getByRole('heading', { name: 'Account Inactive', level: 2 }).waitFor();
        await visitPage(fresh, 'under-review-restricted');
        await fresh.getByRole('button', { name: 'Chats', exact: true }).click();
        await visitDialog(fresh, 'chats-drawer', fresh.getByRole('dialog', { name: 'Chats' }));
        await fresh.keyboard.press('Escape');
        await fresh.getByRole('button', { name: 'Appointments', exact: true }).click();
        const list = dialog(fresh, 'Appointments');
        await list.getByText('No Appointments').waitFor();
        await visitDialog(fresh, 'appointments-empty', list);
        await list.getByRole('tab', { name: /Pending/ }).click();
        await list.getByText('No Pending Bookings').waitFor();
        await visitDialog(fresh, 'appointments-pending-empty', list);
        await closeDialog(list);
        await fresh.getByRole('button', { name: 'Alerts', exact: true }).click();
        await visitDialog(fresh, 'alerts-restricted', dialog(fresh, 'Alerts'));
      } finally {
        await fresh.context().close();
      }
    });
  });
});
