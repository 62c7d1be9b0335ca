import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authApi, businessApi, catalogueApi, customerApi, type DepositType, lagos } from '@app/shared';
import type { Locator, Page } from 'playwright-core';
import { apiClient } from './api.ts';
import { leaveTheRail, monthCalendar } from './bookings.ts';

export type MoneyVendor = {
  email: string;
  phone: string;
  businessName: string;
  password: string;
  fullName: string;
};

/**
 * A fresh vendor through the API: registration, business setup (default hours Mon–Sat 09:00–18:00)
 * and one 'Fixed' service (an hour long unless `minutes` says otherwise), with a deposit if given.
 */
export async function createVendorWithService(
  baseUrl: string,
  vendor: MoneyVendor,
  service: {
    name: string;
    price: number;
    minutes?: number;
    deposit?: { type: DepositType; value: number };
  },
) {
  const api = apiClient(baseUrl);
  const minutes = service.minutes ?? 60;
  const { token, userId } = await api.call(authApi.register, {
    body: {
      email: vendor.email,
      full_name: vendor.fullName,
      business_name: vendor.businessName,
      phone_number: vendor.phone,
      gender: 'Female',
      password: vendor.password,
      c_password: vendor.password,
      referralCode: '',
    },
  });
  await api.call(
    businessApi.setup,
    {
      body: {
        business_category: 1,
        business_address: '4 Bourdillon Road, Ikoyi, Lagos',
        business_description: 'Natural hair care and styling by appointment.',
        home_service: true,
        my_place: true,
        images: [],
      },
    },
    { token },
  );
  const { id: serviceId } = await api.call(
    catalogueApi.createService,
    {
      body: {
        name: service.name,
        duration_hours: Math.floor(minutes / 60),
        duration_minutes: minutes % 60,
        duration_type: 'Fixed',
        price: service.price,
        virtual_appointment: false,
        home_service: false,
        images: [],
        addon_ids: [],
        deposit_type: service.deposit?.type ?? 'none',
        deposit_value: service.deposit?.value ?? 0,
      },
    },
    { token },
  );
  return { token, userId, serviceId };
}

/** A customer account through the customer API; resolves its bearer token. */
export async function registerCustomer(
  baseUrl: string,
  customer: { email: string; firstName: string; lastName: string },
) {
  const { token } = await apiClient(baseUrl).call(customerApi.register, {
    body: {
      email: customer.email,
      first_name: customer.firstName,
      last_name: customer.lastName,
      password: 'Secret@123',
    },
  });
  return token;
}

/**
 * The next Lagos day, Monday to Saturday, whose `time` is at least `leadMinutes` ahead: the fresh
 * vendor's default opening days, far enough ahead for any minimum-notice rule.
 */
export function nextOpenSlot(time = '10:00', leadMinutes = 60, now = new Date()): string {
  let day = lagos(now).startOf('day');
  for (let i = 0; i < 14; i += 1, day = day.add(1, 'day')) {
    if (day.day() === 0) continue;
    const [h, m] = time.split(':').map(Number);
    const start = day.hour(h ?? 0).minute(m ?? 0);
    if (start.valueOf() - now.getTime() >= leadMinutes * 60_000) return day.format('YYYY-MM-DD');
  }
  throw new Error('no open day within two weeks');
}

/** A dialog by its title. */
export const dialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

type WalletCard =
  | 'Balance'
  | 'Withdrawn'
  | 'Pending'
  | 'Cancelled'
  | 'Deposits paid'
  | 'Fees kept'
  | 'Refunded to customers';

/** The amount shown on one of the Earnings page's cards (the wallet's, then the deposits'). */
export const walletFigure = (page: Page, label: WalletCard) =>
  page.getByTestId(`wallet-${label.toLowerCase().replaceAll(' ', '-')}`);

/** Waits until `locator` shows exactly `text` (after reloads and refetches settle). */
export async function waitForText(locator: Locator, text: string, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let last = '';
  while (Date.now() < deadline) {
    last = ((await locator.textContent({ timeout: 2_000 }).catch(() => '')) ?? '').trim();
    if (last === text) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  const page = locator.page();
  const shot = join(mkdtempSync(join(tmpdir(), 'e2e-fail-')), 'page.png');
  await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
  throw new Error(`expected '${text}' on ${page.url()}, it shows '${last}' (see ${shot})`);
}

/** Types a 6-digit code into the PinInput boxes labelled 'Verification code'. */
export async function enterCode(scope: Locator, code: string): Promise<void> {
  const boxes = scope.getByLabel('Verification code');
  await boxes.first().click();
  await boxes.first().pressSequentially(code, { delay: 20 });
}

/**
 * Opens Appointment Details of the booking titled `title` ('Silk Press · Ada') on Lagos day `day`,
 * from the calendar page: the month calendar moves the schedule to the day, then the event is clicked.
 */
export async function openBookingDetails(page: Page, day: string, title: string): Promise<Locator> {
  const month = monthCalendar(page);
  await leaveTheRail(month);
  for (let i = 0; ; i += 1) {
    const cell = month.locator(`[data-date="${day}"]`).first();
    if (await cell.count()) {
      await cell.click();
      break;
    }
    if (i > 14) throw new Error(`the month calendar never showed ${day}`);
    const shown = await month.locator('[data-date]').first().getAttribute('data-date');
    await month.getByRole('button', { name: shown && shown > day ? /prev/i : /next/i }).click();
  }
  const event = page.getByRole('region', { name: 'Schedule' }).getByRole('button', { name: title }).first();
  await event.scrollIntoViewIfNeeded();
  await event.click();
  const details = dialog(page, 'Appointment Details');
  await details.waitFor();
  return details;
}
