import { closeCheckout } from './close-checkout.ts';
import type { PaymentsContext } from './context.ts';
import { confirmPayment } from './use-cases/confirm-payment.ts';

/**
 * Ends one open checkout whose hold is over, unless the provider says it was paid after all.
 * Whatever the provider answered, a checkout still open afterwards closes, so none stays due.
 */
export async function expireCheckout(ctx: PaymentsContext, reference: string) {
  await confirmPayment(ctx, { reference }).catch((error) => {
    ctx.log(`verifying ${reference} before its hold ends failed`, error);
  });
  const payment = await ctx.payments.byReference(ctx.db, reference);
  if (payment?.status !== 'initialized') return false;
  await closeCheckout(ctx, payment, 'expired');
  return true;
}
