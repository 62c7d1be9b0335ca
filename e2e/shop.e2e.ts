import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PAYMENT_MESSAGES } from '@app/shared';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { SCREENSHOTS } from './support/browser.ts';
import { DEMO, useJourney } from './support/fixture.ts';

/** A phone (390 × 844, touch), a screen the journey looks at as a client would. */
async function phonePage(journey: ReturnType<typeof useJourney>): Promise<Page> {
  const context = await journey.browser.newContext({
    baseURL: journey.server.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

/** What the phone shows now (the viewport, not the whole page): the sheet is fixed over the page. */
async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: resolve(SCREENSHOTS, `${name}.png`), fullPage, animations: 'disabled' });
}

/**
 * The public shop page (issue 33) on a phone: the demo vendor's View Shop leads to it; a new client
 * books two services with a deposit, proves their phone with the code the outbox holds, pays on the
 * sandbox checkout and sees the payment received on coming back; the vendor has the visit.
 */
describe('shop page journey (phone, 390 × 844)', () => {
  const journey = useJourney();
  // A number no earlier run used, so the client is new.
  const national = `0813${String(Date.now()).slice(-7)}`;
  const e164 = `+234${national.slice(1)}`;
  let phone: Page;
  afterAll(() => phone?.context().close());

  it("opens from the dashboard's View Shop, drawn before any script", async () => {
    const { page } = journey;
    await journey.signIn(page);
    await page.getByRole('button', { name: /user menu/ }).click();
    const href = await page.getByRole('menuitem', { name: 'View Shop' }).getAttribute('href');
    expect(href).toBe(`${journey.server.url}/shop/${DEMO.shop}`);

    phone = await phonePage(journey);
    // Readable without the script: the server draws the whole page.
    const bare = await journey.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const noScript = await bare.newPage();
    await noScript.goto(href!);
    await noScript.getByRole('heading', { name: 'Glow Beauty Lounge', level: 1 }).waitFor();
    await noScript.getByText('Starts at ₦25,000').first().waitFor();
    await bare.close();

    await phone.goto(href!);
    await phone.getByRole('heading', { name: 'Glow Beauty Lounge', level: 1 }).waitFor();
    await phone.getByText('Add the services you want, then choose a time.').waitFor();
    await shot(phone, 'shop-phone-first-screen');
    await shot(phone, 'shop-phone-whole-page', true);
  });

  it('books two services as a new client, proved by a code from the outbox, and pays the deposit', async () => {
    await phone.getByRole('button', { name: 'Add Wash & Set' }).click();
    await phone.getByRole('button', { name: 'Add Gel Manicure' }).click();
    await phone.getByText('2 services').waitFor();
    await shot(phone, 'shop-phone-chosen');
    await phone.getByRole('button', { name: 'Book', exact: true }).click();

    const sheet = phone.getByRole('dialog');
    await sheet.getByRole('heading', { name: 'Choose a time' }).waitFor();
    const days = sheet.getByRole('group', { name: 'Day' }).getByRole('button');
    await days.first().waitFor();
    // Tomorrow or later: today's times may pass while the journey runs.
    await days.nth(1).click();
    await shot(phone, 'shop-phone-times');
    await sheet.getByRole('group', { name: 'Time' }).getByRole('button').first().click();

    await sheet.getByRole('heading', { name: 'Your details' }).waitFor();
    await sheet.getByLabel('Your name').fill('Funmi Adebayo');
    await sheet.getByLabel('Phone number').fill(national);
    await sheet.getByLabel('E-mail (optional)').fill(`funmi.${Date.now()}@example.ng`);
    await sheet.getByLabel('Note for the shop (optional)').fill('Short nails, please.');
    // Half of ₦8,000 and of ₦6,500.
    await sheet.getByText('₦7,250').waitFor();
    await shot(phone, 'shop-phone-details');
    await sheet.getByRole('button', { name: 'Continue' }).click();

    await sheet.getByRole('heading', { name: 'Confirm your number' }).waitFor();
    await sheet.getByText(/We sent a 6-digit code to 0813 .* by SMS\./).waitFor();
    await sheet.getByLabel('6-digit code').fill(journey.server.lastCode(e164));
    await shot(phone, 'shop-phone-code');
    await sheet.getByRole('button', { name: 'Confirm and pay ₦7,250 deposit' }).click();

    await phone.getByText('TEST MODE').first().waitFor();
    await shot(phone, 'shop-phone-checkout');
    await phone.getByRole('button', { name: /^Pay ₦/ }).click();
    await phone.waitForURL((url) => url.pathname === '/pay/return');

    // Back on the shop page, it tells where the deposit stands.
    await phone.goto(`/shop/${DEMO.shop}`);
    await phone.getByText(PAYMENT_MESSAGES.paid).waitFor();
    await phone.getByText(/^Wash & Set, Gel Manicure · /).waitFor();
    await shot(phone, 'shop-phone-paid');
  });

  it("puts the visit on the vendor's side, the two services under one multiple_id", async () => {
    const demo = await journey.demo();
    const mine = (await demo.bookings()).filter((b) => b.enduser?.first_name === 'Funmi');
    expect(mine.map((b) => b.service_name).sort()).toEqual(['Gel Manicure', 'Wash & Set']);
    expect(new Set(mine.map((b) => b.multiple_id)).size).toBe(1);
    expect(mine.every((b) => ['pending', 'approved'].includes(b.booking_status))).toBe(true);
    expect(mine.find((b) => b.service_name === 'Wash & Set')?.service_comment).toBe('Short nails, please.');
  });
});
