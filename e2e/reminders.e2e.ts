import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { calendarApi, lagos, MSG, REMINDER_MESSAGES, REMINDERS } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { schedule, showDay } from './support/bookings.ts';
import { snap } from './support/browser.ts';
import { useJourney } from './support/fixture.ts';
import { seeAlert, submitSignIn, uniqueVendor } from './support/flows.ts';
import { createVendorWithService } from './support/money.ts';
import { lagosParts, soonStart, type VendorApi } from './support/vendor.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How often the server looks for due messages in this journey (the default is 15 s). */
const POLL_MS = 2000;
const CLIENT = 'Amaka';
/** Her name as she corrects it from her booking page. */
const CORRECTED = 'Amaka Obi';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type OutboxFile = { channel: string; to: string; text: string; template?: string; created_at: string };
/** The outbox files (the embedded default of WhatsApp, SMS and e-mail) of one template. */
const outbox = (dataDir: string, template: string): OutboxFile[] => {
  const dir = join(dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as OutboxFile)
    .filter((file) => file.template === template);
};

/**
 * Client reminders (issue 15): the vendor turns quiet hours off on the Notification settings page
 * (so the journey runs at any hour), books a walk-in two hours and a few minutes ahead, and sees
 * its messages in Appointment Details: the confirmation sent by WhatsApp, the 2-hour reminder
 * scheduled. The server's clock then moves on: the reminder's file appears in the outbox when it
 * falls due, not before, and the dialog then shows it sent. Runs without the demo data.
 */
