import { bookingsApi, customerApi, formatTime, MONEY_NEEDS_NETWORK } from '@app/shared';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seeToast } from './support/bookings.ts';
import { snap } from './support/browser.ts';
import { useJourney } from './support/fixture.ts';
import { uniqueVendor } from './support/flows.ts';
import { createVendorWithService, registerCustomer } from './support/money.ts';
import { bookServices } from './support/payments.ts';
import { lagosParts, nowTimeout, type VendorApi } from './support/vendor.ts';

// Issue 16 and SPEC §8, written out rather than read from the code.
/**
 * In the page: whether a vendor's offline copy is in IndexedDB (lib/offlineCopyStore.ts). It never
 * opens a database that does not exist yet, which would create it without the app's store.
 */
const OFFLINE_COPY_SAVED = `(async () => {
  if (!(await indexedDB.databases()).some((d) => d.name === 'provider-dashboard')) return false;
  return new Promise((resolve) => {
    const open = indexedDB.open('provider-dashboard');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('offline-copy')) return resolve(db.close());
      const keys = db.transaction('offline-copy').objectStore('offline-copy').getAllKeys();
      keys.onerror = () => resolve(db.close());
      keys.onsuccess = () => {
        db.close();
        resolve(keys.result.some((key) => String(key).startsWith('query-cache:')));
      };
    };
  });
})()`;
const QUEUED = 'Saved offline: it will be sent when you are back online';
const STALE = 'This booking is cancelled, so it cannot be accepted';
const MINUTE = 60_000;
/** Three visits of 5 minutes back to back, then a few minutes of the journey reading them as today's. */
const VISIT_MINUTES = 5;
const DAY_MINUTES = 20;

const today = (page: Page): Locator => page.getByRole('region', { name: 'Appointments Today' });
const details = (page: Page): Locator => page.getByRole('dialog', { name: 'Appointment Details' });
const queueButton = (page: Page): Locator => page.getByRole('button', { name: /^Queued actions/ });

/**
 * Issue 16, as 'Done means' says: after one online visit the vendor opens the calendar with the
 * browser offline and reads today's bookings; accepts one and starts another offline; goes online
 * and sees both applied exactly once; a third, accepted offline after its customer cancelled it,
 * shows the server's message.
 */
