import type { ApiClient, BookingResponse } from '@app/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { apiClient } from './api.ts';
import { launchBrowser, newPage } from './browser.ts';
import { freshDatabase, type JourneyDatabase } from './database.ts';
import { submitSignIn } from './flows.ts';
import { type RunningServer, startServer } from './server.ts';
import { type Credentials, signInVendor, type VendorApi, vendorApi, vendorOfPage } from './vendor.ts';

/** The seeded demo vendor and one of its customers (apps/api/src/seed/demo.ts). */
export const DEMO = {
  vendor: { email: 'demo@glowbeauty.ng', password: 'Demo@2026' },
  customer: { email: 'tolu@customer.ng', password: 'Demo@2026', firstName: 'Tolu' },
  shop: 'glow-beauty-lounge',
} as const;

/** The demo's customers share the demo password; their e-mail is their first name at customer.ng. */
const demoCustomer = (booking: BookingResponse): Credentials => ({
  email: `${booking.enduser?.first_name.toLowerCase()}@customer.ng`,
  password: DEMO.customer.password,
});

export interface JourneyOptions {
  /**
   * The server's environment on top of the fixture's, e.g. `{ SEED_DEMO: '0' }`. A function is
   * called as the server starts, after the file's earlier beforeAll hooks (a mock issuer's address).
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /** The server's clock can be moved forward (`server.setClockAhead`), for what waits on time. */
  movableClock?: boolean;
  /** A PostgreSQL server's URL to run on (a schema of its own), whatever E2E_DATABASE_URL says. */
  postgres?: string;
}

/** What a journey file works with; each part is there from its first test (and its own beforeAll) on. */
export interface Journey {
  /** The product as `npm start` runs it, on SQLite or, with E2E_DATABASE_URL, a PostgreSQL schema of its own. */
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The file's page, 1280 × 800 at the server's address. */
  readonly page: Page;
  /** The typed API client for the server (pass each call's token). */
  readonly api: ApiClient;
  /** Another page in a context of its own (its own local storage, so its own session). */
  newPage(width?: number): Promise<Page>;
  /** A vendor's API session from the token a registration answered. */
  vendorSession(session: { token: string; userId: number }): VendorApi;
  /** The API session of the vendor `page` is signed in as. */
  vendorOfPage(page: Page): Promise<VendorApi>;
  /** The demo vendor's API session (signed in once). Only SQLite's first run seeds the demo. */
  demo(): Promise<VendorApi>;
  /** Signs `page` in through the sign-in form and waits for the calendar. */
  signIn(page?: Page, credentials?: Credentials): Promise<void>;
}

/**
 * The one fixture of the browser journeys: called once at the top of a journey's `describe`, it
 * starts the server (and, meanwhile, Chromium) before the file's tests and stops both after them,
 * dropping the PostgreSQL schema of the run when there is one.
 */
export function useJourney(options: JourneyOptions = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  let database: JourneyDatabase | null = null;
  let demo: Promise<VendorApi> | undefined;

  beforeAll(async () => {
    database = await freshDatabase(options.postgres);
    const env = typeof options.env === 'function' ? options.env() : (options.env ?? {});
    const [started, launched] = await Promise.allSettled([
      startServer(env, { databaseUrl: database?.url, movableClock: options.movableClock }),
      launchBrowser(),
    ]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
    page = await newPage(launched.value, started.value.url);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the journey's ${name} is there from its first test on`);
    return value;
  };

  const journey: Journey = {
    get server() {
      return ready(server, 'server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get page() {
      return ready(page, 'page');
    },
    get api() {
      return apiClient(journey.server.url);
    },
    newPage: (width) => newPage(journey.browser, journey.server.url, width),
    vendorSession: (session) => vendorApi(journey.server, session),
    vendorOfPage: (of) => vendorOfPage(journey.server, of),
    demo() {
      if (journey.server.database !== 'sqlite') {
        throw new Error('this journey needs the demo vendor, which only the embedded SQLite default seeds');
      }
      demo ??= signInVendor(journey.server, DEMO.vendor, demoCustomer);
      return demo;
    },
    async signIn(target = journey.page, credentials = DEMO.vendor) {
      await target.goto('/sign-in');
      await submitSignIn(target, credentials.email, credentials.password);
      await target.waitForURL('**/dashboard/calendar');
    },
  };
  return journey;
}
