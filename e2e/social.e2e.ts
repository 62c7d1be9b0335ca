import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockOidc } from '../apps/api/src/test/mock-oidc.ts';
import { snap } from './support/browser.ts';
import { useJourney } from './support/fixture.ts';
import {
  countText,
  logOutFromMenu,
  pathOf,
  pngFile,
  see,
  seeAlert,
  seeDashboard,
  uniqueVendor,
} from './support/flows.ts';

const onPath = (path: string) => (url: URL) => url.pathname === path;

describe('social sign-up journey (mock OpenID Connect issuer)', () => {
  let oidc: Awaited<ReturnType<typeof startMockOidc>> | undefined;
  const vendor = uniqueVendor('kemi');
  const identity = { email: vendor.email, name: 'Kemi Adeyemi' };

  // The issuer first: the server is started with its address (the journey's hooks come next).
  beforeAll(async () => {
    oidc = await startMockOidc('e2e-client', () => identity, { clientSecret: 'e2e-secret' });
  });
  afterAll(async () => {
    await oidc?.close();
  });
  const journey = useJourney({
    env: () => ({
      OIDC_ISSUER: oidc!.issuer,
      OIDC_CLIENT_ID: 'e2e-client',
      OIDC_CLIENT_SECRET: 'e2e-secret',
    }),
  });

  it('signs up with Google and completes the registration details', async () => {
    const { page } = journey;
    await page.goto('/register');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL(onPath('/register/complete-registration'));
    await page.getByRole('heading', { name: 'Almost there' }).waitFor();
    await snap(page, 'social-complete-registration');

    await page.getByRole('button', { name: 'Continue' }).click();
    await see(page, 'Value is required');
    expect(await countText(page, 'Value is required')).toBe(3);
    await snap(page, 'social-complete-registration-errors');

    await page.getByLabel('Business name').fill(vendor.businessName);
    await page.getByLabel('Phone number').fill(vendor.phone);
    await page.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: 'Female' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/register/biz-setup');
    await page.getByRole('heading', { name: 'Set up your business' }).waitFor();
  });

  it('sets up the business and reaches the dashboard', async () => {
    const { page } = journey;
    await page.getByRole('combobox', { name: 'Business category' }).click();
    await page.getByRole('option', { name: 'Spa & Massage' }).click();
    await page.getByLabel('Business address').fill('3 Awolowo Road, Ikoyi, Lagos');
    await page
      .getByLabel('Business description')
      .fill('Deep-tissue and hot-stone massage in a calm Ikoyi studio.');
    await page.getByLabel('My place').check();
    await page.getByLabel('Upload workspace images').setInputFiles(pngFile('spa.png'));
    await page.getByRole('img', { name: 'Workspace image 1' }).waitFor();
    await snap(page, 'social-biz-setup-filled');
    await page.getByRole('button', { name: 'Complete setup' }).click();
    await page.waitForURL('**/biz-success');
    await page.getByRole('heading', { name: 'Your business is ready!' }).waitFor();
    // The provider verified the e-mail; the phone is verified too so the Verify Phone dialog stays away.
    await (await journey.vendorOfPage(page)).verifyContacts();

    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard/calendar');
    await seeDashboard(page, vendor.businessName);
    await snap(page, 'social-dashboard');
  });

  it('signs the same identity in with Google from the sign-in page', async () => {
    const { page } = journey;
    await logOutFromMenu(page);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await seeAlert(page, 'Sign In successful');
    await page.waitForURL('**/dashboard/calendar');
    await seeDashboard(page, vendor.businessName);
    await snap(page, 'social-sign-in-dashboard');
  });

  it('shows an error handed back by the callback and lands on sign-in', async () => {
    const fresh = await journey.newPage();
    await fresh.goto('/register/complete-registration?error=Something%20failed');
    await seeAlert(fresh, 'Something failed');
    await fresh.waitForURL('**/sign-in');
    expect(pathOf(fresh)).toBe('/sign-in');
    await fresh.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await snap(fresh, 'social-error');
    await fresh.context().close();
  });
});
