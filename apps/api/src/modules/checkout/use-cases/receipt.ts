import { koboToNaira } from '@app/shared';
import { notFound } from '../../../lib/errors.ts';
import { presentEntry } from '../checkout.presenter.ts';
import type { CheckoutContext } from '../context.ts';
import { liveCheckout } from '../live-checkout.ts';
import { balanceOf, clientOf } from '../receipt-facts.ts';

/** A booking's receipt: the business, the client, and every entry of the book about the booking. */
export async function receipt(ctx: CheckoutContext, input: { userId: number; bookingId: number }) {
  const booking = await ctx.book.booking(ctx.db, input.userId, input.bookingId);
  if (!booking) throw notFound('Booking not found');
  const entries = await ctx.book.entries(ctx.db, input.userId, { bookingId: booking.id });
  const client = clientOf(booking);
  return {
    success: true as const,
    data: {
      business_name: booking.business_name ?? booking.full_name,
      reference: booking.reference,
      client_name: client.name,
      service_name: booking.service_name,
      service_date: booking.starts_at,
      status: booking.status,
      entries: entries.map(presentEntry),
      checkout_id: liveCheckout(entries)?.id ?? null,
      balance: koboToNaira(balanceOf(booking, entries)),
      channels: client.channels,
    },
  };
}
