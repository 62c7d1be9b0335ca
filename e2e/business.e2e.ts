import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { catalogueApi, customerApi, DAY_NAMES, formatNaira, MSG, redactNin } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { attempt } from './support/api.ts';
import { snap } from './support/browser.ts';
import {
  bookAt,
  dayName,
  gotoLive,
  nextWorkingDay,
  pickOptions,
  setSwitch,
  setTime,
  snapViewport,
} from './support/business.ts';
import { useJourney } from './support/fixture.ts';
import { pathOf, pngFile, see, seeAlert, submitSignIn, uniqueVendor } from './support/flows.ts';
import {
  createVendorWithService,
  dialog,
  nextOpenSlot,
  registerCustomer,
  waitForText,
} from './support/money.ts';

/** A PNG file of `width`×`height` fading left to right from one RGB colour to another. */
function gradientPng(name: string, width: number, height: number, from: number[], to: number[]): string {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) {
    for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(from[c]! + ((to[c]! - from[c]!) * x) / width);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const path = join(mkdtempSync(join(tmpdir(), 'e2e-png-')), name);
  writeFileSync(path, png);
  return path;
}

/** Made through the API with the vendor; the journey adds the rest of the catalogue in the UI. */
const FIRST_SERVICE = { name: 'Wash & Blow-dry', price: 5000 };
const SERVICE = { name: 'Silk Press', price: 8000 };
const ADDON = { name: 'Scalp Treatment', price: 2500, minutes: 15 };
const BUNDLE = { name: 'Glow Combo', price: 11000 };
const NIN = '12345678901';

/**
 * The business side of a fresh vendor (SPEC §2 routes and guards, §3 entities, §6 restricted
 * accounts): the catalogue (services, add-ons, bundles), business hours with breaks and days off as
 * the customer API enforces them, automatic confirmation, the live inbox, an account under review
 * and the Profile page's Verification card. Runs without the demo data (SEED_DEMO=0).
 */
