import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authApi, businessApi } from '@app/shared';
import type { Page } from 'playwright-core';
import { apiClient } from './api.ts';

/**
 * Waits until a Mantine notification (role="alert") shows exactly `message`, then closes any older
 * alerts: a test moves faster than a person, and without this the 3 s alerts of earlier steps pile
 * up over the form in the screenshots.
 */
export async function seeAlert(page: Page, message: string): Promise<void> {
  const text = page.getByText(message, { exact: true });
  await page.getByRole('alert').filter({ has: text }).first().waitFor();
  const older = page.getByRole('alert').filter({ hasNot: text });
  for (const close of await older.getByRole('button').all()) {
    // An alert may time out on its own meanwhile; then there is nothing left to close.
    await close.click({ timeout: 1_000 }).catch(() => undefined);
  }
  await older.first().waitFor({ state: 'detached', timeout: 5_000 });
}

/** Waits until the page shows `text` exactly (e.g. a field's validation message). */
export async function see(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** How many elements show exactly `text`. */
export const countText = (page: Page, text: string) => page.getByText(text, { exact: true }).count();

/** The path of the page's URL, e.g. '/dashboard/calendar'. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A real 1x1 PNG written to a temporary file, for file inputs. */
export function pngFile(name = 'workspace.png'): string {
  const png =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  const path = join(mkdtempSync(join(tmpdir(), 'e2e-png-')), name);
  writeFileSync(path, Buffer.from(png, 'base64'));
  return path;
}

let counter = 0;
/** A unique e-mail address and Nigerian-looking phone number for one test vendor. */
export function uniqueVendor(prefix: string) {
  counter += 1;
  const stamp = `${Date.now()}${counter}`.slice(-8);
  return {
    email: `${prefix}.${stamp}@example.ng`,
    phone: `080${stamp}`,
    businessName: `${prefix[0]?.toUpperCase()}${prefix.slice(1)} Studio ${stamp.slice(-4)}`,
  };
}

type Vendor = { email: string; phone: string; businessName: string; password: string };

/** Signs a vendor up through the API; with `completeSetup` it also finishes business setup. */
export async function registerVendor(baseUrl: string, vendor: Vendor, completeSetup = true) {
  const api = apiClient(baseUrl);
  const registered = await api.call(authApi.register, {
    body: {
      email: vendor.email,
      full_name: 'Test Vendor',
      business_name: vendor.businessName,
      phone_number: vendor.phone,
      gender: 'Female',
      password: vendor.password,
      c_password: vendor.password,
    },
  });
  if (completeSetup) {
    await api.call(
      businessApi.setup,
      {
        body: {
          business_category: 1,
          business_address: '12 Admiralty Way, Lekki Phase 1, Lagos',
          business_description: 'Braids, cuts and colour by appointment.',
          home_service: false,
          my_place: true,
          images: [],
        },
      },
      { token: registered.token },
    );
  }
  return registered;
}

/** Fills the sign-in form and submits it (the page must be on /sign-in). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens the header's user menu and picks Log Out; waits for the sign-in page. */
export async function logOutFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.waitForURL('**/sign-in');
}

/** The calendar dashboard of a signed-in vendor: the schedule and the business name in the user menu. */
export async function seeDashboard(page: Page, businessName: string): Promise<void> {
  await page.waitForURL('**/dashboard/calendar');
  await page.getByRole('region', { name: 'Schedule' }).waitFor();
  await page.getByText(businessName).first().waitFor();
}
