import { lagos } from '@app/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { customerSession, nextOpenDay, schedule, seeToast } from './support/bookings.ts';
import { snap } from './support/browser.ts';
import { listsLoadedLive } from './support/business.ts';
import { DEMO, useJourney } from './support/fixture.ts';
import { submitSignIn } from './support/flows.ts';

/**
 * Issue 34, 'never silent' on the desktop: a customer's booking, made through the customer API,
 * makes a toast appear on the vendor's open calendar naming the client, the service and the time;
 * the tab's title counts the pending requests; the toast opens the booking.
 */
describe('alerts journey', () => {
  const journey = useJourney();
  let customer: Awaited<ReturnType<typeof customerSession>>;
  const toasts = (page: Page) =>
    page.locator('.mantine-Notifications-root').getByRole('alert').filter({ hasText: 'New booking request' });

  it("a customer's booking shows a toast on the open calendar, and the toast opens it", async () => {
    const { page } = journey;
    // Counts the chimes the page starts (one WebAudio context each), as the browser makes them.
    await page.addInitScript(`
      window.chimes = 0;
      window.AudioContext = class extends window.AudioContext {
        constructor(options) {
          super(options);
          window.chimes += 1;
        }
      };
    `);
    const lists = listsLoadedLive(page, ['/api/getallbookingsbydate/']);
    await page.goto('/sign-in');
    await submitSignIn(page, DEMO.vendor.email, DEMO.vendor.password);
    await seeToast(page, 'sign in successful');
    await page.waitForURL('**/dashboard/calendar');
    await schedule(page).getByRole('tab', { name: 'day view', selected: true }).waitFor();
    await lists;
    const before = await page.title();
    // The alert the booking makes arrives with the event: the alert list is patched, not asked for again.
    const listCalls: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === '/api/getVendorNotice') listCalls.push(request.url());
    };
    page.on('request', onRequest);

    customer = await customerSession(journey.server.url, DEMO.customer.email, DEMO.customer.password);
    // Booked, and its deposit paid: then it is a request waiting for the vendor's answer.
    const day = nextOpenDay();
    await customer.book([{ service: 'Gel Manicure', date: day, time: '15:30' }]);

    const toast = toasts(page);
    await toast.waitFor();
    // A pointer over the toast holds it, as the owner's would while she reads it.
    await toast.hover();
    const text = await toast.textContent();
    expect(text).toContain(DEMO.customer.firstName);
    expect(text).toContain(`Gel Manicure, ${lagos(`${day}T12:00:00Z`).format('ddd, DD MMM')} at 03:30 PM`);
    // The title counts the requests waiting, the new one among them.
    const count = (title: string) => Number(title.match(/^\((\d+)\) /)?.[1] ?? 0);
    await expect.poll(() => page.title()).toMatch(/^\(\d+\) Calendar · /);
    expect(count(await page.title())).toBe(count(before) + 1);
    await page.locator('[data-dot="Unread alerts"][data-unread="true"]').waitFor();
    // One chime for the request (its booking and payment events are one arrival).
    expect(await page.evaluate('window.chimes')).toBe(1);
    page.off('request', onRequest);
    expect(listCalls).toEqual([]);
    await snap(page, 'alerts-toast-on-calendar');

    await toast.getByRole('button', { name: 'Open booking' }).click();
    const details = page.getByRole('dialog', { name: 'Appointment Details' });
    await details.waitFor();
    await details.getByText('Gel Manicure').first().waitFor();
    await toast.waitFor({ state: 'detached' });
    await snap(page, 'alerts-toast-opened-booking');
    await details.getByRole('button', { name: 'Close' }).first().click();
    await details.waitFor({ state: 'detached' });
  });

  it('the alert in the Alerts list opens its booking too', async () => {
    const { page } = journey;
    await page.getByRole('button', { name: 'Alerts', exact: true }).click();
    const alerts = page.getByRole('dialog', { name: 'Alerts' });
    const entry = alerts.getByRole('listitem', { name: 'New booking request' }).first();
    await entry.waitFor();
    await snap(page, 'alerts-list');
    await entry.getByRole('button', { name: 'Open New booking request' }).click();
    const details = page.getByRole('dialog', { name: 'Appointment Details' });
    await details.getByText('Gel Manicure').first().waitFor();
    await alerts.waitFor({ state: 'detached' });
    await details.getByText('Tolu', { exact: true }).first().waitFor();
    await snap(page, 'alerts-list-opened-booking');

    // A request arriving while a dialog is open sits beside it, over neither its title nor its buttons.
    await customer.book([{ service: 'Wash & Set', date: nextOpenDay(), time: '17:00' }]);
    const toast = toasts(page).filter({ hasText: 'Wash & Set' });
    await toast.waitFor();
    const [t, d] = [await toast.boundingBox(), await details.boundingBox()];
    if (!t || !d) throw new Error('the toast or the dialog has no box');
    expect(t.x).toBeGreaterThanOrEqual(d.x + d.width);
    await snap(page, 'alerts-toast-beside-dialog');
  });

  it("below 1100 px, the 'Use the app on' page signs out", async () => {
    const { browser, page, server } = journey;
    // The same signed-in session (local storage) on a phone.
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      storageState: await page.context().storageState(),
    });
    const phone = await context.newPage();
    try {
      await phone.goto('/dashboard/calendar');
      await phone.getByRole('heading', { name: 'Use the app on' }).waitFor();
      await snap(phone, 'alerts-use-the-app-log-out');
      await phone.getByRole('button', { name: 'Log Out' }).click();
      await phone.waitForURL('**/sign-in');
      // Signed out: the dashboard sends to sign-in again.
      await phone.goto('/dashboard/calendar');
      await phone.waitForURL('**/sign-in');
    } finally {
      await context.close();
    }
  });
});
