import {
  CALENDAR_FEED_MESSAGES,
  customerApi,
  fromLagos,
  SLOT_MESSAGES,
  STAFF_MESSAGES,
  staffApi,
} from '@app/shared';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, attempt } from './support/api.ts';
import { schedule, showDay } from './support/bookings.ts';
import { snap } from './support/browser.ts';
import { dayName, pickOptions, setTime } from './support/business.ts';
import { useJourney } from './support/fixture.ts';
import { seeAlert, submitSignIn, uniqueVendor } from './support/flows.ts';
import { createVendorWithService, dialog, nextOpenSlot, registerCustomer } from './support/money.ts';

const SERVICE = { name: 'Silk Press', price: 8000 };

/**
 * Team members (issue 15): the vendor adds a stylist with her own hours on the Team page, a
 * customer books her through the customer API, and the calendar's team filter shows her column of
 * the day: her booking, and not her colleague's at the same time. Set up through the API only, so it
 * runs on PostgreSQL too.
 */
describe('team journey', () => {
  const journey = useJourney({ env: { SEED_DEMO: '0' } });
  const vendor = { ...uniqueVendor('amaka'), password: 'Secret@123', fullName: 'Amaka Eze' };
  // Far enough ahead for the default rescheduling notice (24 hours).
  const testDay = nextOpenSlot('11:00', 26 * 60);
  let vendorToken = '';
  let customer = '';
  let bookedId = 0;
  let vendorId = 0;
  let serviceId = 0;

  beforeAll(async () => {
    const { page, server } = journey;
    const made = await createVendorWithService(server.url, vendor, SERVICE);
    ({ token: vendorToken, userId: vendorId, serviceId } = made);
    await journey.vendorSession(made).verifyContacts();
    // A colleague who was on the team already, working the business's hours.
    await apiClient(server.url).call(
      staffApi.create,
      {
        body: {
          name: 'Bola',
          service_ids: [serviceId],
          days: [0, 1, 2, 3, 4, 5].map((day) => ({
            day,
            open_time: '09:00',
            close_time: '18:00',
            breaks: [],
          })),
        },
      },
      { token: vendorToken },
    );
    await page.goto('/sign-in');
    await submitSignIn(page, vendor.email, vendor.password);
    await page.waitForURL('**/dashboard/calendar');
  });

  it('adds a team member with her services and hours', async () => {
    const { page } = journey;
    await page.goto('/dashboard/settings/team');
    await page.locator('[data-staff="Bola"]').waitFor();
    await page.getByRole('button', { name: 'Add team member' }).click();
    const form = dialog(page, 'Add team member');
    await form.getByLabel('Name').fill('Ada Obi');
    await pickOptions(form.getByLabel('Services they perform'), [SERVICE.name], form.getByLabel('Name'));
    // She starts at 10:00 on the test day, with lunch at 13:00–14:00 (the suggested break).
    const day = dayName(testDay);
    await setTime(page, `${day} opening time`, '10:00');
    await form.getByRole('button', { name: `Add break on ${day}` }).click();
    await snap(page, 'team-member-form');
    await form.getByRole('button', { name: 'Add member' }).click();
    await seeAlert(page, STAFF_MESSAGES.added);
    await form.waitFor({ state: 'detached' });
    const row = page.locator('[data-staff="Ada Obi"]');
    await row.getByText(SERVICE.name).waitFor();
    await row.getByText(`${day.slice(0, 3)} 10:00 AM–06:00 PM`).waitFor();
    await snap(page, 'team-page');
  });

  it('books her for a customer, and the calendar shows the booking under her filter', async () => {
    const { page, server } = journey;
    const api = apiClient(server.url);
    const { staff } = await api.call(staffApi.list, {}, { token: vendorToken });
    const ada = staff.find((m) => m.name === 'Ada Obi');
    const bola = staff.find((m) => m.name === 'Bola');
    if (!ada || !bola) throw new Error('the team is not as the page left it');
    customer = await registerCustomer(server.url, {
      email: `tolu.${Date.now()}@customer.ng`,
      firstName: 'Tolu',
      lastName: 'Ade',
    });
    const ebuka = await registerCustomer(server.url, {
      email: `ebuka.${Date.now()}@customer.ng`,
      firstName: 'Ebuka',
      lastName: 'Nwosu',
    });
    const book = (token: string, staffId: number, time: string) =>
      api.call(
        customerApi.book,
        {
          body: {
            vendor_id: vendorId,
            items: [{ service_id: serviceId, date: testDay, time, staff_id: staffId }],
            service_location: "At Vendor's Location",
          },
        },
        { token },
      );
    // Her day starts at 10:00: at 09:00 she is not working, whatever the business's hours say.
    const early = await attempt(
      api.request(
        customerApi.book,
        {
          body: {
            vendor_id: vendorId,
            items: [{ service_id: serviceId, date: testDay, time: '09:00', staff_id: ada.id }],
            service_location: "At Vendor's Location",
          },
        },
        { token: customer },
      ),
    );
    expect(early).toMatchObject({
      status: 409,
      data: { message: `${SERVICE.name}: ${SLOT_MESSAGES.staffAway('Ada Obi')}` },
    });
    const [booked] = (await book(customer, ada.id, '11:00')).bookings;
    expect(booked?.staff).toEqual({ id: ada.id, name: 'Ada Obi', photo: null });
    bookedId = booked?.id ?? 0;
    // The same time with Bola is still free.
    await book(ebuka, bola.id, '11:00');

    await page.goto('/dashboard/calendar');
    await showDay(page, testDay);
    const adas = schedule(page).getByRole('button', { name: `Ada Obi: ${SERVICE.name} · Tolu` });
    const bolas = schedule(page).getByRole('button', { name: `Bola: ${SERVICE.name} · Ebuka` });
    await adas.first().waitFor();
    await bolas.first().waitFor();
    await adas.first().scrollIntoViewIfNeeded();
    await snap(page, 'team-calendar-everyone');

    await page.getByRole('combobox', { name: 'Team member' }).click();
    await page.getByRole('option', { name: 'Ada Obi' }).click();
    await bolas.first().waitFor({ state: 'detached' });
    expect(await adas.count()).toBe(1);
    await adas.first().scrollIntoViewIfNeeded();
    await snap(page, 'team-calendar-ada');

    await adas.first().click();
    const details = dialog(page, 'Appointment Details');
    await details.locator('[data-field="With"]').getByText('Ada Obi').waitFor();
    await snap(page, 'team-booking-details');
  });

  it('moves live in her column when the customer reschedules within the rule', async () => {
    const { page, server } = journey;
    await page.keyboard.press('Escape');
    await dialog(page, 'Appointment Details').waitFor({ state: 'detached' });
    const event = schedule(page)
      .getByRole('button', { name: `Ada Obi: ${SERVICE.name} · Tolu` })
      .first();
    const top = async () => (await event.boundingBox())?.y ?? Number.NaN;
    const before = await top();
    // A marker on window survives only if the page is not reloaded.
    await page.evaluate('window.__sameDocument = true');
    const { booking } = await apiClient(server.url).call(
      customerApi.reschedule,
      { params: { id: bookedId }, body: { date: testDay, time: '15:00' } },
      { token: customer },
    );
    // She keeps the booking at its new time.
    expect(booking).toMatchObject({ service_time: '15:00', staff: { name: 'Ada Obi' } });
    await expect.poll(top, { timeout: 10_000 }).toBeGreaterThan(before);
    expect(await page.evaluate('window.__sameDocument')).toBe(true);
    await event.scrollIntoViewIfNeeded();
    await snap(page, 'team-calendar-rescheduled');
  });

  it('shows the legend beside the day, and Ada subscribes to her own calendar link (issue 36)', async () => {
    const { page } = journey;
    // The schedule tells statuses apart; the legend says how. Tolu's booking is pending (hatched).
    const legend = page.getByRole('list', { name: 'Legend' });
    await legend.getByText('Cancellation requested').waitFor();
    await snap(page, 'team-calendar-legend');
    // The day side by side: Ada's and Bola's columns, each with her own booking.
    await page.getByRole('combobox', { name: 'Team member' }).click();
    await page.getByRole('option', { name: 'Side by side (day)' }).click();
    const teamDay = page.getByRole('region', { name: 'Team day' });
    await teamDay.getByRole('region', { name: 'Ada Obi' }).getByRole('button', { name: /Tolu/ }).waitFor();
    await teamDay.getByRole('region', { name: 'Bola' }).getByRole('button', { name: /Ebuka/ }).waitFor();
    await snap(page, 'team-calendar-columns');

    await page.goto('/dashboard/settings/team');
    await page.getByRole('button', { name: 'Get link for Ada Obi' }).click();
    await seeAlert(page, CALENDAR_FEED_MESSAGES.made);
    const link = await page.getByLabel('Calendar link for Ada Obi').inputValue();
    await snap(page, 'team-calendar-links');
    // What a phone's calendar does with the link: fetch it and read it as iCalendar.
    const res = await fetch(link);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(await res.text()))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v))
      .map((e) => ({ summary: e.summary, start: e.startDate.toJSDate().toISOString() }));
    // Only her booking (not Bola's), at its new Lagos time, with the client's first name only.
    expect(events).toEqual([
      { summary: `${SERVICE.name} · Tolu`, start: fromLagos(testDay, '15:00').toISOString() },
    ]);
  });
});
