import type { RefundsContext } from '../context.ts';
import { REFUND_MAX_ATTEMPTS, staleBefore } from '../refund-lease.ts';

/** Refunds an operator must pay or chase (npm run admin -- refunds): failed, out of tries, or stuck. */
export async function stuckRefunds(ctx: RefundsContext) {
  return ctx.payments.stuckRefunds(ctx.db, REFUND_MAX_ATTEMPTS, staleBefore(ctx));
}
