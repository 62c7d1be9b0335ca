import { formatDetails, formatTime } from '@app/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSession, lagosInstant, nextOpenDay } from './support/bookings.ts';
import { snap } from './support/browser.ts';
import { DEMO, useJourney } from './support/fixture.ts';
import { submitSignIn } from './support/flows.ts';
import { NOW_TIMEOUT } from './support/vendor.ts';

// SPEC §8's messages, written out rather than read from the code.
const QUEUED = 'Saved offline: it will be sent when you are back online';

/** The phone app's alerts (src/phone/toast.ts): one line each at the top. */
const seeToast = (page: Page, message: string) =>
  page.locator('#toasts').getByText(message, { exact: true }).first().waitFor();
const sheet = (page: Page): Locator => page.getByRole('dialog', { name: 'Appointment Details' });
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: new RegExp(`^${name}`) });
/** A request card of Requests by one of its services' line, e.g. 'Gel Manicure · Mon, 30 Nov 2026, 03:30 PM'. */
const request = (page: Page, line: string) => page.locator('li.request').filter({ hasText: line });

/**
 * Issue 34, the phone app at 390 × 844: a provider signs in on a phone and lands in the app, accepts
 * a request a customer just made, starts and completes a booking with its balance, and accepts a
 * request offline, which is sent when the connection returns; sees a request arrive live, adds a
 * walk-in, proposes a new time and replies to a client; opens a client's history from a booking.
 */