describe('client reminders journey', () => {
  const journey = useJourney({
    env: { SEED_DEMO: '0', MESSAGES_POLL_MS: String(POLL_MS) },
    movableClock: true,
  });
  const vendor = { ...uniqueVendor('ngozi'), password: 'Secret@123', fullName: 'Ngozi Obi' };
  let vendorApi: VendorApi;
  let serviceId = 0;
  /** The walk-in's Lagos date, for the calendar to show it again. */
  let bookedOn = '';

  beforeAll(async () => {
    const made = await createVendorWithService(journey.server.url, vendor, {
      name: 'Cornrows',
      price: 6_000,
      minutes: 5,
    });
    serviceId = made.serviceId;
    vendorApi = journey.vendorSession(made);
    await vendorApi.verifyContacts();
  });

  it('sets reminders a day and two hours before, with quiet hours off', async () => {
    const { page } = journey;
    await page.goto('/sign-in');
    await submitSignIn(page, vendor.email, vendor.password);
    await seeAlert(page, MSG.signInSuccess);
    await page.waitForURL('**/dashboard/calendar');

    await page.goto('/dashboard/settings/notification');
    const form = page.getByRole('form', { name: 'Client reminders' });
    await form.getByText('1 day before').first().waitFor();
    await form.getByText('2 hours before').first().waitFor();
    await form.getByText('No messages in these hours (Lagos time)', { exact: false }).waitFor();
    await form.getByRole('switch', { name: 'Quiet hours' }).click({ force: true });
    expect(await form.getByLabel('Quiet hours begin').isDisabled()).toBe(true);
    await form.getByRole('button', { name: 'Save reminders' }).click();
    await seeAlert(page, REMINDER_MESSAGES.saved);
    await snap(page, 'reminders-settings');
  });

  it('sends the 2-hour reminder to the outbox when it falls due, and the vendor sees it sent', {
    timeout: 2 * MINUTE,
  }, async () => {
    const { page, server } = journey;
    // The next whole minute at least 2 hours and 5 minutes away by the server's clock: its
    // reminder is due in 5 to 6 minutes, later than the screens below take, and the server's clock
    // moves there. In the last minutes of a Lagos day no appointment fits before closing: the
    // clock moves on to the next day first.
    let start = soonStart(server.now(), 2 * 3600 + 5 * 60);
    if (lagos(start).hour() === 23 && lagos(start).minute() >= 50) {
      server.setClockAhead(15 * MINUTE);
      start = soonStart(server.now(), 2 * 3600 + 5 * 60);
    }
    const due = start.getTime() - 2 * HOUR;
    const at = lagosParts(start);
    bookedOn = at.date;
    await vendorApi.setBookingRules({ booking_window: 0 });
    await vendorApi.openAllDay(at.weekday);
    // Booked an hour before by the server's clock: a reminder within the hour after the
    // confirmation would repeat it and is not planned (issue 36).
    server.setClockAhead(server.now().getTime() - Date.now() - REMINDERS.confirmationCoversMs);
    await vendorApi.api.call(calendarApi.walkIn, {
      body: {
        source: 'phone',
        service_id: serviceId,
        date: at.date,
        time: at.time,
        client_name: CLIENT,
        client_phone: '08031234567',
        client_email: 'amaka@example.ng',
        note: '',
      },
    });
    // Confirmed at once (right after the commit) by WhatsApp, the first channel; the reminder waits.
    for (let i = 0; i < 20 && outbox(server.dataDir, 'appointment_confirmed').length === 0; i += 1)
      await sleep(100);
    expect(outbox(server.dataDir, 'appointment_confirmed')).toEqual([
      expect.objectContaining({ channel: 'whatsapp', to: '+2348031234567' }),
    ]);

    await page.goto('/dashboard/calendar');
    await showDay(page, at.date);
    const event = schedule(page)
      .getByRole('button', { name: `Cornrows · ${CLIENT}` })
      .first();
    await event.waitFor();
    await event.scrollIntoViewIfNeeded();
    await event.click();
    const details = page.getByRole('dialog', { name: 'Appointment Details' });
    const sent = details.getByRole('list', { name: 'Sent messages' });
    const planned = details.getByRole('list', { name: 'Planned messages' });
    const reminder = details.getByRole('listitem').filter({ hasText: 'Reminder, 2 h before' });
    await sent.getByRole('listitem').filter({ hasText: 'Confirmation' }).getByText('Sent').waitFor();
    await planned.getByRole('listitem').filter({ hasText: 'Reminder, 2 h before' }).waitFor();
    // A day before has already passed: only the 2-hour reminder is planned; the line says so.
    expect(await planned.getByRole('listitem').count()).toBe(1);
    await details
      .getByText('The client has been told of this booking. Reminders go at the times below.')
      .waitFor();
    await snap(page, 'reminders-details-scheduled');

    // Not before it is due: the server's clock moves to 10 s before, and two polling rounds pass …
    server.setClockAhead(due - 10_000 - Date.now());
    await sleep(2 * POLL_MS + 500);
    expect(outbox(server.dataDir, 'appointment_reminder')).toEqual([]);
    // … and there once it is, within a polling round or two.
    server.setClockAhead(due - Date.now());
    let files: OutboxFile[] = [];
    while (files.length === 0 && server.now().getTime() < due + 3 * POLL_MS + 5000) {
      await sleep(250);
      files = outbox(server.dataDir, 'appointment_reminder');
    }
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(Date.parse(file!.created_at)).toBeGreaterThanOrEqual(due);
    expect(Date.parse(file!.created_at)).toBeLessThan(due + 3 * POLL_MS + 5000);
    expect(file).toMatchObject({ channel: 'whatsapp', to: '+2348031234567' });
    expect(file!.text).toContain(
      `a reminder of your Cornrows appointment on ${lagos(start).format('ddd, DD MMM YYYY, hh:mm A')}`,
    );

    // The open dialog looks again while a message waits, and shows it sent by WhatsApp.
    await reminder.getByText('Sent').waitFor({ timeout: 30_000 });
    await reminder.getByText('by WhatsApp', { exact: false }).waitFor();
    await snap(page, 'reminders-details-sent');
  });

  it('the client stops reminders with the link in a message; the vendor sees it, and downloads her data', async () => {
    const { page, server } = journey;
    // The link at the end of the reminder (issue 37): opening it asks, its one button stops them.
    const [reminder] = outbox(server.dataDir, 'appointment_reminder');
    const link = reminder?.text.match(/Tap (\S+) to stop reminders\./)?.[1];
    expect(link).toMatch(/\/stop\/\d+\.[\w-]{22}$/);
    // On the client's own phone (390 × 844), not the vendor's browser.
    const phoneContext = await journey.browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const phone = await phoneContext.newPage();
    await phone.goto(new URL(link!).pathname);
    await phone.getByRole('heading', { name: /^Stop reminders from .+\?$/ }).waitFor();
    await snap(phone, 'reminders-opt-out-question');
    await phone.getByRole('button', { name: 'Stop reminders' }).tap();
    await phone.getByRole('heading', { name: /^You will no longer receive reminders from .+\.$/ }).waitFor();
    await snap(phone, 'reminders-opt-out-done');
    await phoneContext.close();

    // Appointment Details tells the vendor where the client stands.
    await page.goto('/dashboard/calendar');
    await showDay(page, bookedOn);
    const event = schedule(page)
      .getByRole('button', { name: `Cornrows · ${CLIENT}` })
      .first();
    await event.waitFor();
    await event.scrollIntoViewIfNeeded();
    await event.click();
    const details = page.getByRole('dialog', { name: 'Appointment Details' });
    await details
      .getByText('Messages stopped by the client with the link in a message', { exact: false })
      .waitFor();
    await snap(page, 'reminders-details-opted-out');

    // Settings › Your data: the ZIP of everything of hers.
    await page.goto('/dashboard/settings');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download your data' }).click();
    expect((await download).suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    await page.getByRole('status').filter({ hasText: 'Downloaded my-data-' }).waitFor();
    await snap(page, 'settings-your-data');
  });

  it('the client corrects her name, then asks, from her booking page, for her data and its erasure; the vendor sees both', async () => {
    const { page, server } = journey;
    // Her booking page, from the link in the shop's message (issue 33).
    const [message] = outbox(server.dataDir, 'appointment_confirmed');
    const link = message?.text.match(/(https?:\/\/\S+\/booking\?key=[\w-]+)/)?.[1];
    expect(link).toBeTruthy();
    const phoneContext = await journey.browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      acceptDownloads: true,
    });
    const phone = await phoneContext.newPage();
    await phone.goto(new URL(link!).pathname + new URL(link!).search);
    await phone.getByText('Download, correct or erase your data').tap();
    /** A code to the booking's phone, as the SMS carries it (the outbox, in the embedded default). */
    const freshCode = async () => {
      await phone.getByRole('button', { name: 'Send me a code' }).tap();
      await phone.getByRole('status').filter({ hasText: 'code' }).waitFor();
      const sms = readdirSync(join(server.dataDir, 'outbox'))
        .map((name) => JSON.parse(readFileSync(join(server.dataDir, 'outbox', name), 'utf8')) as OutboxFile)
        .filter((file) => /is your code/.test(file.text))
        .sort((a, b) => a.created_at.localeCompare(b.created_at))
        .at(-1);
      const code = sms?.text.match(/\b(\d{6})\b/)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      await phone.getByLabel('Code').fill(code!);
    };

    // Her name as the shop holds it, corrected (NDPA s.34(1)(c)).
    await freshCode();
    await phone.getByLabel('Your name').fill(CORRECTED);
    await phone.getByLabel('Your e-mail (optional)').fill('amaka.obi@example.ng');
    await phone.getByRole('button', { name: 'Save my details' }).tap();
    await phone.getByRole('status').filter({ hasText: 'now has your name and e-mail' }).waitFor();
    await phone.getByRole('button', { name: 'Save my details' }).scrollIntoViewIfNeeded();
    await snap(phone, 'visit-data-corrected');

    // A code works once: the next one a minute later (the server's clock moves there).
    server.setClockAhead(server.now().getTime() - Date.now() + 61_000);
    await freshCode();
    await phone.getByLabel(/Also ask .+ to erase/).check();
    const download = phone.waitForEvent('download');
    await phone.getByRole('button', { name: 'Download my data' }).tap();
    expect((await download).suggestedFilename()).toBe('my-data.json');
    await phone.getByRole('status').filter({ hasText: 'erasure request' }).waitFor();
    await snap(phone, 'visit-data-erasure-asked');
    await phoneContext.close();

    // The vendor sees both in Settings, under Your data, the erasure with 'Erase now'.
    await page.goto('/dashboard/settings');
    const requests = page.getByRole('list', { name: 'Privacy requests' });
    await requests.getByRole('listitem', { name: CORRECTED }).first().waitFor();
    await expect(requests.getByRole('listitem', { name: CORRECTED }).count()).resolves.toBe(2);
    await requests.getByText('corrected her name and e-mail', { exact: false }).waitFor();
    await expect(requests.getByRole('button', { name: 'Erase now' }).count()).resolves.toBe(1);
    await snap(page, 'settings-privacy-requests');
  });
});
