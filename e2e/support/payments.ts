import { customerApi, PAYMENT_MESSAGES, type PaymentCheckout } from '@app/shared';
import type { Page } from 'playwright-core';
import { apiClient } from './api.ts';

/**
 * A customer's booking through POST /api/customer/bookings, at the vendor's place. When a service
 * asks for a deposit, the answer carries the checkout (`payment`) and the bookings wait, invisible
 * to the vendor, until it is paid.
 */
export async function bookServices(
  baseUrl: string,
  token: string,
  booking: { vendorId: number; items: { service_id: number; date: string; time: string }[] },
) {
  return apiClient(baseUrl).call(
    customerApi.book,
    {
      body: {
        vendor_id: booking.vendorId,
        items: booking.items,
        service_location: "At Vendor's Location",
      },
    },
    { token },
  );
}

/**
 * Pays a deposit on the embedded sandbox's checkout page as a customer would: the page says TEST
 * MODE, Pay sends the provider's signed webhook, and the browser comes back to the return page.
 * `shot` is called on the checkout and on the return page, for screenshots.
 */
export async function payOnCheckout(
  page: Page,
  payment: PaymentCheckout,
  shot: (step: 'checkout' | 'return') => Promise<void> = async () => undefined,
): Promise<void> {
  await page.goto(payment.authorization_url);
  await page.getByText('TEST MODE').first().waitFor();
  await shot('checkout');
  await page.getByRole('button', { name: /^Pay ₦/ }).click();
  await page.waitForURL((url) => url.pathname === '/pay/return');
  await page.getByText(PAYMENT_MESSAGES.paid, { exact: true }).waitFor();
  await shot('return');
}

const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, 'i'))?.[1]?.replaceAll('&amp;', '&');

/**
 * Pays without a browser: reads the checkout page and submits its Pay form with fetch exactly as
 * the browser would (the form's action and method, its inputs and the Pay button's own name/value).
 */
export async function payWithoutBrowser(payment: PaymentCheckout): Promise<void> {
  const page = await fetch(payment.authorization_url);
  const html = await page.text();
  if (!page.ok) throw new Error(`checkout answered ${page.status}: ${html}`);
  const pay = /<button\b[^>]*>\s*Pay ₦[^<]*<\/button>/i;
  const form = html.match(/<form\b[^>]*>[\s\S]*?<\/form>/gi)?.find((f) => pay.test(f));
  if (!form) throw new Error(`no Pay form on ${payment.authorization_url}`);
  const fields = new URLSearchParams();
  for (const input of form.match(/<input\b[^>]*>/gi) ?? []) {
    const name = attribute(input, 'name');
    if (name) fields.append(name, attribute(input, 'value') ?? '');
  }
  const button = form.match(pay)?.[0] ?? '';
  const buttonName = attribute(button, 'name');
  if (buttonName) fields.append(buttonName, attribute(button, 'value') ?? '');
  const open = form.match(/<form\b[^>]*>/i)?.[0] ?? '';
  const response = await fetch(new URL(attribute(open, 'action') ?? payment.authorization_url, page.url), {
    method: (attribute(open, 'method') ?? 'post').toUpperCase(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields,
    redirect: 'manual',
  });
  const back = response.headers.get('location') ?? '';
  if (response.status >= 400 || !back.includes('/pay/return')) {
    throw new Error(`paying ${payment.reference} answered ${response.status} (location '${back}')`);
  }
}
