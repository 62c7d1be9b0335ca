import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { bookingsApi, DEFAULT_REMINDER_SETTINGS, MSG, PAYMENT_MESSAGES, remindersApi } from '@app/shared';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { schedule, showDay } from './support/bookings.ts';
import { SCREENSHOTS, snap } from './support/browser.ts';
import { setSwitch } from './support/business.ts';
import { DEMO, useJourney } from './support/fixture.ts';
import { seeAlert } from './support/flows.ts';

/** A phone (390 × 844, touch), a screen the journey looks at as a client would. */
async function phonePage(journey: ReturnType<typeof useJourney>): Promise<Page> {
  const context = await journey.browser.newContext({
    baseURL: journey.server.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

/** A schedule event of the vendor's calendar by its title ('Wash & Set · Funmi'). */
const event = (page: Page, title: string) => schedule(page).getByRole('button', { name: title }).first();

/** What the phone shows now (the viewport, not the whole page): the sheet is fixed over the page. */
async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: resolve(SCREENSHOTS, `${name}.png`), fullPage, animations: 'disabled' });
}

/**
 * The public shop page (issue 33) on a phone: the demo vendor's View Shop leads to it; a new client
 * books two services with a deposit, proves their phone with the code the outbox holds, pays on the
 * sandbox checkout and sees the payment received on coming back to the shop page; the vendor's open
 * calendar shows the visit live. Once the shop confirms it, the client opens their own booking page
 * from the link in the shop's message, cancels it with the refund stated first, and the shop's side
 * shows the cancellation; the refund is what the page said. Two clients wait for that day (one joined
 * on the shop page, one added by the shop): the freed slot is texted to the first, whose link holds
 * and books it, while the second is not asked (issue 36). Once the shop lets clients book repeat
 * visits, the first client books Wash & Set every week, 4 visits, each date shown Free or why not,
 * and pays a deposit for each free visit in one checkout (issue 36).
 */
