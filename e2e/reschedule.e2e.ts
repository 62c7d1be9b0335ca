import { formatDetails, lagos, RESCHEDULE_MESSAGES } from '@app/shared';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  customerSession,
  lagosInstant,
  nextOpenDay,
  schedule,
  seeToast,
  showDay,
} from './support/bookings.ts';
import { snap } from './support/browser.ts';
import { DEMO, useJourney } from './support/fixture.ts';

const TITLE = `Wash & Set · ${DEMO.customer.firstName}`;
/** The booking's event in the schedule; its accessible name starts with its times. */
const bookingEvent = (page: Page): Locator => schedule(page).getByRole('button', { name: TITLE }).first();
const detailsDialog = (page: Page) => page.getByRole('dialog', { name: 'Appointment Details' });
const dayHeading = (page: Page, day: string) =>
  schedule(page).getByRole('heading', { name: lagos(`${day}T12:00:00Z`).format('MMMM D, YYYY') });

/**
 * Where an event sits in the day view, once it is drawn, in the scrolled content's own terms: the
 * view opens near the current hour and may scroll again when it redraws, which moves neither.
 */
async function topOf(event: Locator) {
  await event.waitFor();
  return event.evaluate((element) => {
    const view = element.ownerDocument.defaultView;
    let scroller = element.parentElement;
    while (scroller && !/auto|scroll/.test(view?.getComputedStyle(scroller).overflowY ?? ''))
      scroller = scroller.parentElement;
    return element.getBoundingClientRect().top + (scroller?.scrollTop ?? 0) + (view?.scrollY ?? 0);
  });
}

/**
 * Rescheduling (issue 15): a customer moves their booking through the customer API within the
 * demo vendor's rule (24 hours' notice) and the vendor's open calendar shows it move, and leave
 * the day, without a reload; then the vendor proposes a new time from the details, which holds
 * it, and the customer's accept moves the booking back, live again.
 */
describe('rescheduling journey', () => {
  const journey = useJourney();
  // Days far enough ahead for the 24 hours' notice, and the open day after.
  const day = nextOpenDay(lagos(new Date()).add(2, 'day').toDate());
  const later = nextOpenDay(lagosInstant(day, '12:00'));
  let customer: Awaited<ReturnType<typeof customerSession>>;
  let id = 0;

  beforeAll(async () => {
    const demo = await journey.demo();
    for (const d of [day, later]) await demo.freeSlot(lagosInstant(d, '15:30'), lagosInstant(d, '18:00'));
    customer = await customerSession(journey.server.url, DEMO.customer.email, DEMO.customer.password);
    const [booking] = await customer.book([{ service: 'Wash & Set', date: day, time: '16:00' }]);
    if (!booking) throw new Error('the booking was not made');
    id = booking.id;
  });

  it('shows the customer’s move live: later the same day, then to another day', async () => {
    const { page } = journey;
    await journey.signIn(page);
    await showDay(page, day);
    await dayHeading(page, day).waitFor();
    const event = bookingEvent(page);
    await event.scrollIntoViewIfNeeded();
    const before = await topOf(event);
    await snap(page, 'reschedule-calendar-before');
    // A marker on window survives only if the page is not reloaded.
    await page.evaluate('window.__sameDocument = true');

    const moved = await customer.reschedule(id, day, '17:00');
    expect(moved).toMatchObject({ servvice_date: day, service_time: '17:00' });
    await expect.poll(async () => topOf(event), { timeout: 10_000 }).toBeGreaterThan(before);
    await snap(page, 'reschedule-calendar-moved-live');

    await customer.reschedule(id, later, '16:00');
    await event.waitFor({ state: 'detached' });
    await showDay(page, later);
    await dayHeading(page, later).waitFor();
    await event.waitFor();
    expect(await page.evaluate('window.__sameDocument')).toBe(true);

    // The vendor is alerted with the 'reschedule' type.
    await page.getByRole('button', { name: 'Alerts', exact: true }).click();
    const alerts = page.getByRole('dialog', { name: 'Alerts' });
    await alerts.getByText('Booking rescheduled').first().waitFor();
    await snap(page, 'reschedule-alerts');
    await alerts.getByRole('button', { name: 'Close' }).first().click();
    await alerts.waitFor({ state: 'detached' });
  });

  it('proposes a new time from the details; the customer accepts and the calendar follows', async () => {
    const { page } = journey;
    const event = bookingEvent(page);
    await event.click();
    const details = detailsDialog(page);
    await details.getByRole('button', { name: 'Reschedule' }).click();
    const form = details.getByRole('group', { name: 'Reschedule' });
    await form.getByLabel('New date').fill(day);
    const time = form.getByLabel('New time');
    await time.locator('option[value="16:00"]').waitFor({ state: 'attached' });
    await time.selectOption('16:00');
    await snap(page, 'reschedule-propose');
    await form.getByRole('button', { name: 'Propose new time' }).click();
    await seeToast(page, RESCHEDULE_MESSAGES.proposed);
    await details.getByText(`${formatDetails(lagosInstant(day, '16:00'))}, waiting for`).waitFor();
    await snap(page, 'reschedule-proposal-waiting');

    await customer.answerProposal(id, true);
    // Live: the proposal is answered and the booking leaves the day shown.
    await details.getByRole('button', { name: 'Withdraw' }).waitFor({ state: 'detached' });
    // The dialog closes by itself once no list it reads holds the booking; else Escape closes it.
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await event.waitFor({ state: 'detached' });
    await showDay(page, day);
    await dayHeading(page, day).waitFor();
    await event.scrollIntoViewIfNeeded();
    await snap(page, 'reschedule-calendar-accepted');
    expect(await page.evaluate('window.__sameDocument')).toBe(true);
  });
});