describe('offline journey', () => {
  const journey = useJourney();
  const vendor = { ...uniqueVendor('offline'), password: 'Secret@123', fullName: 'Funke Ade' };
  let vendorApi: VendorApi;
  let customerToken = '';
  /** Today, back to back from now: one to start, one to accept, one its customer cancels. */
  const booking: Record<'toStart' | 'toAccept' | 'cancelled', { id: number; start: Date }> = {
    toStart: { id: 0, start: new Date() },
    toAccept: { id: 0, start: new Date() },
    cancelled: { id: 0, start: new Date() },
  };
  const row = (page: Page, which: keyof typeof booking) =>
    today(page).getByRole('button', { name: new RegExp(`^Ada ${formatTime(booking[which].start)} `) });
  /** Requests the page sends for the booking actions, to see each applied exactly once. */
  const actions: string[] = [];

  beforeAll(async () => {
    const { server } = journey;
    const made = await createVendorWithService(server.url, vendor, {
      name: 'Silk Press',
      price: 5000,
      minutes: VISIT_MINUTES,
    });
    vendorApi = journey.vendorSession(made);
    await vendorApi.verifyContacts();
    const { start, at } = await vendorApi.roomNow('Silk Press', { dayMinutes: DAY_MINUTES });
    customerToken = await registerCustomer(server.url, {
      email: `ada.${made.userId}@customer.ng`,
      firstName: 'Ada',
      lastName: 'Obi',
    });
    const order = ['toStart', 'toAccept', 'cancelled'] as const;
    for (const [i, which] of order.entries()) {
      const time = new Date(start.getTime() + i * VISIT_MINUTES * MINUTE);
      const answer = await bookServices(server.url, customerToken, {
        vendorId: made.userId,
        items: [{ service_id: made.serviceId, date: at.date, time: lagosParts(time).time }],
      });
      booking[which] = { id: answer.bookings[0]!.id, start: time };
    }
    await vendorApi.api.call(bookingsApi.accept, { params: { id: booking.toStart.id } });
  }, nowTimeout(DAY_MINUTES));

  it('keeps the day readable after one online visit', async () => {
    const { page } = journey;
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/api\/(acceptBooking|startBooking)\//.test(path)) actions.push(path);
    });
    await journey.signIn(page, vendor);
    await row(page, 'cancelled').waitFor();
    // The service worker holds the app's shell, and the day's answers are saved for offline reading.
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.waitForFunction(OFFLINE_COPY_SAVED);
    // The first visit keeps the app's files once, then the page rests: its keeping once saw its own
    // fetches as new loads and kept them again for the page's life (76 % of a core, idle).
    await page.evaluate(`window.assetLoads = 0; new PerformanceObserver((list) => {
      window.assetLoads += list.getEntries().filter((e) => e.name.includes('/assets/')).length;
    }).observe({ type: 'resource' })`);
    await expect
      .poll(
        async () => {
          const before = await page.evaluate('window.assetLoads');
          await page.waitForTimeout(2_000);
          return (await page.evaluate('window.assetLoads')) === before;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await snap(page, 'offline-online-visit');
    // Earnings opened once online, so its page is in the worker's cache for the offline check below.
    await page.getByRole('link', { name: 'Earnings', exact: true }).click();
    await page.getByTestId('wallet-balance').waitFor();
    await page.goBack();
    await row(page, 'cancelled').waitFor();

    await page.context().setOffline(true);
    await page.reload();
    await page.getByText('You are currently offline', { exact: true }).waitFor();
    for (const which of ['toStart', 'toAccept', 'cancelled'] as const) await row(page, which).waitFor();
    await today(page)
      .getByText(/^Last updated \d\d:\d\d [AP]M$/)
      .waitFor();
    await snap(page, 'offline-calendar-read');
  });

  it('queues an accept and a start made offline, each visible and counted in the header', async () => {
    const { page } = journey;
    await row(page, 'toAccept').click();
    await details(page).getByRole('button', { name: 'Accept' }).click();
    await seeToast(page, QUEUED);
    await details(page).getByText('Waiting to be sent').waitFor();
    await details(page).getByRole('button', { name: 'Close' }).first().click();

    await row(page, 'toStart').click();
    await details(page).getByRole('button', { name: 'Start' }).click();
    await seeToast(page, QUEUED);
    await details(page).getByRole('button', { name: 'Close' }).first().click();

    await row(page, 'cancelled').click();
    await details(page).getByRole('button', { name: 'Accept' }).click();
    await seeToast(page, QUEUED);
    await details(page).getByRole('button', { name: 'Close' }).first().click();
    await details(page).waitFor({ state: 'detached' });

    await expect(queueButton(page).textContent()).resolves.toBe('3 waiting');
    await queueButton(page).click();
    const list = page.getByRole('dialog', { name: /^Queued actions/ });
    await list.getByText(/^Start · Silk Press with Ada/).waitFor();
    expect(await list.getByText('Waiting to be sent').count()).toBe(3);
    await snap(page, 'offline-queued');
    await page.keyboard.press('Escape');
    expect(actions).toEqual([]);

    // Issue 35: the money page says it needs the network, never ₦0.00 or 'No earnings yet'.
    await page.getByRole('link', { name: 'Earnings', exact: true }).click();
    await page.getByText(MONEY_NEEDS_NETWORK).waitFor();
    expect(await page.getByText(/₦0\.00|No earnings yet/).count()).toBe(0);
    await snap(page, 'offline-earnings');
    await page.goBack();
    await row(page, 'toAccept').waitFor();
  });

  it('sends them once online: both applied exactly once, the stale one with its message', async () => {
    const { page } = journey;
    // Meanwhile the customer withdrew the third booking.
    await journey.api.call(
      customerApi.requestCancel,
      { params: { id: booking.cancelled.id }, body: { comment: 'Something came up' } },
      { token: customerToken },
    );
    await page.context().setOffline(false);
    await queueButton(page).filter({ hasText: '1 not applied' }).waitFor();
    await row(page, 'toAccept').getByText('Approved').waitFor();
    await row(page, 'toStart').getByText('Ongoing').waitFor();
    await queueButton(page).click();
    const list = page.getByRole('dialog', { name: /^Queued actions/ });
    await list.getByText(STALE).waitFor();
    await snap(page, 'offline-replayed');

    const statuses = Object.fromEntries((await vendorApi.bookings()).map((b) => [b.id, b.booking_status]));
    expect([booking.toAccept, booking.toStart, booking.cancelled].map((b) => statuses[b.id])).toEqual([
      'approved',
      'ongoing',
      'cancelled',
    ]);
    expect(actions.sort()).toEqual(
      [
        `/api/acceptBooking/${booking.toAccept.id}`,
        `/api/acceptBooking/${booking.cancelled.id}`,
        `/api/startBooking/${booking.toStart.id}`,
      ].sort(),
    );
    // A reload sends nothing again: the queue holds only the refused action, until dismissed.
    await page.reload();
    await row(page, 'toStart').getByText('Ongoing').waitFor();
    await queueButton(page).click();
    await list.getByRole('button', { name: /^Dismiss Accept/ }).click();
    await queueButton(page).waitFor({ state: 'detached' });
    expect(actions).toHaveLength(3);
  });
});
