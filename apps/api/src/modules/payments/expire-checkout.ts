import { closeCheckout } from './close-checkout.ts';
import type { PaymentsContext } from './context.ts';

/**
 * Ends one open checkout whose hold is over, after the caller applied the provider's last answer
 * about it (confirmPayment: it may have been paid after all). Whatever the provider answered, a
 * checkout still open closes, so none stays due.
 */
export async function expireCheckout(ctx: PaymentsContext, reference: string) {
  const payment = await ctx.payments.byReference(ctx.db, reference);
  if (payment?.status !== 'initialized') return false;
  await closeCheckout(ctx, payment, 'expired');
  return true;
}
