import { lagos } from '@app/shared';
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

  it("a customer's booking shows a toast on the open calendar, and the toast opens it", async () => {
    const { page } = journey;
    const lists = listsLoadedLive(page, ['/api/getallbookingsbydate/']);
    await page.goto('/sign-in');
    await submitSignIn(page, DEMO.vendor.email, DEMO.vendor.password);
    await seeToast(page, 'sign in successful');
    await page.waitForURL('**/dashboard/calendar');
    await schedule(page).getByRole('tab', { name: 'day view', selected: true }).waitFor();
    await lists;
    const before = await page.title();

    const customer = await customerSession(journey.server.url, DEMO.customer.email, DEMO.customer.password);
    // Booked, and its deposit paid: then it is a request waiting for the vendor's answer.
    const day = nextOpenDay();
    await customer.book([{ service: 'Gel Manicure', date: day, time: '15:30' }]);

    const toast = page
      .locator('.mantine-Notifications-root')
      .getByRole('alert')
      .filter({ hasText: 'New booking request' });
    await toast.waitFor();
    const text = await toast.textContent();
    expect(text).toContain(DEMO.customer.firstName);
    expect(text).toContain(`Gel Manicure, ${lagos(`${day}T12:00:00Z`).format('ddd, DD MMM')} at 03:30 PM`);
    // The title counts the requests waiting, the new one among them.
    const count = (title: string) => Number(title.match(/^\((\d+)\) /)?.[1] ?? 0);
    await expect.poll(() => page.title()).toMatch(/^\(\d+\) Calendar · /);
    expect(count(await page.title())).toBe(count(before) + 1);
    await snap(page, 'alerts-toast-on-calendar');

    await toast.getByRole('button', { name: 'Open booking' }).click();
    const details = page.getByRole('dialog', { name: 'Appointment Details' });
    await details.waitFor();
    await details.getByText('Gel Manicure').first().waitFor();
    await expect(toast.count()).resolves.toBe(0);
    await snap(page, 'alerts-toast-opened-booking');
  });
});