describe('phone app journey', () => {
  const journey = useJourney();
  let page: Page;
  let customer: Awaited<ReturnType<typeof customerSession>>;

  beforeAll(async () => {
    const context = await journey.browser.newContext({
      baseURL: journey.server.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    page = await context.newPage();
    customer = await customerSession(journey.server.url, DEMO.customer.email, DEMO.customer.password);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('signs in on a phone and opens the app', async () => {
    await page.goto('/sign-in');
    await submitSignIn(page, DEMO.vendor.email, DEMO.vendor.password);
    await page.waitForURL('**/app');
    await page.getByRole('heading', { name: /^Today · / }).waitFor();
    await tab(page, 'Today').waitFor();
    // Its own manifest: installable with its own scope and start URL.
    const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifest).toBe('/app.webmanifest');
    const answer = await page.request.get('/app.webmanifest');
    expect(await answer.json()).toMatchObject({ scope: '/app', start_url: '/app', orientation: 'portrait' });
    await snap(page, 'phone-app-today');
  });

  it("keeps 'Use the app on' on the dashboard's pages, which opens the app, through the service worker too", async () => {
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Use the app on' }).waitFor();
    // The dashboard's worker now controls the site: it must answer /app with the phone app's page.
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.reload();
    expect(await page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
    await page.getByText('Add to Home Screen', { exact: false }).first().waitFor();
    await snap(page, 'phone-use-the-app-on');
    await page.getByRole('link', { name: 'Open the app' }).click();
    await page.waitForURL('**/app');
    await page.getByRole('heading', { name: /^Today · / }).waitFor();
  });

  it("accepts a customer's request from Requests", async () => {
    const day = nextOpenDay();
    await customer.book([{ service: 'Gel Manicure', date: day, time: '15:30' }]);
    await tab(page, 'Requests').click();
    const card = request(page, `Gel Manicure · ${formatDetails(lagosInstant(day, '15:30'))}`);
    await card.waitFor();
    await snap(page, 'phone-app-requests');
    await card.getByRole('button', { name: 'Accept' }).click();
    await seeToast(page, 'Booking Accepted');
    await card.waitFor({ state: 'detached' });
  });

  it('shows a new request live, without reloading', async () => {
    // Requests is open: the customer's booking reaches it over the socket, long before the minute's refresh.
    const day = nextOpenDay();
    await customer.book([{ service: 'Gel Manicure', date: day, time: '17:00' }]);
    await request(page, `Gel Manicure · ${formatDetails(lagosInstant(day, '17:00'))}`).waitFor({
      timeout: 15_000,
    });
    await snap(page, 'phone-app-live-request');
  });

  it('adds a walk-in from Add, then proposes a new time for a client booking', async () => {
    const day = nextOpenDay();
    await tab(page, 'Add').click();
    const form = page.getByRole('form', { name: 'Add booking' });
    await form.getByLabel('Service').selectOption({ label: 'Gel Manicure · 45m' });
    await form.getByLabel('Date').fill(day);
    await form.getByLabel('Time').fill('09:00');
    await form.getByLabel("Client's name").fill('Walk-in Ada');
    await form.getByLabel("Client's phone").fill('08031234567');
    await snap(page, 'phone-app-add-walk-in');
    await form.getByRole('button', { name: 'Add booking' }).click();
    // Added: Today opens on its day, where it shows.
    const walkIn = page.getByRole('button', { name: /Walk-in Ada/ });
    await walkIn.waitFor();
    await snap(page, 'phone-app-walk-in-added');

    // The customer's request accepted earlier (15:30): a new time proposed from its sheet.
    await page
      .getByRole('button', {
        name: new RegExp(`^${formatTime(lagosInstant(day, '15:30'))} – .*Gel Manicure`),
      })
      .click();
    const details = sheet(page);
    await details.getByRole('button', { name: 'Propose a new time' }).click();
    const propose = details.getByRole('form', { name: 'Propose a new time' });
    await propose.getByLabel('New date').fill(day);
    const time = propose.getByLabel('New time');
    await expect.poll(() => time.isEnabled()).toBe(true);
    // The first free time the server offers, shown as 'hh:mm A'.
    await time.selectOption({ index: 1 });
    expect(await time.locator('option:checked').textContent()).toMatch(/^\d{2}:\d{2} [AP]M$/);
    await snap(page, 'phone-app-propose');
    await propose.getByRole('button', { name: 'Propose new time' }).click();
    await details.getByText('New time proposed:', { exact: false }).waitFor();
    await details.getByRole('button', { name: 'Withdraw' }).waitFor();
    await snap(page, 'phone-app-proposed');
    await details.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Back to today' }).click();
  });

  it("replies to a client's message in Chats", async () => {
    await customer.write('Can I bring my own hair?');
    await tab(page, 'Chats').click();
    await page.getByRole('button', { name: /Can I bring my own hair\?/ }).click();
    await page.getByText('Can I bring my own hair?', { exact: false }).first().waitFor();
    await page.getByLabel(`Reply to ${DEMO.customer.firstName}`).fill('Yes, bring it along.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('list', { name: 'Messages' }).getByText('Yes, bring it along.').waitFor();
    await snap(page, 'phone-app-chat');
  });

  it('starts and completes a Starts-at booking with its balance', { timeout: NOW_TIMEOUT }, async () => {
    const demo = await journey.demo();
    await demo.updateService('Knotless Braids', { deposit_type: 'fixed', deposit_value: 10_000 });
    // A booking starting within the next minute (the demo takes bookings at no notice), so it can start now.
    const { start: startsAt, at } = await demo.roomNow('Knotless Braids', { maxMinutes: 30 });
    const [braids] = await customer.book([{ service: 'Knotless Braids', date: at.date, time: at.time }]);
    expect(braids).toBeDefined();

    // Today, opened again, shows the new booking: a request, accepted from its details.
    await tab(page, 'Today').click();
    const row = page.getByRole('button', {
      name: new RegExp(`^${formatTime(startsAt)} – .*Knotless Braids`),
    });
    await row.waitFor();
    await row.click();
    const details = sheet(page);
    await details.getByRole('button', { name: 'Accept' }).click();
    await seeToast(page, 'Booking Accepted');
    const start = details.getByRole('button', { name: 'Start' });
    await expect.poll(() => start.isEnabled(), { timeout: 60_000 }).toBe(true);
    await start.click();
    await seeToast(page, 'Booking updated');
    await details.getByText('Ongoing', { exact: true }).waitFor();
    await details.getByRole('button', { name: 'Complete' }).click();
    await seeToast(page, 'Enter Booking Balance');
    // ₦25,000 'Starts at', ₦10,000 deposit paid: at least ₦15,000.
    const balance = details.getByLabel('Balance received (NGN)');
    const submit = details.getByRole('button', { name: 'Submit Balance' });
    await balance.fill('14500');
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await snap(page, 'phone-app-balance');
    await balance.fill('15000');
    await submit.click();
    await seeToast(page, 'Booking updated');
    await details.getByText('Awaiting Review', { exact: true }).waitFor();
    await snap(page, 'phone-app-completed');
    await details.getByRole('button', { name: 'Close' }).click();
  });

  it("checks the completed booking out: cash and a transfer with a tip, sends the receipt, and opens the client's history", async () => {
    // The Starts-at booking just completed (₦15,000 balance after the ₦10,000 deposit), opened again.
    await page
      .getByRole('button', {
        name: new RegExp(`Knotless Braids.*${DEMO.customer.firstName}.*Awaiting Review`),
      })
      .click();
    const details = sheet(page);
    await details.getByRole('button', { name: 'Take payment' }).click();
    const form = details.getByRole('form', { name: 'Checkout' });
    await form.getByLabel('Tip (NGN)').fill('2000');
    await form.getByLabel('Payment 1 amount').fill('8000');
    await form.getByRole('button', { name: 'Add payment' }).click();
    // The rest, ₦9,000 with the tip, offered as a transfer.
    expect(await form.getByLabel('Payment 2 method').inputValue()).toBe('transfer');
    expect(await form.getByLabel('Payment 2 amount').inputValue()).toBe('9000');
    await form.getByText('Paid in full', { exact: true }).waitFor();
    await form.evaluate((el) => el.scrollIntoView());
    await snap(page, 'phone-app-checkout');
    await page.setViewportSize({ width: 360, height: 780 });
    await snap(page, 'phone-app-checkout-360');
    await page.setViewportSize({ width: 390, height: 844 });
    await form.getByRole('button', { name: 'Record payment' }).click();
    await seeToast(page, 'Payment recorded');
    const paid = details.getByRole('region', { name: 'Paid at the shop' });
    await paid.getByText('₦17,000.00', { exact: false }).waitFor();
    await paid
      .getByRole('button', { name: /^Send receipt by / })
      .first()
      .click();
    await seeToast(page, 'Receipt on its way');
    await snap(page, 'phone-app-checked-out');

    // Issue 36: the client's history one tap away, over the details: this visit, spending, notes.
    await details.getByRole('button', { name: 'Client history ›' }).click();
    const history = page.getByRole('dialog', { name: 'Client history' });
    const visit = history.getByRole('list', { name: 'Visits' }).getByRole('listitem').filter({
      hasText: 'Knotless Braids',
    });
    await visit
      .first()
      .getByText('Completed', { exact: true })
      .or(visit.first().getByText('Awaiting Review'))
      .waitFor();
    expect(Number(await history.locator('[data-figure="Visits"]').textContent())).toBeGreaterThanOrEqual(1);
    expect(await history.locator('[data-figure="Total spent"]').textContent()).toMatch(/^₦[\d,]+\.\d{2}$/);
    await history.getByRole('button', { name: /^(Add|Edit) notes$/ }).click();
    await history.getByLabel('Tags (comma between them)').fill('Allergy: relaxer, Mornings');
    await history.getByRole('button', { name: 'Save notes' }).click();
    await seeToast(page, 'Notes saved');
    await history.getByRole('region', { name: 'Private notes' }).getByText('Allergy: relaxer').waitFor();
    await snap(page, 'phone-app-client-history');
    await history.getByRole('button', { name: 'Back' }).click();
    await history.waitFor({ state: 'detached' });
    await details.getByRole('button', { name: 'Close' }).first().click();

    // Shop's settings: the week's hours, today marked, a sheet a thumb reaches (looked at, not saved).
    await tab(page, 'Shop').click();
    await page.getByRole('button', { name: /^Hours and days off/ }).click();
    const hours = page.getByRole('dialog', { name: 'Hours and days off' });
    await hours.getByRole('form', { name: 'Business hours' }).waitFor();
    await snap(page, 'phone-app-shop-hours');
    await page.setViewportSize({ width: 360, height: 780 });
    await snap(page, 'phone-app-shop-hours-360');
    await page.setViewportSize({ width: 390, height: 844 });
    await hours.getByRole('button', { name: 'Close' }).first().click();
  });

  it('accepts a request offline and sends it when the connection returns', async () => {
    const day = nextOpenDay();
    // 14:00: the demo's seeded visits leave it free on the next open day whatever today is (tomorrow's
    // Bridal Make-up holds 10:00-12:00; a Monday after a Saturday, a Wash & Set 12:00-13:00).
    await customer.book([{ service: 'Gel Manicure', date: day, time: '14:00' }]);
    await tab(page, 'Requests').click();
    const line = `Gel Manicure · ${formatDetails(lagosInstant(day, '14:00'))}`;
    const card = request(page, line);
    await card.waitFor();

    const sent: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/acceptBooking/'))
        sent.push(r.headers()['idempotency-key'] ?? '');
    });
    await page.context().setOffline(true);
    await page.getByText('No internet connection', { exact: true }).first().waitFor();
    await card.getByRole('button', { name: 'Accept' }).click();
    await seeToast(page, QUEUED);
    await page.getByText('1 waiting', { exact: true }).waitFor();
    await card.getByRole('button', { name: line }).click();
    await sheet(page).getByText('Waiting to be sent', { exact: false }).waitFor();
    await snap(page, 'phone-app-queued-offline');
    expect(sent).toEqual([]);

    await page.context().setOffline(false);
    await seeToast(page, 'Booking Accepted');
    await sheet(page).getByText('Approved', { exact: true }).waitFor();
    await page.getByText('1 waiting', { exact: true }).waitFor({ state: 'detached' });
    // Sent once, with the key it was queued with.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
    await snap(page, 'phone-app-sent-online');
    // SPEC §8: alerts go after 3 s.
    await page.locator('#toasts .toast').first().waitFor({ state: 'detached', timeout: 4_000 });
    // A tap above the sheet closes it.
    await page.mouse.click(195, 100);
    await sheet(page).waitFor({ state: 'detached' });
  });

  it('opens the booking an alert is about', async () => {
    await tab(page, 'Alerts').click();
    // The newest alert: the request made for 11:00 in the journey's last step.
    const newest = page.locator('ul.cards button.card').first();
    await newest.waitFor();
    await snap(page, 'phone-app-alerts');
    await newest.click();
    await sheet(page)
      .getByText(formatDetails(lagosInstant(nextOpenDay(), '14:00')), { exact: true })
      .first()
      .waitFor();
    await sheet(page).getByRole('button', { name: 'Close' }).first().click();
    await sheet(page).waitFor({ state: 'detached' });
  });

  it("shows the wallet's figures and the way to withdraw", async () => {
    await tab(page, 'Earnings').click();
    await page.getByRole('heading', { name: 'Earnings' }).waitFor();
    await page.getByRole('button', { name: 'Withdraw Funds' }).waitFor();
    await snap(page, 'phone-app-earnings');
  });

  it('shows the booking page link to share, and its QR code', async () => {
    await tab(page, 'Shop').click();
    const link = page.getByText(`${journey.server.url}/shop/${DEMO.shop}`, { exact: true });
    await link.waitFor();
    await page.getByRole('img', { name: 'QR code of your booking page' }).waitFor();
    await page.getByRole('button', { name: 'Share booking link' }).waitFor();
    await snap(page, 'phone-app-shop');
  });
});
