import { type BookingResponse, formatTime, lagos, START_TOO_EARLY } from '@app/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerSession, nextOpenDay, schedule, seeToast, showDay } from './support/bookings.ts';
import { snap } from './support/browser.ts';
import { listsLoadedLive } from './support/business.ts';
import { DEMO, useJourney } from './support/fixture.ts';
import { submitSignIn } from './support/flows.ts';
import { lagosParts, NOW_TIMEOUT } from './support/vendor.ts';

/** A schedule event by its title ('Gel Manicure · Tolu'); its accessible name starts with the times. */
const event = (page: Page, title: string): Locator =>
  schedule(page).getByRole('button', { name: title }).first();
const detailsDialog = (page: Page) => page.getByRole('dialog', { name: 'Appointment Details' });
const closeDialog = async (dialog: Locator) => {
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await dialog.waitFor({ state: 'detached' });
};
/** The status badge inside the details dialog shows `label` (e.g. 'Approved'). */
const seeStatus = (dialog: Locator, label: string) =>
  dialog.getByText(label, { exact: true }).first().waitFor();

/**
 * The bookings journey of the demo vendor (SPEC §2 calendar, dialogs; §4 transitions; §8 messages),
 * driven by a customer booking through the customer API. Lagos times are computed from the real
 * clock, so the journey runs at any time of day.
 */
