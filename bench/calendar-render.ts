/**
 * How fast the calendar page renders a busy month: a vendor with 2,000 bookings in the current
 * month, signed in through the UI in Chromium. Prints the time from navigation to the schedule's
 * first rendered events (from a settled page, the target's measure, and back to back), and the
 * time to switch views (day → week → month → day), each over 5 runs.
 *
 *   npm run bench:calendar        (builds the server and the web app first)
 */
import { rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { lagos } from '@app/shared';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { seeAlert, submitSignIn } from '../e2e/support/flows.ts';
import type { RunningServer } from '../e2e/support/server.ts';
import { seedBusyVendor, serviceWorkerInstalled, startBuiltProduct } from './support/busy-vendor.ts';

const BOOKINGS = 2000;
const RUNS = 5;

/** The view tabs of the schedule and how many columns its grid declares (aria-colcount). */
const VIEWS = {
  day: { tab: 'day view', columns: 2 },
  week: { tab: 'week view', columns: 8 },
  month: { tab: 'month view', columns: 7 },
} as const;
type View = keyof typeof VIEWS;

/**
 * In-page helpers, as source text (tsx would wrap compiled functions in its own helpers, which the
 * page does not have). shows(tab, columns): the schedule shows that view (tab selected, grid of its
 * shape) with at least one event; events are FullCalendar's role="button" elements in its event lists.
 */
const IN_PAGE = `
window.__calendarBench = {
  shows(tab, columns) {
    const root = document.querySelector('section[aria-label="Schedule"]');
    const selected = root && root.querySelector('[role="tab"][aria-label="' + tab + '"]');
    const grid = root && root.querySelector('[role="table"]');
    return Boolean(selected && selected.getAttribute('aria-selected') === 'true' && grid &&
      grid.getAttribute('aria-colcount') === String(columns) &&
      grid.querySelectorAll('[role="listitem"] [role="button"]').length > 0);
  },
  switchTo(tab, columns) {
    const bench = window.__calendarBench;
    return new Promise((resolve, reject) => {
      const button = document.querySelector('section[aria-label="Schedule"] [role="tab"][aria-label="' + tab + '"]');
      if (!button) return reject(new Error('no tab ' + tab));
      const started = performance.now();
      button.click();
      const poll = () => {
        if (bench.shows(tab, columns)) resolve(performance.now() - started);
        else if (performance.now() - started > 60000) reject(new Error(tab + ' never showed events'));
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
  },
};`;

/**
 * ms from the start of a navigation to /dashboard/calendar until the day view shows events. With
 * `settled`, the navigation starts once the page before it has gone quiet (no request for 500 ms),
 * as a provider's would; without, right after the previous load showed its events, while that
 * page's later work (the lists of all bookings, the dialogs' code) still keeps the browser and
 * the server busy.
 */
async function measureLoad(page: Page, settled: boolean): Promise<number> {
  if (settled) await page.waitForLoadState('networkidle');
  await page.goto('/dashboard/calendar', { waitUntil: 'commit' });
  const { tab, columns } = VIEWS.day;
  const handle = await page.waitForFunction(
    `window.__calendarBench.shows(${JSON.stringify(tab)}, ${columns}) && performance.now()`,
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** ms from clicking a view tab until the new view shows its events (measured inside the page). */
async function measureSwitch(page: Page, to: View): Promise<number> {
  const { tab, columns } = VIEWS[to];
  return (await page.evaluate(
    `window.__calendarBench.switchTo(${JSON.stringify(tab)}, ${columns})`,
  )) as number;
}

async function countEvents(page: Page) {
  return page.locator('section[aria-label="Schedule"] [role="listitem"] [role="button"]').count();
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

let server: RunningServer | undefined;
let browser: Browser | undefined;
try {
  // The compiled server, as `npm start` runs it.
  [server, browser] = await Promise.all([startBuiltProduct(), launchBrowser()]);
  const vendor = await seedBusyVendor(server, BOOKINGS);
  // The bench's probes are page-evaluated strings, which the app's CSP (no eval) would refuse.
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.addInitScript(IN_PAGE);
  await page.goto('/sign-in');
  await submitSignIn(page, vendor.email, vendor.password);
  await seeAlert(page, 'sign in successful');
  await page.waitForURL('**/dashboard/calendar');
  await serviceWorkerInstalled(page);

  const rows: Record<string, { runs: number; 'median ms': number; 'max ms': number; events: number }> = {};
  const record = (label: string, times: number[], events: number) => {
    rows[label] = {
      runs: times.length,
      'median ms': round(median(times)),
      'max ms': round(Math.max(...times)),
      events,
    };
  };

  // A warm-up load first (compiles the bundle into the cache), then the measured ones, alternating
  // between the two ways of starting them so both meet the same moments of a noisy machine.
  await measureLoad(page, true);
  const loads = { settled: [] as number[], backToBack: [] as number[] };
  for (let i = 0; i < RUNS; i += 1) {
    loads.settled.push(await measureLoad(page, true));
    loads.backToBack.push(await measureLoad(page, false));
  }
  record('navigate → day view events', loads.settled, await countEvents(page));
  record('… back to back', loads.backToBack, await countEvents(page));

  const switches: Record<string, number[]> = { 'day → week': [], 'week → month': [], 'month → day': [] };
  const events: Record<string, number> = {};
  for (let i = 0; i < RUNS; i += 1) {
    for (const [label, to] of [
      ['day → week', 'week'],
      ['week → month', 'month'],
      ['month → day', 'day'],
    ] as const) {
      switches[label]!.push(await measureSwitch(page, to));
      events[label] = await countEvents(page);
    }
  }
  for (const [label, times] of Object.entries(switches)) record(label, times, events[label] ?? 0);

  console.log(
    `\nCalendar render, ${BOOKINGS} bookings in ${lagos(new Date()).format('MMMM YYYY')} (Lagos); ${RUNS} runs each`,
  );
  console.log(`Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`);
  console.log(`Chromium ${browser.version()} (headless), viewport 1280×800`);
  console.table(rows);
} finally {
  await browser?.close();
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
}
