import { type ReceiptChannel, toE164 } from '@app/shared';
import type { BookedEntry, CheckoutBookingRow } from './checkout.repository.ts';
import { liveCheckout } from './live-checkout.ts';

/** Who the client is and how a receipt reaches them: a walk-in's own contact, else the customer's. */
export function clientOf(booking: CheckoutBookingRow) {
  const phone = toE164(booking.client_phone ?? booking.customer_phone ?? '');
  const email = booking.client_email ?? booking.customer_email ?? null;
  const channels: ReceiptChannel[] = [
    ...(phone ? (['whatsapp', 'sms'] as const) : []),
    ...(email ? (['email'] as const) : []),
  ];
  return { name: booking.client_name ?? booking.customer_name ?? 'Client', phone, email, channels };
}

/**
 * What the client still owes: nothing once a checkout stands (its payments add up to the bill by
 * rule); before one, the price and home-service fee less the deposit.
 */
export function balanceOf(booking: CheckoutBookingRow, entries: readonly BookedEntry[]) {
  if (liveCheckout(entries)) return 0;
  return Math.max(0, booking.service_price + booking.home_service_fee - booking.amount_paid);
}