describe('business journey', () => {
  const journey = useJourney({ env: { SEED_DEMO: '0' } });
  const vendor = { ...uniqueVendor('ngozi'), password: 'Secret@123', fullName: 'Ngozi Okafor' };
  const customer = { email: `ada.${Date.now()}@customer.ng`, firstName: 'Ada', lastName: 'Eze' };
  const customerName = `${customer.firstName} ${customer.lastName}`;
  // A working day at least 12 h ahead (well past the default 1 h minimum notice), and the next
  // working day after it as the day off.
  const testDay = nextOpenSlot('10:00', 12 * 60);
  const dayOff = nextWorkingDay(testDay);
  const testDayName = dayName(testDay);
  let vendorToken = '';
  let vendorId = 0;
  let customerToken = '';
  let serviceId = 0;

  beforeAll(async () => {
    const { page, server } = journey;
    const made = await createVendorWithService(server.url, vendor, FIRST_SERVICE);
    ({ token: vendorToken, userId: vendorId } = made);
    await journey.vendorSession(made).verifyContacts();
    customerToken = await registerCustomer(server.url, customer);
    await page.goto('/sign-in');
    await submitSignIn(page, vendor.email, vendor.password);
    await seeAlert(page, 'sign in successful');
    await page.waitForURL('**/dashboard/calendar');
  });

  it('adds an add-on, a service and a bundle of two services', async () => {
    const { api, page } = journey;
    await page.goto('/dashboard/package/services');
    await page.locator(`[data-service="${FIRST_SERVICE.name}"]`).waitFor();
    expect(await dialog(page, 'Verify Email').count()).toBe(0);

    // The add-on first, so the new service can offer it.
    await page.getByRole('tab', { name: 'Add-ons' }).click();
    await see(page, 'No add-ons yet');
    await page.getByRole('button', { name: 'Add add-on' }).click();
    const addonForm = dialog(page, 'New add-on');
    await addonForm.getByLabel('Add-on name').fill(ADDON.name);
    await addonForm.getByLabel('Price').fill(String(ADDON.price));
    await addonForm.getByLabel('Extra time (minutes)').fill(String(ADDON.minutes));
    await snap(page, 'business-addon-form');
    await addonForm.getByRole('button', { name: 'Add add-on' }).click();
    await seeAlert(page, 'Add-on created');
    await addonForm.waitFor({ state: 'detached' });
    const addonRow = page.locator(`[data-addon="${ADDON.name}"]`);
    await waitForText(addonRow.locator('td').nth(1), `${ADDON.minutes}m`);
    await waitForText(addonRow.locator('td').nth(2), formatNaira(ADDON.price));
    await snap(page, 'business-addons');

    await page.getByRole('tab', { name: 'Services' }).click();
    await page.getByRole('button', { name: 'Add service' }).click();
    const serviceForm = dialog(page, 'New service');
    await serviceForm.getByLabel('Service name').fill(SERVICE.name);
    await serviceForm.getByLabel('Category').fill('Hair');
    await serviceForm.getByLabel('Description').fill('Heat-styled straight finish, with a wash.');
    await serviceForm.getByLabel('Hours').fill('1');
    await serviceForm.getByLabel('Minutes').fill('0');
    await serviceForm.getByLabel('Duration type').click();
    await page.getByRole('option', { name: 'Fixed price' }).click();
    await serviceForm.getByRole('textbox', { name: 'Price' }).fill(String(SERVICE.price));
    await serviceForm.getByLabel('Home service available').check();
    expect(await serviceForm.getByLabel('Virtual appointment').isChecked()).toBe(false);
    await pickOptions(serviceForm.getByLabel('Add-ons'), [ADDON.name], serviceForm.getByLabel('Category'));
    await serviceForm.getByLabel('Upload service images').setInputFiles(pngFile('silk-press.png'));
    await serviceForm.getByRole('img', { name: 'Service image 1' }).waitFor();
    await snap(page, 'business-service-form');
    await serviceForm.getByRole('button', { name: 'Add service' }).click();
    await seeAlert(page, 'Service created');
    await serviceForm.waitFor({ state: 'detached' });
    const card = page.locator(`[data-service="${SERVICE.name}"]`);
    await card.getByText('1h · Fixed', { exact: true }).waitFor();
    await card.getByText(formatNaira(SERVICE.price), { exact: true }).waitFor();
    await see(page, '2 services on your shop');
    await snap(page, 'business-services');

    await page.getByRole('tab', { name: 'Bundles' }).click();
    await see(page, 'No bundles yet');
    await page.getByRole('button', { name: 'Add bundle' }).click();
    const bundleForm = dialog(page, 'New bundle');
    await bundleForm.getByLabel('Bundle name').fill(BUNDLE.name);
    await pickOptions(
      bundleForm.getByPlaceholder('Pick services'),
      [
        `${FIRST_SERVICE.name} · ${formatNaira(FIRST_SERVICE.price)}`,
        `${SERVICE.name} · ${formatNaira(SERVICE.price)}`,
      ],
      bundleForm.getByLabel('Bundle name'),
    );
    await bundleForm.getByLabel('Bundle price').fill(String(BUNDLE.price));
    const regular = FIRST_SERVICE.price + SERVICE.price;
    await waitForText(
      bundleForm.getByTestId('bundle-saving'),
      `Regular price ${formatNaira(regular)} · customers save ${formatNaira(regular - BUNDLE.price)}`,
    );
    await snap(page, 'business-bundle-form');
    await bundleForm.getByRole('button', { name: 'Add bundle' }).click();
    await seeAlert(page, 'Bundle created');
    await bundleForm.waitFor({ state: 'detached' });
    const bundle = page.locator(`[data-bundle="${BUNDLE.name}"]`);
    await bundle.getByText(formatNaira(BUNDLE.price), { exact: true }).waitFor();
    await bundle.getByText(SERVICE.name, { exact: true }).waitFor();
    await bundle.getByText(FIRST_SERVICE.name, { exact: true }).waitFor();
    await bundle.getByText(`Save ${formatNaira(regular - BUNDLE.price)}`, { exact: true }).waitFor();
    await snap(page, 'business-bundles');

    const services = await api.call(
      catalogueApi.services,
      { params: { userId: vendorId } },
      { token: vendorToken },
    );
    const made = services.data.find((s) => s.name === SERVICE.name);
    expect(made).toMatchObject({
      price: SERVICE.price,
      duration_minutes: 60,
      duration_type: 'Fixed',
      home_service: true,
    });
    expect(made?.images).toHaveLength(1);
    expect(made?.addons.map((a) => a.name)).toEqual([ADDON.name]);
    serviceId = made?.id ?? 0;
    const bundles = await api.call(
      catalogueApi.bundles,
      { params: { userId: vendorId } },
      { token: vendorToken },
    );
    expect(bundles.bundles).toHaveLength(1);
    expect(bundles.bundles[0]?.price).toBe(BUNDLE.price);
    expect(bundles.bundles[0]?.services.map((s) => s.name).sort()).toEqual(
      [FIRST_SERVICE.name, SERVICE.name].sort(),
    );
  });

  it('keeps customers out of a break and a day off, and in the open hours', async () => {
    const { page, server } = journey;
    await page.goto('/dashboard/settings/business-settings/biz-hours');
    const form = page.getByRole('form', { name: 'Business hours' });
    await form.getByRole('switch', { name: 'Monday open' }).waitFor();
    for (const name of DAY_NAMES) {
      if (!(await form.getByRole('switch', { name: `${name} open`, exact: true }).isChecked())) continue;
      await setTime(page, `${name} opening time`, '09:00');
      await setTime(page, `${name} closing time`, '17:00');
    }
    // Two breaks on the test day, one removed again: 12:00–13:00 stays.
    await form.getByRole('button', { name: `Add break on ${testDayName}` }).click();
    await form.getByRole('button', { name: `Add break on ${testDayName}` }).click();
    await setTime(page, `${testDayName} break 1 start`, '12:00');
    await setTime(page, `${testDayName} break 1 end`, '13:00');
    await form.getByRole('button', { name: `Remove ${testDayName} break 2` }).click();
    expect(await form.getByLabel(`${testDayName} break 2 start`).count()).toBe(0);
    await form.getByRole('button', { name: 'Save hours' }).click();
    await seeAlert(page, MSG.detailsSaved);
    await snap(page, 'business-hours');

    await page.getByLabel('Date', { exact: true }).fill(dayOff);
    await page.getByLabel('Reason').fill('Family event');
    await page.getByRole('button', { name: 'Add day off' }).click();
    await seeAlert(page, 'Day off added');
    await page.locator(`[data-day-off="${dayOff}"]`).getByText('Family event', { exact: true }).waitFor();
    await snap(page, 'business-days-off');

    // After a reload the page shows what was saved.
    await page.reload();
    await waitForText(
      page.locator(`[data-day="${testDayName}"]`).getByText('Break', { exact: true }),
      'Break',
    );
    expect(await page.getByLabel(`${testDayName} break 1 start`).inputValue()).toBe('12:00');
    expect(await page.getByLabel(`${testDayName} closing time`).inputValue()).toBe('17:00');

    const onBreak = await bookAt(server.url, customerToken, {
      vendorId,
      serviceId,
      date: testDay,
      time: '12:00',
    });
    expect(onBreak).toMatchObject({ status: 409, data: { message: expect.stringContaining('break') } });
    const closed = await bookAt(server.url, customerToken, {
      vendorId,
      serviceId,
      date: dayOff,
      time: '10:00',
    });
    expect(closed).toMatchObject({
      status: 409,
      data: { message: expect.stringContaining('closed on this day') },
    });
    const late = await bookAt(server.url, customerToken, {
      vendorId,
      serviceId,
      date: testDay,
      time: '16:30',
    });
    expect(late).toMatchObject({
      status: 409,
      data: { message: expect.stringContaining('closed at this time') },
    });
    const booked = await bookAt(server.url, customerToken, {
      vendorId,
      serviceId,
      date: testDay,
      time: '10:00',
    });
    expect(booked).toMatchObject({ status: 201, data: { bookings: [{ booking_status: 'pending' }] } });
  });

  it('confirms new bookings automatically once the rule is on', async () => {
    const { page, server } = journey;
    await page.goto('/dashboard/settings/advance-settings');
    const form = page.getByRole('form', { name: 'Booking rules' });
    await form.getByRole('switch', { name: 'Avoid gaps' }).waitFor();
    expect(await form.getByRole('switch', { name: 'Confirm bookings automatically' }).isChecked()).toBe(
      false,
    );
    await form.getByLabel('Minimum notice').waitFor();
    await form.getByLabel('How far ahead customers can book').waitFor();
    expect(await form.getByRole('switch', { name: 'Allow rescheduling' }).count()).toBe(1);
    await setSwitch(page, 'Confirm bookings automatically', true);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await seeAlert(page, MSG.detailsSaved);
    await snap(page, 'business-advance-settings');

    const booked = await bookAt(server.url, customerToken, {
      vendorId,
      serviceId,
      date: testDay,
      time: '14:00',
    });
    expect(booked).toMatchObject({ status: 201, data: { bookings: [{ booking_status: 'approved' }] } });

    await page.reload();
    await form.getByRole('switch', { name: 'Avoid gaps' }).waitFor();
    expect(await form.getByRole('switch', { name: 'Confirm bookings automatically' }).isChecked()).toBe(true);
  });

  it("shows a customer's message live in the inbox and delivers the reply", async () => {
    const { api, page } = journey;
    await gotoLive(page, '/dashboard/inbox');
    await see(page, 'No conversations yet');
    const hello = `Hello! Do you have a slot for a silk press on ${testDayName}?`;
    await api.call(
      customerApi.sendMessage,
      { params: { vendorId }, body: { message: hello } },
      { token: customerToken },
    );

    // No reload: the realtime socket brings the conversation in.
    const conversation = page.getByRole('button', { name: `Conversation with ${customerName}` });
    await conversation.waitFor({ timeout: 10_000 });
    expect(await conversation.getAttribute('data-unread')).toBe('true');
    await conversation.getByText(hello, { exact: true }).waitFor();
    await snap(page, 'business-inbox-unread');

    await conversation.click();
    const thread = page.getByRole('log', { name: `Messages with ${customerName}` });
    await thread.locator('[data-sender="customer"]').getByText(hello, { exact: true }).waitFor();
    await conversation.and(page.locator('[data-unread="false"]')).waitFor();

    const reply = `Yes, ${testDayName} at 15:00 is free. See you then!`;
    const box = page.getByRole('textbox', { name: 'Message', exact: true });
    await box.fill(reply);
    await box.press('Enter');
    await thread.locator('[data-sender="vendor"]').getByText(reply, { exact: true }).waitFor();
    await waitForText(box, '');
    expect(await box.inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await snap(page, 'business-inbox-replied');

    const seen = await api.call(customerApi.chat, { params: { vendorId } }, { token: customerToken });
    expect(seen.data.map((m) => [m.sender, m.message])).toEqual([
      ['customer', hello],
      ['vendor', reply],
    ]);
  });

  it('limits an account under review to its shortcuts, referral and notifications, until restored', async () => {
    const { api, page, server } = journey;
    expect(await server.admin('restrict', vendor.email)).toContain('restricted');
    await page.goto('/dashboard/calendar');
    await page.waitForURL('**/dashboard/settings/under-review');
    await page.getByRole('heading', { name: 'Account Inactive', level: 2 }).waitFor();
    await snap(page, 'business-account-inactive');

    for (const path of ['/dashboard/inbox', '/dashboard/package/services', '/dashboard/profile']) {
      await page.goto(path);
      await page.waitForURL('**/dashboard/settings/under-review');
    }

    await page.getByRole('button', { name: 'Appointments', exact: true }).click();
    const appointments = dialog(page, 'Appointments');
    await appointments.waitFor();
    await appointments.getByText(`${SERVICE.name}`, { exact: false }).first().waitFor();
    await snap(page, 'business-restricted-appointments');
    await appointments.getByRole('button', { name: 'Close' }).first().click();
    await appointments.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Chats', exact: true }).click();
    const chats = dialog(page, 'Chats');
    await chats.waitFor();
    await chats.getByRole('button', { name: `Conversation with ${customerName}` }).click();
    await chats.locator('[data-sender="vendor"]').first().waitFor();
    // Viewport-sized: a full-page capture re-renders the dashboard layout, which drops the header's
    // drawer state (the drawer closes).
    await snapViewport(page, 'business-restricted-chats');
    expect(await chats.isVisible()).toBe(true);
    await chats.getByRole('button', { name: 'Close chats' }).click();
    await chats.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Alerts', exact: true }).click();
    const alerts = dialog(page, 'Alerts');
    await alerts.waitFor();
    await alerts.getByText('New booking', { exact: true }).first().waitFor();
    await snap(page, 'business-restricted-alerts');
    await page.keyboard.press('Escape');
    await alerts.waitFor({ state: 'detached' });

    for (const path of ['/dashboard/settings/referral', '/dashboard/settings/notification']) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Chats', exact: true }).waitFor();
      expect(pathOf(page)).toBe(path);
    }
    await snap(page, 'business-restricted-notification');

    const refused = await attempt(
      api.request(
        catalogueApi.createService,
        {
          body: {
            name: 'Knotless Braids',
            duration_hours: 2,
            duration_minutes: 0,
            duration_type: 'Fixed',
            price: 15000,
            virtual_appointment: false,
            home_service: false,
            images: [],
            addon_ids: [],
          },
        },
        { token: vendorToken },
      ),
    );
    expect(refused.status).toBe(403);
    expect(refused.data.message).toBe('Your account is under review, so this change is paused');

    expect(await server.admin('restore', vendor.email)).toContain('restored');
    await page.goto('/dashboard/calendar');
    await see(page, 'Appointments Today');
    expect(pathOf(page)).toBe('/dashboard/calendar');
    expect(await page.getByRole('button', { name: 'Chats', exact: true }).count()).toBe(0);
    await snap(page, 'business-restored-calendar');
  });

  it("shows the Profile's Verification card and saves a NIN from it", async () => {
    const { page } = journey;
    await page.goto('/dashboard/profile');
    const card = page.getByRole('region', { name: 'Verification' });
    await waitForText(card.getByTestId('email-status'), 'Verified');
    await waitForText(card.getByTestId('phone-status'), 'Verified');
    await waitForText(card.getByTestId('nin-status'), 'Not added');
    expect(await card.getByRole('button', { name: 'Verify e-mail' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Verify phone' }).count()).toBe(0);
    await snap(page, 'business-profile-verification');

    await card.getByRole('link', { name: 'Add NIN' }).click();
    await page.waitForURL('**/dashboard/settings/personal-settings');
    await page.getByLabel('NIN number').fill(NIN);
    await page.getByRole('button', { name: 'Save NIN' }).click();
    await seeAlert(page, MSG.ninSaved);
    await waitForText(page.getByTestId('nin'), redactNin(NIN));
    await see(page, 'Pending verification');
    expect(await page.getByText(NIN).count()).toBe(0);
    await snap(page, 'business-nin-saved');

    await page.goto('/dashboard/profile');
    await waitForText(card.getByTestId('nin-status'), 'Pending verification');
    await card.getByText(redactNin(NIN), { exact: true }).waitFor();
    await card.getByRole('link', { name: 'Change NIN' }).waitFor();
    await snap(page, 'business-profile-nin-pending');
  });

  it('gives the Profile a cover photo and a logo, replaces and removes them', async () => {
    const { page } = journey;
    await page.goto('/dashboard/profile');
    const header = page.getByRole('region', { name: 'Shop preview' });
    const logo = header.getByRole('img', { name: `Logo of ${vendor.businessName}` });
    const cover = header.getByRole('img', { name: `Cover of ${vendor.businessName}` });
    /** The picture as the browser decoded it from the server's file. */
    const size = (image: typeof logo) =>
      image.evaluate((img: { decode(): Promise<void>; naturalWidth: number; naturalHeight: number }) =>
        img.decode().then(() => [img.naturalWidth, img.naturalHeight]),
      );
    await header.getByRole('button', { name: 'Add cover photo' }).waitFor();
    await header.getByRole('button', { name: 'Add logo' }).waitFor();
    expect(await header.getByTestId('profile-logo').textContent()).toMatch(/^[A-Z]{1,2}$/);

    // A wide photo is cut to the 1600×600 band; a large square to a 512 px logo.
    await page
      .getByLabel('Upload cover photo')
      .setInputFiles(gradientPng('cover.png', 2000, 1000, [16, 94, 82], [240, 178, 74]));
    await seeAlert(page, MSG.coverSaved);
    expect(await size(cover)).toEqual([1600, 600]);
    await page
      .getByLabel('Upload logo')
      .setInputFiles(gradientPng('logo.png', 800, 800, [250, 120, 60], [120, 40, 160]));
    await seeAlert(page, MSG.logoSaved);
    expect(await size(logo)).toEqual([512, 512]);
    const firstLogo = await logo.getAttribute('src');

    await page.reload();
    await logo.waitFor();
    await cover.waitFor();
    await snap(page, 'business-profile-logo-cover');

    await page
      .getByLabel('Upload logo')
      .setInputFiles(gradientPng('logo-2.png', 600, 600, [20, 20, 60], [60, 180, 220]));
    await seeAlert(page, MSG.logoSaved);
    await expect.poll(() => logo.getAttribute('src')).not.toBe(firstLogo);
    expect((await page.request.get(firstLogo ?? '')).status()).toBe(404);

    await header.getByRole('button', { name: 'Remove logo' }).click();
    await seeAlert(page, MSG.logoRemoved);
    await logo.waitFor({ state: 'detached' });
    await header.getByRole('button', { name: 'Add logo' }).waitFor();
    await cover.waitFor();
  });
});
