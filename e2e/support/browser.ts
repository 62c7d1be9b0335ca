import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');

/** Debian's Chromium, headless, with nothing reaching out to the network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function newPage(browser: Browser, baseURL: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
  return context.newPage();
}

/**
 * Saves a full-page screenshot under e2e/screenshots for a person to look at. Finite CSS animations
 * (slide fades, page transitions) are fast-forwarded to their end so the picture shows the settled screen.
 */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // The top progress bar hides 200 ms after a load ends; a settled screen has none.
  await page
    .locator('[role="progressbar"][data-visible]')
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  // From the top, so fixed elements (alerts, progress bar) sit where a person sees them.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({
    path: resolve(SCREENSHOTS, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}
