import { customerApi, fromLagos, lagos } from '@app/shared';
import type { Locator, Page } from 'playwright-core';
import { apiClient } from './api.ts';
import { DEMO } from './fixture.ts';
import { bookServices, payWithoutBrowser } from './payments.ts';

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
    /** Moves one of the customer's bookings to a Lagos date and time, as the customer product does. */
    reschedule: async (id: number, date: string, time: string) =>
      (await api.call(customerApi.reschedule, { params: { id }, body: { date, time } }, { token })).booking,
    /** Writes to the vendor, as the customer product's chat does. */
    write: async (message: string) =>
      (
        await api.call(
          customerApi.sendMessage,
          { params: { vendorId: shop.business.id }, body: { message } },
          { token },
        )
      ).message,
    /** Accepts or declines the vendor's proposal of a new time. */
    answerProposal: async (id: number, accept: boolean) =>
      (await api.call(customerApi.answerProposal, { params: { id }, body: { accept } }, { token })).booking,
  };
}

/** The first Lagos day after today that is Monday–Saturday (the demo vendor's open days). */
export function nextOpenDay(now = new Date()): string {
  let day = lagos(now).add(1, 'day');
  while (day.day() === 0) day = day.add(1, 'day');
  return day.format('YYYY-MM-DD');
}

/** The schedule (right-hand FullCalendar) and the month calendar of the calendar page. */
export const schedule = (page: Page): Locator => page.getByRole('region', { name: 'Schedule' });
export const monthCalendar = (page: Page): Locator => page.getByRole('region', { name: 'Month calendar' });

/** A schedule event by its title, e.g. 'Gel Manicure · Tolu'. */
export const scheduleEvent = (page: Page, title: string): Locator =>
  schedule(page).locator('.fc-event').filter({ hasText: title });

/**
 * The pointer onto the month calendar's title: after a click on the menu rail it still rests on the
 * rail, which stays open (240 px) under it, over the calendar's first days, as a person's would not.
 */
export async function leaveTheRail(month: Locator): Promise<void> {
  await month.getByRole('heading').hover();
}

/** Moves the schedule to a Lagos day by clicking it in the month calendar (paging months as needed). */
export async function showDay(page: Page, day: string): Promise<void> {
  const month = monthCalendar(page);
  await leaveTheRail(month);
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
