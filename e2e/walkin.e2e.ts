import {
  addDays,
  CALENDAR_MESSAGES,
  calendarApi,
  lagos,
  SERIES_MESSAGES,
  SLOT_MESSAGES,
  settingsApi,
} from '@app/shared';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { lagosInstant, nextOpenDay, schedule, seeToast, showDay } from './support/bookings.ts';
import { snap } from './support/browser.ts';
import { useJourney } from './support/fixture.ts';

const CLIENT = 'Adaeze';
const entryDialog = (page: Page, title: 'Add booking' | 'Block time'): Locator =>
  page.getByRole('dialog', { name: title });

/** 'HH:mm' half an hour earlier. */
const halfHourBefore = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const total = hours * 60 + minutes - 30;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** Where a locator is, once two looks an animation frame apart agree (nothing is still scrolling or laying out). */
async function settledBox(locator: Locator) {
  for (let i = 0; i < 20; i += 1) {
    const before = await locator.boundingBox();
    await locator
      .page()
      .evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
    const after = await locator.boundingBox();
    if (before && after && before.x === after.x && before.y === after.y && before.height === after.height)
      return after;
  }
  throw new Error('the schedule never stopped moving');
}

/**
 * Drags down the day view's empty lane from `from` to `to` ('HH:mm', on the half hour), as a person
 * selects time, and waits for the Add booking dialog the selection opens. The rows are first centred
 * in the schedule's pane, away from the edges where FullCalendar scrolls the pane during a drag, and
 * measured once they stand still. A drag the page never saw (the dialog does not open and nothing
 * else does) is made again, twice at most: what the dialog then shows is checked as before.
 */
async function selectTime(page: Page, from: string, to: string): Promise<Locator> {
  // The lane of a half-hour row (its time label carries the same data-time, and comes first).
  const lane = (time: string) => schedule(page).locator(`[data-time="${time}:00"]`).last();
  const dialog = entryDialog(page, 'Add booking');
  await page.getByRole('dialog').first().waitFor({ state: 'detached' });
  for (let attempt = 1; ; attempt += 1) {
    await lane(from).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const start = await settledBox(lane(from));
    const last = await settledBox(lane(halfHourBefore(to)));
    const x = start.x + start.width / 2;
    await page.mouse.move(x, start.y + 5);
    await page.mouse.down();
    await page.mouse.move(x, start.y + 20, { steps: 4 });
    await page.mouse.move(x, last.y + last.height - 5, { steps: 8 });
    await page.mouse.up();
    const opened = await dialog
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (opened) return dialog;
    const other = await page.getByRole('dialog').count();
    if (other || attempt === 3) {
      throw new Error(
        `selecting ${from}–${to} opened ${other ? 'another dialog' : 'nothing'} (attempt ${attempt})`,
      );
    }
    console.warn(`selecting ${from}–${to} opened no dialog (attempt ${attempt}); selecting again`);
  }
}

/**
 * The calendar's own entries (our addition to SPEC §2): the demo vendor adds a walk-in from the
 * page's button, sees it in the day view, is refused the same slot with the server's words, and
 * blocks time by selecting it on the schedule — drawn at once, and removable.
 */
describe('walk-ins and blocked time journey', () => {
  const journey = useJourney();
  const day = nextOpenDay();

  beforeAll(async () => {
    // The demo's bookings of the next days end by 15:00; should one ever move, it moves out of the way.
    const demo = await journey.demo();
    await demo.freeSlot(lagosInstant(day, '15:30'), lagosInstant(day, '18:00'));
  });

  it('adds a walk-in from the calendar and shows it in the day view', async () => {
    const { page } = journey;
    await journey.signIn(page);
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
    const { page } = journey;
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
    const { page } = journey;
    const dialog = await selectTime(page, '15:30', '16:30');
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
    const { page } = journey;
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

  it('books a 6-visit series every 4 weeks, shown with its one conflict before saving', async () => {
    const { page } = journey;
    const demo = await journey.demo();
    // Twenty weeks ahead: past the demo's 90-day rule, so the shop opens its calendar further first.
    const { rescheduling_hours: _kept, ...rules } = (await demo.details()).bookingrule;
    await demo.api.call(settingsApi.bookingRules, { body: { ...rules, future_booking_window: 180 } });
    const dates = [0, 1, 2, 3, 4, 5].map((i) => addDays(day, 28 * i));
    // The conflict: the third visit's hour is blocked off.
    await demo.api.call(calendarApi.addBlockedTime, {
      body: { date: dates[2] as string, start_time: '16:00', end_time: '17:00', reason: 'Supplier visit' },
    });

    await page.getByRole('button', { name: 'Add booking' }).click();
    const dialog = entryDialog(page, 'Add booking');
    await dialog.getByPlaceholder('Choose a service').click();
    await page.getByRole('option', { name: /^Wash & Set/ }).click();
    await dialog.getByLabel('Start time').fill('16:00');
    await dialog.getByLabel("Client's name").fill('Chioma');
    await dialog.getByLabel("Client's phone").fill('08035550123');
    await dialog.getByRole('switch', { name: 'Repeat this visit' }).check();
    await dialog.getByRole('button', { name: 'Check dates' }).click();
    const preview = dialog.getByRole('table', { name: 'Visits of the series' });
    await preview.getByText(SLOT_MESSAGES.blocked).waitFor();
    await expect(preview.getByText(SERIES_MESSAGES.free).count()).resolves.toBe(5);
    await preview.getByText(SLOT_MESSAGES.blocked).scrollIntoViewIfNeeded();
    await snap(page, 'walkin-series-preview-conflict');
    await dialog.getByRole('button', { name: 'Book 5 visits' }).click();
    await seeToast(page, SERIES_MESSAGES.booked(5));
    await dialog.waitFor({ state: 'detached' });

    // The first visit on the day shown, beside the walk-in, and the next one four weeks on.
    const visit = schedule(page).getByRole('button', { name: 'Wash & Set · Chioma' }).first();
    await visit.waitFor();
    await showDay(page, dates[1] as string);
    await visit.waitFor();
    await visit.scrollIntoViewIfNeeded();
    await snap(page, 'walkin-series-on-calendar');
  });
});
