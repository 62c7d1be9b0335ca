import { MSG, noShowTooEarly, PAYMENT_MESSAGES, TRANSFER_MESSAGES } from '@app/shared';
import type { BrowserContext, Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { schedule, seeToast, showDay } from './support/bookings.ts';
import { snap } from './support/browser.ts';
import { gotoLive } from './support/business.ts';
import { useJourney } from './support/fixture.ts';
import { see, seeAlert, submitSignIn, uniqueVendor } from './support/flows.ts';
import {
  createVendorWithService,
  dialog,
  registerCustomer,
  waitForText,
  walletFigure,
} from './support/money.ts';
import { bookServices, payOnCheckout } from './support/payments.ts';
import { lagosParts, NOW_TIMEOUT, type VendorApi } from './support/vendor.ts';

const PRICE = 10_000;
/** 30 % of ₦10,000; the no-show fee of 80 % keeps ₦2,400 of it and refunds ₦600. */
const DEPOSIT = '₦3,000.00';
const KEPT = '₦2,400.00';
const REFUNDED = '₦600.00';

/** The value of a field of Appointment Details by its label ('Deposit paid'). */
const detailsField = (details: Locator, label: string) => details.locator(`[data-field="${label}"]`);

/**
 * Deposits and no-show protection (issue 8): the vendor asks a 30 % deposit on a service and sets
 * a cancellation policy; a customer books and pays on the sandbox checkout; the paid booking
 * arrives live on the calendar; once its grace after the start has passed the vendor marks a no-show, and the fee the
 * policy keeps shows on the Earnings and Report pages. Runs without the demo data.
 */
describe('deposits and no-show journey', () => {
  const journey = useJourney({ env: { SEED_DEMO: '0' }, movableClock: true });
  const vendor = { ...uniqueVendor('zainab'), password: 'Secret@123', fullName: 'Zainab Bello' };
  const customer = { email: `chidi.${Date.now()}@customer.ng`, firstName: 'Chidi', lastName: 'Okeke' };
  const title = `Silk Press · ${customer.firstName}`;
  let vendorApi: VendorApi;
  let vendorId = 0;
  let serviceId = 0;
  /** The booking's start: under two minutes ahead; the no-show test moves both clocks past it. */
  let start = new Date();
  let at = lagosParts(start);

  beforeAll(async () => {
    const made = await createVendorWithService(journey.server.url, vendor, {
      name: 'Silk Press',
      price: PRICE,
    });
    ({ userId: vendorId, serviceId } = made);
    vendorApi = journey.vendorSession(made);
    await vendorApi.verifyContacts();
  });

  it('asks a 30 % deposit on a service', async () => {
    const { page } = journey;
    await page.goto('/sign-in');
    await submitSignIn(page, vendor.email, vendor.password);
    await seeAlert(page, MSG.signInSuccess);
    await page.waitForURL('**/dashboard/calendar');

    await page.goto('/dashboard/package/services');
    await page.getByRole('button', { name: 'Edit Silk Press' }).click();
    const form = dialog(page, 'Edit service');
    await form.locator('label', { hasText: '% of price' }).click();
    await form.getByLabel('Deposit share').fill('130');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await see(page, 'A deposit share is a whole percent from 1 to 100');
    await form.getByLabel('Deposit share').fill('30');
    await form.getByText(`${DEPOSIT} of ₦10,000.00`, { exact: true }).waitFor();
    await snap(page, 'deposits-service-form');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await seeAlert(page, 'Service updated');
    await form.waitFor({ state: 'detached' });
    await page.locator('[data-service="Silk Press"]').getByText('Deposit 30 %').waitFor();
    await snap(page, 'deposits-services');
  });

  it('takes bookings at short notice and sets the no-show policy', async () => {
    const { page } = journey;
    await page.goto('/dashboard/settings/advance-settings');
    const rules = page.getByRole('form', { name: 'Booking rules' });
    await rules.getByLabel('Minimum notice').click();
    await page.getByRole('option', { name: 'No notice needed' }).click();
    await rules.getByRole('button', { name: 'Save changes' }).click();
    await seeAlert(page, MSG.detailsSaved);

    const policy = page.getByRole('form', { name: 'Deposits and no-shows' });
    await policy.getByLabel('Free cancellation').fill('12');
    await policy.getByLabel('No-show fee').fill('80');
    await policy
      .getByText(/^Customers who cancel at least 12 hours before get their deposit back\./)
      .waitFor();
    await policy.getByRole('button', { name: 'Save policy' }).click();
    await seeAlert(page, 'Cancellation policy saved');
    await snap(page, 'deposits-policy');
  });

  it('shows the booking live once the customer pays the deposit on the checkout page', {
    timeout: NOW_TIMEOUT,
  }, async () => {
    const { page, server } = journey;
    // The journey runs at any hour: the booking's whole day opens, and the booking fits inside it.
    ({ start, at } = await vendorApi.roomNow('Silk Press', { leadSeconds: 45 }));

    // Subscribed to the vendor's realtime channel before the customer pays.
    await gotoLive(page, '/dashboard/calendar');
    await showDay(page, at.date);
    // A marker on window survives only if the page is not reloaded.
    await page.evaluate('window.__sameDocument = true');

    const token = await registerCustomer(server.url, customer);
    const booked = await bookServices(server.url, token, {
      vendorId,
      items: [{ service_id: serviceId, date: at.date, time: at.time }],
    });
    const { payment } = booked;
    if (!payment) throw new Error('a service with a deposit must answer with a checkout');
    expect(payment).toMatchObject({ amount: 3_000, currency: 'NGN', test_mode: true });
    // Held for payment: not the vendor's booking yet.
    await page.waitForTimeout(500);
    expect(await schedule(page).getByRole('button', { name: title }).count()).toBe(0);

    const shopper = await journey.newPage();
    try {
      await payOnCheckout(shopper, payment, (step) => snap(shopper, `deposits-${step}`));
    } finally {
      await shopper.context().close();
    }

    const event = schedule(page).getByRole('button', { name: title }).first();
    await event.waitFor();
    expect(await page.evaluate('window.__sameDocument')).toBe(true);
    await event.scrollIntoViewIfNeeded();
    await snap(page, 'deposits-calendar');

    await event.click();
    const details = dialog(page, 'Appointment Details');
    await waitForText(detailsField(details, 'Deposit paid'), DEPOSIT);
    await details.getByRole('button', { name: 'Accept' }).click();
    await seeToast(page, MSG.bookingAccepted);
    await details.getByText('Approved', { exact: true }).first().waitFor();
    await snap(page, 'deposits-details');
    await details.getByRole('button', { name: 'Close' }).first().click();
  });

  it('marks a no-show once the grace after the start has passed, keeping the policy fee', async () => {
    const { browser, page, server } = journey;
    let context: BrowserContext | undefined;
    try {
      context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 1280, height: 800 },
        storageState: await page.context().storageState(),
      });
      const clocked = await context.newPage();
      // Ten minutes before the start by the page clock: No-show is there, disabled, with its reason.
      await clocked.clock.install({ time: new Date(start.getTime() - 10 * 60_000) });
      await clocked.goto('/dashboard/calendar');
      await showDay(clocked, at.date);
      await schedule(clocked).getByRole('button', { name: title }).first().click();
      const details = dialog(clocked, 'Appointment Details');
      const noShow = details.getByRole('button', { name: 'No-show' });
      await noShow.waitFor();
      expect(await noShow.isDisabled()).toBe(true);
      // A disabled button gets no pointer events: the tooltip hangs on its wrapper.
      await noShow.locator('xpath=..').hover();
      await clocked.getByRole('tooltip').getByText(noShowTooEarly(15)).waitFor();
      await clocked.waitForTimeout(300);
      await snap(clocked, 'deposits-no-show-too-early');
      // Issue 35: the client paid, so a cancel would wait for her; the dialog says so, and why.
      await details.getByRole('button', { name: 'Cancel Booking' }).click();
      const cancel = dialog(clocked, 'Cancel Booking');
      await cancel.getByText(MSG.cancelWaitsForClient).waitFor();
      await snap(clocked, 'deposits-cancel-waits-for-client');
      await cancel.getByRole('button', { name: 'Keep Booking' }).click();
      await cancel.waitFor({ state: 'detached' });

      // Five minutes after the start the client may still come: the policy's 15-minute grace
      // (issue 35) keeps No-show disabled (the page's once-a-second clock has ticked past it).
      await clocked.clock.setSystemTime(new Date(start.getTime() + 5 * 60_000));
      await clocked.clock.runFor(2_000);
      expect(await noShow.isDisabled()).toBe(true);

      // The grace passes on both clocks: No-show is offered.
      await clocked.clock.setSystemTime(new Date(start.getTime() + 16 * 60_000));
      await expect.poll(() => noShow.isEnabled(), { timeout: 5_000 }).toBe(true);
      server.setClockAhead(Math.max(0, start.getTime() + 16 * 60_000 - Date.now()));

      await noShow.click();
      const confirm = details.getByRole('group', { name: 'Confirm no-show' });
      await confirm
        .getByText(
          `Mark as no-show? You keep 80 % of the ${DEPOSIT} deposit (${KEPT}) per your policy; ${REFUNDED} is refunded.`,
          { exact: true },
        )
        .waitFor();
      await snap(clocked, 'deposits-no-show-confirm');
      await confirm.getByRole('button', { name: 'Mark as no-show' }).click();
      await seeToast(clocked, MSG.bookingUpdated);
      // Fee kept and Refunded appear once the reloaded booking carries them; the badge says No-show.
      await waitForText(detailsField(details, 'Fee kept'), KEPT);
      await waitForText(detailsField(details, 'Refunded'), REFUNDED);
      await details.getByText('No-show', { exact: true }).waitFor();
      await snap(clocked, 'deposits-no-show-done');
    } finally {
      await context?.close();
    }
  });

  it('shows the fee kept on the Earnings and Report pages', async () => {
    const { page } = journey;
    await page.goto('/dashboard/earnings');
    await waitForText(walletFigure(page, 'Deposits paid'), DEPOSIT);
    await waitForText(walletFigure(page, 'Fees kept'), KEPT);
    await waitForText(page.getByTestId('fees-kept-counts'), '1 no-show · 0 late cancellations');
    await waitForText(walletFigure(page, 'Refunded to customers'), REFUNDED);
    await waitForText(walletFigure(page, 'Balance'), KEPT);
    await waitForText(walletFigure(page, 'Pending'), '₦0.00');
    await snap(page, 'deposits-earnings');

    await page.goto('/dashboard/report');
    await page.getByRole('group', { name: 'Revenue' }).getByText(KEPT, { exact: true }).waitFor();
    await page.getByLabel('Status breakdown').getByLabel('No-show: 1').waitFor();
    await snap(page, 'deposits-report');
  });

  it("confirms a deposit paid by bank transfer in the sandbox ('Simulate transfer')", {
    timeout: NOW_TIMEOUT,
  }, async () => {
    const { page, server } = journey;
    const { at: when } = await vendorApi.roomNow('Silk Press', { leadSeconds: 120 });
    const payer = { email: `ada.${Date.now()}@customer.ng`, firstName: 'Ada', lastName: 'Obi' };
    const { payment } = await bookServices(server.url, await registerCustomer(server.url, payer), {
      vendorId,
      items: [{ service_id: serviceId, date: when.date, time: when.time }],
    });
    if (!payment) throw new Error('a service with a deposit must answer with a checkout');

    // On a phone, the customer picks bank transfer and is given a one-time account to pay into.
    const shopper = await journey.newPage(390);
    try {
      await shopper.setViewportSize({ width: 390, height: 844 });
      await shopper.goto(payment.authorization_url);
      await shopper.getByRole('button', { name: TRANSFER_MESSAGES.choose }).click();
      await shopper.getByText('Sandbox Bank (test)').waitFor();
      await shopper.getByText(DEPOSIT, { exact: true }).waitFor();
      await snap(shopper, 'deposits-transfer');
      await shopper.getByRole('button', { name: TRANSFER_MESSAGES.simulate }).click();
      await shopper.getByText(PAYMENT_MESSAGES.paid, { exact: true }).waitFor();
      await snap(shopper, 'deposits-transfer-paid');
    } finally {
      await shopper.context().close();
    }

    // The vendor sees the booking with its deposit paid.
    await page.goto('/dashboard/calendar');
    await showDay(page, when.date);
    await schedule(page)
      .getByRole('button', { name: `Silk Press · ${payer.firstName}` })
      .first()
      .click();
    const details = dialog(page, 'Appointment Details');
    await waitForText(detailsField(details, 'Deposit paid'), DEPOSIT);
    await snap(page, 'deposits-transfer-vendor');
  });
});
