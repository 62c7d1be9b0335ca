import type { WalletContext } from '../context.ts';
import { leaseEndedBefore } from '../payout-lease.ts';

/** Payouts unsettled past their lease (npm run admin -- payouts): with the manual queue, all that wait for an operator. */
export async function stuckPayouts(ctx: WalletContext) {
  return ctx.wallet.staleWithdrawals(leaseEndedBefore(ctx), 500);
}
