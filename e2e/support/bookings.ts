import { join } from 'node:path';
import {
  authApi,
  catalogueApi,
  customerApi,
  type DepositType,
  DURATION_TYPES,
  fromLagos,
  lagos,
} from '@app/shared';
import SQLite from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { apiClient } from './api.ts';
import { bookServices, payWithoutBrowser } from './payments.ts';

/** The seeded demo vendor and one of its customers (apps/api/src/seed/demo.ts). */
export const DEMO = {
  vendor: { email: 'demo@glowbeauty.ng', password: 'Demo@2026' },
  customer: { email: 'tolu@customer.ng', password: 'Demo@2026', firstName: 'Tolu' },
  shop: 'glow-beauty-lounge',
} as const;

/** Statuses that hold a time slot (SLOT_HOLDING_STATUSES). */
const HOLDING = [
  'pending',
  'approved',
  'ongoing',
  'cancellation requested user',
  'cancellation requested vendor',
];

/** The customer side of the product, through /api/customer. */
export async function customerSession(baseUrl: string, email: string, password: string) {
  const api = apiClient(baseUrl);
  const { token } = await api.call(customerApi.login, { body: { email, password } });
  const shop = await api.call(customerApi.shop, { params: { profileLink: DEMO.shop } });
  const service = (name: string) => {
    const found = shop.services.find((s) => s.name === name);
    if (!found) throw new Error(`the shop has no service '${name}'`);
    return found;
  };
  return {
    vendorId: shop.business.id,
    service,
    /**
     * Books services (Lagos date 'YYYY-MM-DD' and 'HH:mm') at the vendor's place in one booking and
     * pays the deposit on the sandbox checkout when one is due, so the vendor sees the bookings.
     */
    async book(items: { service: string; date: string; time: string }[]) {
      const answer = await bookServices(baseUrl, token, {
        vendorId: shop.business.id,
        items: items.map((i) => ({ service_id: service(i.service).id, date: i.date, time: i.time })),
      });
      if (answer.payment) await payWithoutBrowser(answer.payment);
      return answer.bookings;
    },
  };
}

/** Gives one of the demo vendor's services a deposit through the vendor API, as the service form does. */
export async function setDemoDeposit(
  baseUrl: string,
  name: string,
  deposit: { type: DepositType; value: number },
): Promise<void> {
  const api = apiClient(baseUrl);
  const { token, userId } = await api.call(authApi.login, { body: DEMO.vendor });
  const { data } = await api.call(catalogueApi.services, { params: { userId } }, { token });
  const found = data.find((s) => s.name === name);
  if (!found) throw new Error(`the demo vendor has no service '${name}'`);
  // The answer's duration_type is any text; the form sends back one of DURATION_TYPES.
  const durationType = DURATION_TYPES.find((t) => t === found.duration_type);
  if (!durationType) throw new Error(`'${name}' has an unknown duration type '${found.duration_type}'`);
  await api.call(
    catalogueApi.updateService,
    {
      params: { id: found.id },
      body: {
        name: found.name,
        category: found.category,
        description: found.description,
        duration_hours: found.duration_hours,
        duration_minutes: found.duration_mins,
        duration_type: durationType,
        price: found.price,
        virtual_appointment: found.virtual_appointment,
        home_service: found.home_service,
        images: [],
        addon_ids: found.addons.map((a) => a.id),
        deposit_type: deposit.type,
        deposit_value: deposit.value,
      },
    },
    { token },
  );
}

/** Lagos wall-clock facts about an instant. */
export const lagosParts = (instant: Date) => {
  const l = lagos(instant);
  return {
    date: l.format('YYYY-MM-DD'),
    time: l.format('HH:mm'),
    /** Monday 0 … Sunday 6, as business_hours numbers days. */
    weekday: (l.day() + 6) % 7,
  };
};

/** The first Lagos day after today that is Monday–Saturday (the demo vendor's open days). */
export function nextOpenDay(now = new Date()): string {
  let day = lagos(now).add(1, 'day');
  while (day.day() === 0) day = day.add(1, 'day');
  return day.format('YYYY-MM-DD');
}

/**
 * The next whole Lagos minute at least `leadSeconds` away: a booking there is in the future for the
 * server and, being under 2 minutes away, can be started at once.
 */