describe('bookings dashboard journey', () => {
  const journey = useJourney();
  let customer: Awaited<ReturnType<typeof customerSession>>;
  const customerName = DEMO.customer.firstName;
  /** The two services booked together on the next open day, free of the demo's own bookings. */
  const day = nextOpenDay();
  let pair: BookingResponse[] = [];

  beforeAll(async () => {
    customer = await customerSession(journey.server.url, DEMO.customer.email, DEMO.customer.password);
  });

  it('signs the demo vendor in to the calendar in day view', async () => {
    const { page } = journey;
    // The lists of all, today's and seven days' bookings load once the first screen has settled
    // (issue 14), and once more when the realtime socket has subscribed: the next test counts on
    // their being there, and on none being asked for again.
    const lists = listsLoadedLive(
      page,
      ['getallbookingsbydate/', 'getAllBookingsBy1days', 'getAllBookingsBy7days'].map(
        (call) => `/api/${call}`,
      ),
    );
    await page.goto('/sign-in');
    await submitSignIn(page, DEMO.vendor.email, DEMO.vendor.password);
    await seeToast(page, 'sign in successful');
    await page.waitForURL('**/dashboard/calendar');
    await page.getByRole('region', { name: 'Month calendar' }).waitFor();
    await page.getByRole('region', { name: 'Appointments Today' }).waitFor();
    await schedule(page).getByRole('tab', { name: 'day view', selected: true }).waitFor();
    // The demo seeds four bookings today; today's panel lists them as buttons.
    await page
      .getByRole('region', { name: 'Appointments Today' })
      .getByRole('button', { name: /^Kemi .* Gel Manicure/ })
      .waitFor();
    await lists;
    await snap(page, 'bookings-calendar-today');
  });

  it('shows a two-service booking from a customer live, without a reload', async () => {
    const { page } = journey;
    // A marker on window survives only if the page is not reloaded.
    await page.evaluate('window.__sameDocument = true');
    await showDay(page, day);
    await schedule(page)
      .getByRole('heading', { name: lagos(`${day}T12:00:00Z`).format('MMMM D, YYYY') })
      .waitFor();

    // The events carry the bookings: the lists are patched in place, none is asked for again (the
    // schedule's neighbouring days may still be loading in advance: they are not the day shown).
    const listCalls: string[] = [];
    const onRequest = (request: { url(): string }) => {
      const url = new URL(request.url());
      const shownDay = url.searchParams.get('from') === day && url.searchParams.get('to') === day;
      if (/^\/api\/(getallbookingsbydate|getAllBookingsBy)/.test(url.pathname) || shownDay)
        listCalls.push(request.url());
    };
    page.on('request', onRequest);
    pair = await customer.book([
      { service: 'Gel Manicure', date: day, time: '16:00' },
      { service: 'Wash & Set', date: day, time: '17:00' },
    ]);
    expect(pair.map((b) => b.service_name)).toEqual(['Gel Manicure', 'Wash & Set']);

    await event(page, `Gel Manicure · ${customerName}`).waitFor();
    await event(page, `Wash & Set · ${customerName}`).waitFor();
    expect(await page.evaluate('window.__sameDocument')).toBe(true);
    page.off('request', onRequest);
    expect(listCalls).toEqual([]);
    // The header's Appointments shortcut shows its pending dot.
    await page.locator('[data-dot="Pending bookings"][data-unread="true"]').waitFor();
    // The schedule opens scrolled to the morning; bring the afternoon into the picture.
    await event(page, `Wash & Set · ${customerName}`).scrollIntoViewIfNeeded();
    await snap(page, 'bookings-calendar-day-new');
  });

  it('lists the new bookings under Pending in the Appointments dialog', async () => {
    const { page } = journey;
    await page.getByRole('button', { name: 'Appointments', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Appointments' });
    await dialog.getByRole('tab', { name: 'Approved' }).waitFor();
    await dialog.getByLabel('West Africa Time').waitFor();
    await snap(page, 'bookings-appointments-approved');
    await dialog.getByRole('tab', { name: /Pending/ }).click();
    for (const b of pair) {
      await dialog
        .getByRole('button', { name: `${formatTime(b.starts_at)} ${b.service_name} ${customerName}` })
        .waitFor();
    }
    await snap(page, 'bookings-appointments-pending');
    await closeDialog(dialog);
  });

  it('accepts the first service and rejects the second', async () => {
    const { page } = journey;
    await event(page, `Gel Manicure · ${customerName}`).click();
    const details = detailsDialog(page);
    await seeStatus(details, 'Pending');
    await snap(page, 'bookings-details-pending');
    await details.getByRole('button', { name: 'Accept' }).click();
    await seeToast(page, 'Booking Accepted');
    await seeStatus(details, 'Approved');
    // Far from its start: Start shows, disabled, with the reason.
    await expect(details.getByRole('button', { name: 'Start' }).isDisabled()).resolves.toBe(true);
    await details.getByText(START_TOO_EARLY).waitFor();
    await snap(page, 'bookings-details-approved');
    await closeDialog(details);

    await event(page, `Wash & Set · ${customerName}`).click();
    await seeStatus(details, 'Pending');
    await details.getByRole('button', { name: 'Reject' }).click();
    // Reject asks first, naming the booking; Accept did not.
    const confirm = page.getByRole('dialog', { name: 'Reject this booking?' });
    await confirm.getByText('Wash & Set', { exact: false }).waitFor();
    await snap(page, 'bookings-reject-confirm');
    await confirm.getByRole('button', { name: 'Reject' }).click();
    await seeToast(page, 'Booking Rejected');
    await seeStatus(details, 'Rejected');
    await closeDialog(details);
    // A rejected booking leaves the schedule; the accepted one stays.
    await event(page, `Wash & Set · ${customerName}`).waitFor({ state: 'detached' });
    await event(page, `Gel Manicure · ${customerName}`).scrollIntoViewIfNeeded();
    await snap(page, 'bookings-calendar-day-decided');
  });

  it('opens the cancel dialog for the approved booking and keeps it', async () => {
    const { page } = journey;
    await event(page, `Gel Manicure · ${customerName}`).click();
    const details = detailsDialog(page);
    await details.getByRole('button', { name: 'Cancel Booking' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Booking' });
    await cancel.getByLabel('Reason for cancelling').fill('The stylist is unwell.');
    await cancel.getByRole('button', { name: 'Add image' }).waitFor();
    await snap(page, 'bookings-cancel-dialog');
    await cancel.getByRole('button', { name: 'Keep Booking' }).click();
    await cancel.waitFor({ state: 'detached' });
    await seeStatus(details, 'Approved');
    await closeDialog(details);
  });

  it('enables Start from 2 minutes before the start, by the page clock', async () => {
    const { browser, page, server } = journey;
    const start = new Date(pair[0]!.starts_at);
    let context: BrowserContext | undefined;
    try {
      context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 1280, height: 800 },
        storageState: await page.context().storageState(),
      });
      const early = await context.newPage();
      // Five minutes before the start, then two (the clock keeps running from there).
      await early.clock.install({ time: new Date(start.getTime() - 5 * 60_000) });
      await early.goto('/dashboard/calendar');
      await schedule(early)
        .getByRole('heading', { name: lagos(start).format('MMMM D, YYYY') })
        .waitFor();
      await event(early, `Gel Manicure · ${customerName}`).click();
      const details = detailsDialog(early);
      const startButton = details.getByRole('button', { name: 'Start' });
      await seeStatus(details, 'Approved');
      expect(await startButton.isDisabled()).toBe(true);
      await details.getByText(START_TOO_EARLY).waitFor();

      await early.clock.setSystemTime(new Date(start.getTime() - 2 * 60_000 + 5_000));
      await expect.poll(() => startButton.isEnabled(), { timeout: 5_000 }).toBe(true);
      await details.getByText(START_TOO_EARLY).waitFor({ state: 'detached' });
      await snap(early, 'bookings-details-start-enabled');
      // The server keeps the real time: it refuses, and the UI says so (SPEC §8).
      await startButton.click();
      await seeToast(early, 'Something went wrong');
      await seeStatus(details, 'Approved');
    } finally {
      await context?.close();
    }
  });

  it('accepts, starts and completes a Starts-at booking with its balance', {
    timeout: NOW_TIMEOUT,
  }, async () => {
    const { page } = journey;
    // The customer pays a ₦10,000 deposit on the sandbox checkout; the rest is the balance.
    const demo = await journey.demo();
    await demo.updateService('Knotless Braids', { deposit_type: 'fixed', deposit_value: 10_000 });
    // Customers may book only 60 minutes ahead and within business hours: the demo vendor takes
    // bookings at no notice and opens the booking's whole day, so a booking can start within 2
    // minutes of the real clock and be started for real; 30 minutes instead of 180, and the demo's
    // bookings in the way moved aside, so it fits at any hour.
    const { start, at } = await demo.roomNow('Knotless Braids', { maxMinutes: 30 });
    expect(customer.service('Knotless Braids').duration_type).toBe('Starts at');
    const [braids] = await customer.book([{ service: 'Knotless Braids', date: at.date, time: at.time }]);
    expect(braids).toBeDefined();

    await page.getByRole('button', { name: 'Appointments', exact: true }).waitFor();
    await showDay(page, at.date);
    const title = `Knotless Braids · ${customerName}`;
    const braidsEvent = event(page, title);
    await braidsEvent.waitFor();
    if (at.date === lagosParts(new Date()).date) {
      await page
        .getByRole('region', { name: 'Appointments Today' })
        .getByRole('button', { name: `${customerName} ${formatTime(start)} Knotless Braids` })
        .waitFor();
    }
    await braidsEvent.click();
    const details = detailsDialog(page);
    await details.getByRole('button', { name: 'Accept' }).click();
    await seeToast(page, 'Booking Accepted');
    await seeStatus(details, 'Approved');

    const startButton = details.getByRole('button', { name: 'Start' });
    await expect.poll(() => startButton.isEnabled(), { timeout: 10_000 }).toBe(true);
    await startButton.click();
    await seeToast(page, 'Booking updated');
    await seeStatus(details, 'Ongoing');
    await snap(page, 'bookings-details-ongoing');

    await details.getByRole('button', { name: 'Complete' }).click();
    await seeToast(page, 'Enter Booking Balance');
    // ₦25,000 'Starts at', ₦10,000 deposit paid: at least ₦15,000 is due.
    const balance = details.getByLabel('Balance received (NGN)');
    const submit = details.getByRole('button', { name: 'Submit Balance' });
    await balance.fill('14500');
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await details.getByText('At least ₦15,000', { exact: false }).first().waitFor();
    await snap(page, 'bookings-details-balance-too-low');
    await balance.fill('15000');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await seeToast(page, 'Booking updated');
    await seeStatus(details, 'Awaiting Review');
    await details.getByRole('button', { name: 'Submit Balance' }).waitFor({ state: 'detached' });
    await snap(page, 'bookings-details-awaiting-review');
    await closeDialog(details);
  });

  it('shows the week and month views', async () => {
    const { page } = journey;
    await schedule(page).getByRole('tab', { name: 'week view' }).click();
    await schedule(page).getByRole('tab', { name: 'week view', selected: true }).waitFor();
    // The schedule is on the Knotless Braids booking's day (today), so its week shows it.
    await event(page, `Knotless Braids · ${customerName}`).scrollIntoViewIfNeeded();
    await snap(page, 'bookings-calendar-week');
    await schedule(page).getByRole('tab', { name: 'month view' }).click();
    await schedule(page).getByRole('tab', { name: 'month view', selected: true }).waitFor();
    // Busy days fold into '+N more' (dayMaxEvents 3); the new bookings show either way.
    await schedule(page)
      .getByRole('button', { name: /Gel Manicure · Tolu|Knotless Braids · Tolu|more/ })
      .first()
      .waitFor();
    await snap(page, 'bookings-calendar-month');
    await schedule(page).getByRole('tab', { name: 'day view' }).click();
  });

  it('lists alerts and dismisses one', async () => {
    const { page } = journey;
    await page.locator('[data-dot="Unread alerts"][data-unread="true"]').waitFor();
    await page.getByRole('button', { name: 'Alerts', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Alerts' });
    const entries = dialog.getByRole('listitem');
    await dialog.getByRole('listitem', { name: 'New booking request' }).first().waitFor();
    await dialog.getByRole('listitem', { name: 'Welcome to your dashboard' }).waitFor();
    const before = await entries.count();
    expect(before).toBeGreaterThanOrEqual(3);
    await snap(page, 'bookings-alerts');
    await dialog
      .getByRole('listitem', { name: 'Welcome to your dashboard' })
      .getByRole('button', { name: 'Dismiss' })
      .click();
    await dialog.getByRole('listitem', { name: 'Welcome to your dashboard' }).waitFor({ state: 'detached' });
    expect(await entries.count()).toBe(before - 1);
    await snap(page, 'bookings-alerts-dismissed');
    await closeDialog(dialog);
  });

  it('offers only the apps below 1100 px', async () => {
    const { browser, page, server } = journey;
    // The same signed-in session (local storage) in a 1000 px wide window.
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1000, height: 800 },
      storageState: await page.context().storageState(),
    });
    const narrow = await context.newPage();
    try {
      await narrow.goto('/dashboard/calendar');
      await narrow.getByRole('heading', { name: 'Use the app on' }).waitFor();
      expect(await narrow.getByRole('region', { name: 'Schedule' }).count()).toBe(0);
      await snap(narrow, 'bookings-narrow-use-the-app');
    } finally {
      await context.close();
    }
  });
});
