import { CALENDAR_MESSAGES, lagos, SLOT_MESSAGES } from '@app/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  lagosInstant,
  nextOpenDay,
  openDatabase,
  schedule,
  seeToast,
  showDay,
} from './support/bookings.ts';
import { launchBrowser, newPage, snap } from './support/browser.ts';
import { submitSignIn } from './support/flows.ts';
import { type RunningServer, startServer } from './support/server.ts';

const CLIENT = 'Adaeze';
const entryDialog = (page: Page, title: 'Add booking' | 'Block time'): Locator =>
  page.getByRole('dialog', { name: title });

/** 'HH:mm' half an hour earlier. */
const halfHourBefore = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const total = hours * 60 + minutes - 30;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** Drags down the day view's empty lane from `from` to `to` ('HH:mm', on the half hour), as a person selects time. */
async function selectTime(page: Page, from: string, to: string) {
  // The lane of a half-hour row (its time label carries the same data-time, and comes first).
  const lane = (time: string) => schedule(page).locator(`[data-time="${time}:00"]`).last();
  await lane(from).scrollIntoViewIfNeeded();
  const start = await lane(from).boundingBox();
  const last = await lane(halfHourBefore(to)).boundingBox();
  if (!start || !last) throw new Error(`no lane at ${from} or before ${to}`);
  const x = start.x + start.width / 2;
  await page.mouse.move(x, start.y + 5);
  await page.mouse.down();
  await page.mouse.move(x, start.y + 20, { steps: 4 });
  await page.mouse.move(x, last.y + last.height - 5, { steps: 8 });
  await page.mouse.up();
}

/**
 * The calendar's own entries (our addition to SPEC §2): the demo vendor adds a walk-in from the
 * page's button, sees it in the day view, is refused the same slot with the server's words, and
 * blocks time by selecting it on the schedule — drawn at once, and removable.
 */
describe('walk-ins and blocked time journey', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const day = nextOpenDay();

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    // The demo's bookings of the next days end by 15:00; should one ever move, it moves out of the way.
    const db = openDatabase(server.dataDir);
    const vendorId = db.vendorId(DEMO.vendor.email);
    db.freeSlot(vendorId, lagosInstant(day, '15:30'), lagosInstant(day, '18:00'));
    db.close();
    page = await newPage(browser, server.url);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('adds a walk-in from the calendar and shows it in the day view', async () => {
    await page.goto('/sign-in');
    await submitSignIn(page, DEMO.vendor.email, DEMO.vendor.password);
    await page.waitForURL('**/dashboard/calendar');
    await showDay(page, day);
    await schedule(page)
      .getByRole('heading', { name: lagos(`${day}T12:00:00Z`).format('MMMM D, YYYY') })
      .waitFor();

    await page.getByRole('button', { name: 'Add booking' }).click();
    const dialog = entryDialog(page, 'Add booking');
    // It suggests the day the schedule shows.
    expect(await dialog.getByLabel('Date').inputValue()).toBe(day);
    await dialog.getByRole('button', { name: 'Add booking' }).click();
    await dialog.getByText('Choose a service').waitFor();
    await snap(page, 'walkin-dialog-errors');

    await dialog.getByPlaceholder('Choose a service').click();
    await page.getByRole('option', { name: /^Wash & Set/ }).click();
    await dialog.getByLabel('Start time').fill('17:00');
    await dialog.getByLabel("Client's name").fill(CLIENT);
    await dialog.getByLabel("Client's phone").fill('08031234567');
    await dialog.getByText('1h, until 06:00 PM').waitFor();
    await snap(page, 'walkin-dialog-filled');
    await dialog.getByRole('button', { name: 'Add booking' }).click();
    await seeToast(page, CALENDAR_MESSAGES.bookingAdded);
    await dialog.waitFor({ state: 'detached' });

    const event = schedule(page)
      .getByRole('button', { name: `Wash & Set · ${CLIENT}` })
      .first();
    await event.waitFor();
    await event.scrollIntoViewIfNeeded();
    await snap(page, 'walkin-calendar-day');
    // Approved at once: it was the vendor's own booking.
    await event.click();
    const details = page.getByRole('dialog', { name: 'Appointment Details' });
    await details.getByText('Approved', { exact: true }).first().waitFor();
    await details.getByRole('button', { name: 'Close' }).first().click();
    await details.waitFor({ state: 'detached' });
  });

  it('refuses the same slot again with the server’s message, and keeps the dialog', async () => {
    await page.getByRole('button', { name: 'Add booking' }).click();
    const dialog = entryDialog(page, 'Add booking');
    await dialog.getByText('Phone', { exact: true }).click();
    await dialog.getByPlaceholder('Choose a service').click();
    await page.getByRole('option', { name: /^Wash & Set/ }).click();
    await dialog.getByLabel('Start time').fill('17:30');
    await dialog.getByLabel("Client's name").fill('Bola');
    await dialog.getByLabel("Client's phone").fill('08037654321');
    await dialog.getByRole('button', { name: 'Add booking' }).click();
    await dialog.getByRole('alert').getByText(`Wash & Set: ${SLOT_MESSAGES.taken}`).waitFor();
    await snap(page, 'walkin-dialog-refused');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(schedule(page).getByRole('button', { name: 'Wash & Set · Bola' }).count()).resolves.toBe(0);
  });

  it('blocks time selected on the schedule and draws it', async () => {
    await selectTime(page, '15:30', '16:30');
    const dialog = entryDialog(page, 'Add booking');
    expect(await dialog.getByLabel('Start time').inputValue()).toBe('15:30');
    await dialog.getByText('Block time', { exact: true }).click();
    const block = entryDialog(page, 'Block time');
    expect(await block.getByLabel('From').inputValue()).toBe('15:30');
    expect(await block.getByLabel('Until').inputValue()).toBe('16:30');
    await block.getByLabel('Reason (optional)').fill('Staff training');
    await snap(page, 'walkin-block-dialog');
    await block.getByRole('button', { name: 'Block time' }).click();
    await seeToast(page, CALENDAR_MESSAGES.blockedTimeAdded);
    await block.waitFor({ state: 'detached' });

    const drawn = schedule(page).getByRole('button', { name: /Blocked · Staff training/ });
    await drawn.waitFor();
    await drawn.scrollIntoViewIfNeeded();
    await snap(page, 'walkin-calendar-blocked');
  });

  it('removes the blocked time again', async () => {
    await schedule(page)
      .getByRole('button', { name: /Blocked · Staff training/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Blocked time' });
    await dialog.getByText('Staff training').waitFor();
    await snap(page, 'walkin-blocked-details');
    await dialog.getByRole('button', { name: 'Remove block' }).click();
    await seeToast(page, CALENDAR_MESSAGES.blockedTimeRemoved);
    await schedule(page)
      .getByRole('button', { name: /Blocked · Staff training/ })
      .waitFor({ state: 'detached' });
  });
});