export function soonStart(now = new Date(), leadSeconds = 40): Date {
  const next = new Date(Math.ceil((now.getTime() + leadSeconds * 1000) / 60_000) * 60_000);
  return next;
}

/**
 * Direct edits of the server's SQLite file, for what the product has no API for (the server reads
 * these rows on every booking, so no restart is needed).
 */
export function openDatabase(dataDir: string) {
  const db = new SQLite(join(dataDir, 'app.sqlite'));
  db.pragma('busy_timeout = 5000');
  return {
    vendorId: (email: string) =>
      (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id,
    /** Minimum notice before a booking, in minutes (users.booking_window). */
    setBookingWindow: (userId: number, minutes: number) =>
      db.prepare('UPDATE users SET booking_window = ? WHERE id = ?').run(minutes, userId),
    /** Opens the whole Lagos day `weekday` (0 = Monday) with no breaks. */
    openAllDay(userId: number, weekday: number) {
      db.prepare('DELETE FROM business_hours WHERE user_id = ? AND day = ?').run(userId, weekday);
      db.prepare(
        "INSERT INTO business_hours (user_id, day, open_time, close_time) VALUES (?, ?, '00:00', '24:00')",
      ).run(userId, weekday);
      db.prepare('DELETE FROM business_breaks WHERE user_id = ? AND day = ?').run(userId, weekday);
    },
    setServiceDuration: (userId: number, name: string, minutes: number) =>
      db
        .prepare('UPDATE services SET duration_minutes = ? WHERE user_id = ? AND name = ?')
        .run(minutes, userId, name),
    /** Cancels the vendor's slot-holding bookings that overlap [from, to) so a new one fits. */
    freeSlot(userId: number, from: Date, to: Date) {
      const marks = HOLDING.map(() => '?').join(', ');
      return db
        .prepare(
          `UPDATE bookings SET status = 'cancelled' WHERE user_id = ? AND status IN (${marks}) AND starts_at < ? AND ends_at > ?`,
        )
        .run(userId, ...HOLDING, to.toISOString(), from.toISOString()).changes;
    },
    close: () => db.close(),
  };
}

/** The schedule (right-hand FullCalendar) and the month calendar of the calendar page. */
export const schedule = (page: Page): Locator => page.getByRole('region', { name: 'Schedule' });
export const monthCalendar = (page: Page): Locator => page.getByRole('region', { name: 'Month calendar' });

/** A schedule event by its title, e.g. 'Gel Manicure · Tolu'. */
export const scheduleEvent = (page: Page, title: string): Locator =>
  schedule(page).locator('.fc-event').filter({ hasText: title });

/** Moves the schedule to a Lagos day by clicking it in the month calendar (paging months as needed). */
export async function showDay(page: Page, day: string): Promise<void> {
  const month = monthCalendar(page);
  for (let i = 0; i < 14; i += 1) {
    const cell = month.locator(`[data-date="${day}"]`).first();
    if (await cell.count()) {
      await cell.click();
      return;
    }
    // Which way: compare the wanted day with any day the grid shows.
    const shown = await month.locator('[data-date]').first().getAttribute('data-date');
    const label = shown && shown > day ? 'prev' : 'next';
    await month.getByRole('button', { name: new RegExp(label, 'i') }).click();
  }
  throw new Error(`the month calendar never showed ${day}`);
}

/** The Lagos start of a booking as fromLagos gives it, for clocks. */
export const lagosInstant = (date: string, time: string): Date => fromLagos(date, time);

/**
 * Like seeAlert (flows.ts), but only among the top alerts (Mantine notifications): the details
 * dialog has in-page hints with role="alert" too, which never go away by themselves.
 */
export async function seeToast(page: Page, message: string): Promise<void> {
  const toasts = page.locator('.mantine-Notifications-root').getByRole('alert');
  const text = page.getByText(message, { exact: true });
  await toasts.filter({ has: text }).first().waitFor();
  const older = toasts.filter({ hasNot: text });
  for (const close of await older.getByRole('button').all()) {
    // An alert may time out on its own meanwhile; then there is nothing left to close.
    await close.click({ timeout: 1_000 }).catch(() => undefined);
  }
  await older.first().waitFor({ state: 'detached', timeout: 5_000 });
}
