import { koboToNaira, PAYMENT_MESSAGES, type PaymentStatus } from '@app/shared';
import type { PaymentsTable } from '../../../db/schema.ts';
import { notFound } from '../../../lib/errors.ts';
import type { PaymentsContext } from '../context.ts';
import { expireCheckout } from '../expire-checkout.ts';
import { confirmPayment } from './confirm-payment.ts';

const STATUS_SHOWN: Record<PaymentsTable['status'], PaymentStatus> = {
  initialized: 'awaiting payment',
  success: 'paid',
  failed: 'failed',
  expired: 'expired',
  refunded: 'refunded',
};

/**
 * A payment's status: the return page's view by reference (unguessable; it shows no personal
 * data), or a customer's view of one of their own (`customerId`). An open checkout is verified
 * first, so a late webhook does not matter.
 */
export async function paymentStatus(ctx: PaymentsContext, input: { reference: string; customerId?: number }) {
  const { reference, customerId } = input;
  if (customerId !== undefined && !(await ctx.payments.ofCustomer(ctx.db, customerId, reference)))
    throw notFound('Payment not found');
  let payment = await ctx.payments.byReference(ctx.db, reference);
  if (!payment) throw notFound('Payment not found');
  if (payment.status === 'initialized') {
    // A hold that is over ends, unless the provider says it was paid after all.
    const holdOver = payment.expires_at <= ctx.clock.now().toISOString();
    await confirmPayment(ctx, { reference }).catch((error) =>
      ctx.log(`verifying ${reference} ${holdOver ? 'before its hold ends ' : ''}failed`, error),
    );
    if (holdOver) await expireCheckout(ctx, reference);
    payment = (await ctx.payments.byReference(ctx.db, reference)) ?? payment;
  }
  const status = STATUS_SHOWN[payment.status];
  return {
    success: true as const,
    reference,
    status,
    message: PAYMENT_MESSAGES[status],
    amount: koboToNaira(payment.amount),
    currency: payment.currency,
    multiple_id: payment.multiple_id,
    test_mode: payment.provider === 'sandbox' || ctx.provider.testMode,
  };
}

/**
 * The checkout and transfer pages' view of a checkout (issue 35; kept beside paymentStatus, which
 * it extends, so the pages' chain of imports stays short): its status as the return page shows it
 * (verified with the provider while open, card and transfer alike) and its transfer account, if
 * one was opened. `underpaid` when the transfer brought less than the deposit and went back.
 */
export async function transferStatus(ctx: PaymentsContext, input: { reference: string }) {
  const status = await paymentStatus(ctx, input).catch(() => null);
  const payment = status && (await ctx.payments.byReference(ctx.db, input.reference));
  if (!status || !payment) return null;
  const transfer = await ctx.payments.transferOf(ctx.db, payment.id);
  return {
    status,
    transfer: transfer ?? null,
    underpaid: transfer?.status === 'refunded' && (transfer.received ?? 0) < payment.amount,
    /** The provider's own card page, for the checkout page's 'Pay by card'. */
    cardUrl: payment.authorization_url,
  };
}
