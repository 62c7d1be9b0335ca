import { CHECKOUT_MESSAGES, type ReceiptChannel, receiptMessage, WHATSAPP_LANGUAGE } from '@app/shared';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import type { OutboxMessage } from '../../outbox/index.ts';
import type { CheckoutContext } from '../context.ts';
import { liveCheckout, netLines } from '../live-checkout.ts';
import { balanceOf, clientOf } from '../receipt-facts.ts';

/**
 * Sends a checkout's receipt to the client on the channel the vendor chose, through the outbox:
 * written in a transaction, delivered after commit (retried there), never awaited by the answer.
 */
export async function sendReceipt(
  ctx: CheckoutContext,
  input: { userId: number; checkoutId: number; channel: ReceiptChannel },
) {
  const { userId, checkoutId, channel } = input;
  const entries = await ctx.book.entries(ctx.db, userId, { entryId: checkoutId });
  const checkout = entries.find((e) => e.id === checkoutId && e.kind === 'checkout');
  if (!checkout) throw notFound('Checkout not found');
  if (!liveCheckout(entries)) throw conflict(CHECKOUT_MESSAGES.checkoutVoided);
  const booking = await ctx.book.booking(ctx.db, userId, checkout.booking_id);
  if (!booking) throw notFound('Booking not found');
  const client = clientOf(booking);
  if (!client.channels.includes(channel))
    throw new AppError('invalid_input', CHECKOUT_MESSAGES.noContact, {
      errors: { channel: CHECKOUT_MESSAGES.noContact },
    });

  const message = receiptMessage({
    business: booking.business_name ?? booking.full_name,
    service: booking.service_name,
    start: booking.starts_at,
    reference: booking.reference,
    dueKobo: checkout.due,
    depositKobo: checkout.deposit,
    tipKobo: checkout.tip,
    // After refunds: what the client paid and kept paid.
    payments: netLines(checkout, entries).map((l) => ({ method: l.method, amountKobo: l.amount })),
    balanceKobo: balanceOf(booking, entries),
  });
  const outgoing: OutboxMessage =
    channel === 'email'
      ? { topic: 'mail', payload: { to: client.email!, subject: message.subject, text: message.text } }
      : channel === 'sms'
        ? { topic: 'sms', payload: { to: client.phone!.slice(1), text: message.text } }
        : {
            topic: 'whatsapp',
            payload: {
              to: client.phone!,
              template: message.template,
              language: WHATSAPP_LANGUAGE,
              parameters: message.parameters,
              text: message.text,
            },
          };
  await ctx.transact((trx) => ctx.outbox.record(trx, [outgoing]));
  return { success: true as const, message: CHECKOUT_MESSAGES.receiptQueued };
}
