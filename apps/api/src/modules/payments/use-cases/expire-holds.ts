import type { PaymentsContext } from '../context.ts';
import { expireCheckout } from '../expire-checkout.ts';
import { confirmPayment } from './confirm-payment.ts';

/** Expired checkouts read per query by the hold sweep, which pages through all that are due. */
const HOLD_PAGE = 200;

/** Ends every hold whose 15 minutes are up, each after one last look at the provider; page by page. */
export async function expireHolds(ctx: PaymentsContext) {
  const now = ctx.clock.now().toISOString();
  let expired = 0;
  let afterId = 0;
  for (;;) {
    const due = await ctx.payments.expiredCheckouts(ctx.db, now, afterId, HOLD_PAGE);
    for (const { reference } of due) {
      await confirmPayment(ctx, { reference }).catch((error) =>
        ctx.log(`verifying ${reference} before its hold ends failed`, error),
      );
      if (await expireCheckout(ctx, reference)) expired += 1;
    }
    if (due.length < HOLD_PAGE) return expired;
    afterId = due.at(-1)!.id;
  }
}
