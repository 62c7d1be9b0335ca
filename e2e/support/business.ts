import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { customerApi, DAY_NAMES, lagos, lagosWeekday } from '@app/shared';
import type { Locator, Page, Request } from 'playwright-core';
import { apiClient, attempt } from './api.ts';
import { SCREENSHOTS } from './browser.ts';

/** The Business hours row name of a Lagos day 'YYYY-MM-DD' ('Saturday'). */
export const dayName = (date: string): string => DAY_NAMES[lagosWeekday(`${date}T12:00:00+01:00`)]!;

/** The next Lagos day after `date` that is Monday–Saturday (a fresh vendor's open days). */
export function nextWorkingDay(date: string): string {
  let day = lagos(`${date}T12:00:00+01:00`).add(1, 'day');
  while (day.day() === 0) day = day.add(1, 'day');
  return day.format('YYYY-MM-DD');
}

/**
 * A customer's booking of one service at the vendor's place, through POST /api/customer/bookings:
 * resolves with the status and the answer, or the error body when it was refused (409, 422).
 */
export const bookAt = (
  baseUrl: string,
  token: string,
  booking: { vendorId: number; serviceId: number; date: string; time: string },
) =>
  attempt(
    apiClient(baseUrl).request(
      customerApi.book,
      {
        body: {
          vendor_id: booking.vendorId,
          items: [{ service_id: booking.serviceId, date: booking.date, time: booking.time }],
          service_location: "At Vendor's Location",
        },
      },
      { token },
    ),
  );

/** Sets an `<input type="time">` of the Business hours page by its label ('Monday opening time'). */
export async function setTime(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  if ((await input.inputValue()) !== value) throw new Error(`${label} shows ${await input.inputValue()}`);
}

/** Clicks a Mantine Switch (its input is visually hidden behind the track) and waits for `checked`. */
export async function setSwitch(page: Page, label: string, checked: boolean): Promise<void> {
  const input = page.getByRole('switch', { name: label, exact: true });
  if ((await input.isChecked()) !== checked) await input.setChecked(checked, { force: true });
  if ((await input.isChecked()) !== checked) throw new Error(`${label} did not switch`);
}

/**
 * Picks options of a Mantine MultiSelect (its dropdown stays open between picks), then closes the
 * dropdown by clicking `elsewhere` (Escape would also close the modal the select sits in).
 */
export async function pickOptions(input: Locator, names: string[], elsewhere: Locator): Promise<void> {
  const page = input.page();
  await input.click();
  for (const name of names) await page.getByRole('option', { name }).click();
  await elsewhere.click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/** The server's acknowledgement of the realtime 'subscribe' (a socket.io ack frame). */
const SUBSCRIBED = /^43\d*\[\{"ok":true\}\]$/;

/**
 * Opens `path` and resolves once its realtime socket has joined the vendor channel (the server acks
 * the 'subscribe'). An event published before that is not replayed, so a test must wait for it.
 * The page first goes to about:blank so a socket the previous page was still opening is not taken
 * for the new page's.
 */
export async function gotoLive(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page.goto('about:blank');
  const subscribed = page.waitForEvent('websocket', { timeout }).then((socket) =>
    socket.waitForEvent('framereceived', {
      timeout,
      predicate: (frame) => SUBSCRIBED.test(String(frame.payload)),
    }),
  );
  await page.goto(path);
  await subscribed;
}

/**
 * Resolves once each call whose path starts with one of `calls` ('/api/getAllBookingsBy1days') has
 * been answered to a request sent after the page's realtime socket joined the vendor channel. The
 * web app reloads its lists once at that moment (useRealtime), and a list first asked for later is
 * asked for after it: after this, a list asked for again was asked for by something else. Set up
 * before the navigation that opens the socket.
 */
export function listsLoadedLive(page: Page, calls: string[], timeout = 15_000): Promise<void> {
  let subscribed = false;
  page.once('websocket', (socket) =>
    socket.on('framereceived', (frame) => {
      if (SUBSCRIBED.test(String(frame.payload))) subscribed = true;
    }),
  );
  // Playwright hands events over in the order the browser sent them, so a request seen after the
  // acknowledgement was sent after it.
  const sentLive = new Set<Request>();
  const onRequest = (request: Request) => {
    if (subscribed) sentLive.add(request);
  };
  page.on('request', onRequest);
  const answered = calls.map((call) =>
    page.waitForResponse(
      (response) => sentLive.has(response.request()) && new URL(response.url()).pathname.startsWith(call),
      { timeout },
    ),
  );
  return Promise.all(answered).then(
    () => void page.off('request', onRequest),
    (error) => {
      page.off('request', onRequest);
      throw error;
    },
  );
}

/**
 * Like snap (browser.ts) but only the viewport, for screens that are fixed overlays anyway (an open
 * drawer or dialog): a full-page capture would show them against a page stretched to its full height.
 */
export async function snapViewport(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: resolve(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
}