describe('shop page journey (phone, 390 × 844)', () => {
  const journey = useJourney();
  // A number no earlier run used, so the client is new.
  const national = `0813${String(Date.now()).slice(-7)}`;
  const e164 = `+234${national.slice(1)}`;
  let phone: Page;
  /** The Lagos day the client booked (the day buttons carry it). */
  let day = '';
  /** The client's booking page, from the shop's message. */
  let bookingPage = '';
  /** What the booking page said cancelling gives back, e.g. '₦7,250'. */
  let stated = '';
  // Two more new numbers: the first and the second on the waitlist.
  const waitingFirst = `0814${String(Date.now()).slice(-7)}`;
  const waitingSecond = `0815${String(Date.now()).slice(-7)}`;
  const firstE164 = `+234${waitingFirst.slice(1)}`;
  const secondE164 = `+234${waitingSecond.slice(1)}`;
  /** The phone of the first client on the waitlist. */
  let waiter: Page;
  afterAll(async () => {
    await phone?.context().close();
    await waiter?.context().close();
  });

  it("opens from the dashboard's View Shop, drawn before any script", async () => {
    const { page } = journey;
    await journey.signIn(page);
    await page.getByRole('button', { name: /user menu/ }).click();
    const href = await page.getByRole('menuitem', { name: 'View Shop' }).getAttribute('href');
    expect(href).toBe(`${journey.server.url}/shop/${DEMO.shop}`);

    phone = await phonePage(journey);
    // Readable without the script: the server draws the whole page.
    const bare = await journey.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const noScript = await bare.newPage();
    await noScript.goto(href!);
    await noScript.getByRole('heading', { name: 'Glow Beauty Lounge', level: 1 }).waitFor();
    await noScript.getByText('Starts at ₦25,000').first().waitFor();
    await bare.close();

    await phone.goto(href!);
    await phone.getByRole('heading', { name: 'Glow Beauty Lounge', level: 1 }).waitFor();
    await phone.getByText('Add the services you want, then choose a time.').waitFor();
    await shot(phone, 'shop-phone-first-screen');
    await shot(phone, 'shop-phone-whole-page', true);
  });

  it('books two services as a new client, proved by a code from the outbox, and pays the deposit', async () => {
    await phone.getByRole('button', { name: 'Add Wash & Set' }).click();
    await phone.getByRole('button', { name: 'Add Gel Manicure' }).click();
    await phone.getByText('2 services').waitFor();
    await shot(phone, 'shop-phone-chosen');
    await phone.getByRole('button', { name: 'Book', exact: true }).click();

    const sheet = phone.getByRole('dialog');
    await sheet.getByRole('heading', { name: 'Choose a time' }).waitFor();
    const days = sheet.getByRole('group', { name: 'Day' }).getByRole('button');
    await days.first().waitFor();
    // Tomorrow or later: today's times may pass while the journey runs.
    await days.nth(1).click();
    day = (await days.nth(1).getAttribute('data-date')) ?? '';
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // SPEC's 12-hour times.
    const firstTime = sheet.getByRole('group', { name: 'Time' }).getByRole('button').first();
    expect(await firstTime.textContent()).toMatch(/^\d{2}:\d{2} (AM|PM)$/);
    await shot(phone, 'shop-phone-times');

    // The vendor's calendar, open in the same browser on that day: the visit must appear there live.
    await journey.page.evaluate('window.__sameDocument = true');
    await showDay(journey.page, day);
    await firstTime.click();

    await sheet.getByRole('heading', { name: 'Your details' }).waitFor();
    await sheet.getByLabel('Your name').fill('Funmi Adebayo');
    await sheet.getByLabel('Phone number').fill(national);
    await sheet.getByLabel('E-mail (optional)').fill(`funmi.${Date.now()}@example.ng`);
    await sheet.getByLabel('Note for the shop (optional)').fill('Short nails, please.');
    // Reminders are her own choice (NDPA s.26): the box starts unticked, and she ticks it.
    const reminders = sheet.getByRole('checkbox', { name: /^Send me reminders of this appointment/ });
    expect(await reminders.isChecked()).toBe(false);
    await reminders.check();
    // Half of ₦8,000 and of ₦6,500.
    await sheet.getByText('₦7,250').waitFor();
    await shot(phone, 'shop-phone-details');
    await sheet.getByRole('button', { name: 'Continue' }).click();

    await sheet.getByRole('heading', { name: 'Confirm your number' }).waitFor();
    await sheet.getByText(/We sent a 6-digit code to 0813 .* by SMS\./).waitFor();
    await sheet.getByLabel('6-digit code').fill(journey.server.lastCode(e164));
    await shot(phone, 'shop-phone-code');
    await sheet.getByRole('button', { name: 'Confirm and pay ₦7,250 deposit' }).click();

    await phone.getByText('TEST MODE').first().waitFor();
    await shot(phone, 'shop-phone-checkout');
    await phone.getByRole('button', { name: /^Pay ₦/ }).click();
    // The checkout comes back to the shop page itself, which tells where the deposit stands.
    await phone.waitForURL((url) => url.pathname === `/shop/${DEMO.shop}`);
    await phone.getByText(PAYMENT_MESSAGES.paid).waitFor();
    await phone.getByText(/^Wash & Set, Gel Manicure · /).waitFor();
    await shot(phone, 'shop-phone-paid');
  });

  it("shows the visit live on the vendor's open calendar, without a reload", async () => {
    const { page } = journey;
    await event(page, 'Wash & Set · Funmi').waitFor();
    await event(page, 'Gel Manicure · Funmi').waitFor();
    expect(await page.evaluate('window.__sameDocument')).toBe(true);
    await event(page, 'Wash & Set · Funmi').scrollIntoViewIfNeeded();
    await snap(page, 'shop-vendor-calendar-live');
  });

  it("puts the visit on the vendor's side, the two services under one multiple_id", async () => {
    const demo = await journey.demo();
    const mine = (await demo.bookings()).filter((b) => b.enduser?.first_name === 'Funmi');
    expect(mine.map((b) => b.service_name).sort()).toEqual(['Gel Manicure', 'Wash & Set']);
    expect(new Set(mine.map((b) => b.multiple_id)).size).toBe(1);
    expect(mine.every((b) => ['pending', 'approved'].includes(b.booking_status))).toBe(true);
    expect(mine.find((b) => b.service_name === 'Wash & Set')?.service_comment).toBe('Short nails, please.');
  });

  it("opens the client's booking page from the link in the shop's confirmation", async () => {
    const demo = await journey.demo();
    const mine = (await demo.bookings()).filter((b) => b.enduser?.first_name === 'Funmi');
    // Quiet hours (21:00–07:00 Lagos) hold a confirmation until morning, and the journey may run
    // at night: the shop turns them off, so the confirmation goes at once.
    await demo.api.call(remindersApi.saveSettings, {
      body: { ...DEFAULT_REMINDER_SETTINGS, quiet_hours_enabled: false },
    });
    // The shop confirms the visit; its confirmation goes to the client with the link.
    await demo.api.call(bookingsApi.acceptAll, { params: { ids: mine.map((b) => b.id).join(',') } });
    const deadline = Date.now() + 30_000;
    for (;;) {
      const link = journey.server
        .messagesTo(e164)
        .map((text) => text.match(/Your booking: (\S+)/)?.[1])
        .findLast(Boolean);
      if (link) {
        bookingPage = link;
        break;
      }
      if (Date.now() > deadline) throw new Error('no message with the booking page reached the outbox');
      await new Promise((done) => setTimeout(done, 250));
    }
    expect(new URL(bookingPage).pathname).toBe(`/shop/${DEMO.shop}/booking`);

    await phone.goto(bookingPage);
    await phone.getByRole('heading', { name: 'Your booking', level: 1 }).waitFor();
    await phone.getByText('Wash & Set', { exact: true }).waitFor();
    await phone.getByText('Gel Manicure', { exact: true }).waitFor();
    // 'Mon, 30 Nov 2026, 10:00 AM – 11:30 AM'
    expect(await phone.locator('.when').first().textContent()).toMatch(
      /^\w{3}, \d{2} \w{3} \d{4}, \d{2}:\d{2} (AM|PM) – \d{2}:\d{2} (AM|PM)$/,
    );
    await phone.getByText('Deposit paid').waitFor();
    await phone.locator('#payment-status').getByText('Your deposit is paid.').waitFor();
    await shot(phone, 'shop-phone-booking-page');
    await shot(phone, 'shop-phone-booking-page-whole', true);

    // Add to calendar: an iCalendar file of the two services.
    const href = await phone.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
    const ics = await phone.context().request.get(href!);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    expect((await ics.text()).match(/BEGIN:VEVENT/g)).toHaveLength(2);

    // The same page on a desktop screen.
    const desk = await journey.browser.newContext({
      baseURL: journey.server.url,
      viewport: { width: 1280, height: 900 },
    });
    const wide = await desk.newPage();
    await wide.goto(bookingPage);
    await wide.getByRole('heading', { name: 'Your booking', level: 1 }).waitFor();
    await shot(wide, 'shop-desktop-booking-page', true);
    await wide.goto(`/shop/${DEMO.shop}`);
    await wide.getByRole('heading', { name: 'Glow Beauty Lounge', level: 1 }).waitFor();
    await shot(wide, 'shop-desktop-whole-page', true);
    await desk.close();
  });

  it('offers other free times for a service, in 12-hour times, where the shop allows moving', async () => {
    const move = phone.locator('[data-action="move"]').first();
    await move.getByText('Request another time').click();
    await move.getByLabel('Day').fill(day);
    const times = move.getByRole('group', { name: 'Free times' }).getByRole('button');
    await times.first().waitFor();
    for (const text of await times.allTextContents()) expect(text).toMatch(/^\d{2}:\d{2} (AM|PM)$/);
    await shot(phone, 'shop-phone-booking-move');
    // Left as it was: the visit is cancelled next.
    await move.getByText('Request another time').click();
  });

  it('messages the shop from the booking page', async () => {
    await phone.getByText('Open the chat').click();
    await phone.getByLabel('Your message').fill('Can I come 10 minutes early?');
    await phone.getByRole('button', { name: 'Send', exact: true }).click();
    await phone.locator('.chat li.me').getByText('Can I come 10 minutes early?').waitFor();
    await shot(phone, 'shop-phone-booking-chat');
    await phone.getByText('Open the chat').click();
  });

  it('cancels from the booking page, the refund stated before confirming', async () => {
    await phone.getByText('Cancel this booking').click();
    const refund = phone.locator('#refund');
    await refund.waitFor();
    stated = (await refund.textContent())?.match(/You get (₦[\d,]+) back/)?.[1] ?? '';
    expect(stated).toMatch(/^₦[\d,]+$/);
    await shot(phone, 'shop-phone-cancel-confirm');
    await phone.getByRole('button', { name: 'Yes, cancel my booking' }).click();
    // Confirmed bookings wait for the shop's agreement; the page says so, with the same refund.
    await phone.locator('#visit-status').getByText(`you get ${stated} back`).waitFor();
    await phone.getByText('You asked to cancel: waiting for the shop').first().waitFor();
    await shot(phone, 'shop-phone-cancel-asked');
  });

  it('puts two clients on the waitlist for that day: one from the shop page, one by the shop', async () => {
    waiter = await phonePage(journey);
    await waiter.goto(`/shop/${DEMO.shop}`);
    const form = waiter.locator('#waitlist');
    await form.locator('summary').click();
    await form.getByLabel('Service').selectOption({ label: 'Wash & Set' });
    await form.getByLabel('From').fill(day);
    await form.getByLabel('To').fill(day);
    await form.getByLabel('Your name').fill('Kemi Ojo');
    await form.getByLabel('Phone (WhatsApp or SMS)').fill(waitingFirst);
    await shot(waiter, 'shop-phone-waitlist-join');
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await waiter.getByRole('heading', { name: "You're on the waitlist" }).waitFor();

    // The second is added by the shop on its Waitlist page.
    const { page } = journey;
    await page.getByRole('link', { name: 'Waitlist' }).click();
    await page.getByRole('heading', { name: 'Add a client' }).waitFor();
    const add = page.locator('form').filter({ hasText: 'Add to waitlist' });
    await add.getByLabel('Service').selectOption({ label: 'Wash & Set' });
    await add.getByLabel('From').fill(day);
    await add.getByLabel('To').fill(day);
    await add.getByLabel('Client name').fill('Ngozi Obi');
    await add.getByLabel('Phone').fill(waitingSecond);
    await add.getByRole('button', { name: 'Add to waitlist' }).click();
    await page.locator('[data-entry="Ngozi Obi"]').waitFor();
    await page.getByRole('link', { name: 'Calendar' }).click();
    await showDay(page, day);
  });

  it("shows the cancellation on the vendor's side; once agreed, the refund is the stated one", async () => {
    const { page } = journey;
    const demo = await journey.demo();
    await event(page, 'Wash & Set · Funmi').click();
    const details = page.getByRole('dialog', { name: 'Appointment Details' });
    await details.getByText('Cancellation Requested', { exact: true }).first().waitFor();
    await details
      .getByText('Reminders: the client asked for them on your booking page', { exact: false })
      .waitFor();
    await snap(page, 'shop-vendor-cancel-requested');
    await details.getByRole('button', { name: 'Close' }).first().click();

    const mine = (await demo.bookings()).filter((b) => b.enduser?.first_name === 'Funmi');
    for (const b of mine)
      await demo.api.call(bookingsApi.decideCancel, { params: { id: b.id, decision: 'accept' } });
    const after = (await demo.bookings()).filter((b) => b.enduser?.first_name === 'Funmi');
    expect(after.map((b) => b.booking_status)).toEqual(['cancelled', 'cancelled']);
    const back = after.reduce((sum, b) => sum + b.amount_paid - b.deposit_kept, 0);
    expect(`₦${back.toLocaleString('en-NG')}`).toBe(stated);

    await phone.reload();
    await phone.getByText('Cancelled', { exact: true }).first().waitFor();
    await phone
      .locator('#payment-status')
      .getByText(`${stated} of your deposit is refunded to you`)
      .waitFor();
    await shot(phone, 'shop-phone-cancelled');
  });

  it('offers the freed slot to the first on the waitlist, who takes it through the link while the second waits', async () => {
    const deadline = Date.now() + 30_000;
    let offer = '';
    while (!offer) {
      offer =
        journey.server
          .messagesTo(firstE164)
          .map((text) => text.match(/(\S+\/waitlist\/\S+)/)?.[1])
          .findLast(Boolean) ?? '';
      if (!offer && Date.now() > deadline) throw new Error('no waitlist offer reached the outbox');
      if (!offer) await new Promise((done) => setTimeout(done, 250));
    }
    expect(journey.server.messagesTo(secondE164)).toEqual([]);
    await waiter.goto(offer);
    await waiter.getByRole('heading', { name: 'A slot opened up for you' }).waitFor();
    await waiter.getByText('Held for you').waitFor();
    await shot(waiter, 'shop-phone-waitlist-offer');
    // Wash & Set asks a deposit: the slot is held while she pays it, then her offer's page says booked.
    await waiter.getByRole('button', { name: 'Book and pay ₦4,000 deposit' }).click();
    await waiter.getByText('TEST MODE').first().waitFor();
    await waiter.getByRole('button', { name: /^Pay ₦/ }).click();
    await waiter.waitForURL((url) => url.pathname.startsWith('/waitlist/'));
    await waiter.getByText('Booked', { exact: true }).waitFor();
    await shot(waiter, 'shop-phone-waitlist-booked');
    // A second tap of the link books nothing more.
    expect(
      (await waiter.context().request.post(`/api/waitlist/offers/${offer.split('/').at(-1)}/take`)).status(),
    ).toBe(409);

    const { page } = journey;
    await page.getByRole('link', { name: 'Waitlist' }).click();
    const first = page.locator('[data-entry="Kemi Ojo"]');
    await first.locator('[data-offer="taken"]').waitFor();
    await page.locator('[data-entry="Ngozi Obi"]').getByText('Not offered a slot yet').waitFor();
    expect(journey.server.messagesTo(secondE164)).toEqual([]);
    await snap(page, 'shop-vendor-waitlist');
    const booked = (await (await journey.demo()).bookings()).filter(
      (b) => b.enduser?.first_name === 'Kemi Ojo',
    );
    // Paid, it is a request like any paid online booking: the demo shop confirms by hand.
    expect(booked.map((b) => [b.service_name, b.booking_status])).toEqual([['Wash & Set', 'pending']]);
  });
  it('books a 4-visit series once the shop lets clients book repeat visits, a deposit for each visit', async () => {
    const { page } = journey;
    await page.goto('/dashboard/settings/advance-settings');
    const form = page.getByRole('form', { name: 'Booking rules' });
    await form.getByRole('switch', { name: 'Clients can book repeat visits' }).waitFor();
    await setSwitch(page, 'Clients can book repeat visits', true);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await seeAlert(page, MSG.detailsSaved);

    await phone.goto(`/shop/${DEMO.shop}`);
    await phone.getByRole('button', { name: 'Add Wash & Set' }).click();
    await phone.getByRole('button', { name: 'Book', exact: true }).click();
    const sheet = phone.getByRole('dialog');
    const days = sheet.getByRole('group', { name: 'Day' }).getByRole('button');
    await days.nth(2).click();
    await sheet.getByRole('group', { name: 'Time' }).getByRole('button').last().click();
    await sheet.getByRole('heading', { name: 'Your details' }).waitFor();
    await sheet.getByRole('checkbox', { name: 'Repeat this visit' }).check();
    await sheet.getByLabel('Every').selectOption('1');
    expect(await sheet.getByRole('spinbutton', { name: 'Visits' }).inputValue()).toBe('4');
    await sheet.getByRole('button', { name: 'Check dates' }).click();
    const dates = sheet.getByRole('list', { name: 'Your visits' }).getByRole('listitem');
    await dates.first().waitFor();
    expect(await dates.count()).toBe(4);
    const free = await dates.filter({ hasText: /— Free$/ }).count();
    expect(free).toBeGreaterThan(0);
    await shot(phone, 'shop-phone-series-dates');
    await shot(phone, 'shop-phone-series-sheet', true);
    // Half of ₦8,000 on each free visit, in one payment.
    await sheet
      .getByRole('button', {
        name: `Book ${free} visits and pay ₦${(4_000 * free).toLocaleString('en-NG')} deposit`,
      })
      .click();
    await phone.getByText('TEST MODE').first().waitFor();
    await phone.getByRole('button', { name: /^Pay ₦/ }).click();
    await phone.waitForURL((url) => url.pathname === `/shop/${DEMO.shop}`);
    await phone.getByText(PAYMENT_MESSAGES.paid).waitFor();
    await phone.getByText(new RegExp(`^Wash & Set · .* and ${free - 1} more visits`)).waitFor();
    await shot(phone, 'shop-phone-series-paid');

    const series = (await (await journey.demo()).bookings()).filter(
      (b) => b.series_id != null && b.enduser?.first_name === 'Funmi' && b.service_name === 'Wash & Set',
    );
    expect(series).toHaveLength(free);
    expect(new Set(series.map((b) => b.series_id)).size).toBe(1);
  });
});
