import { transferReference } from '../../../adapters/transfer-reference.ts';
import type { WalletContext } from '../context.ts';
import { payOut } from '../pay-out.ts';
import { leaseEndedBefore } from '../payout-lease.ts';
import { settleFromTransfer } from '../settle-from-transfer.ts';
import { settleWithdrawal } from './settle-withdrawal.ts';

const RECONCILE_PAGE = 100;

/**
 * The minute sweep: each payout unsettled for longer than its lease is looked up at the
 * provider (GET transfer/verify) and settled as its webhook would; one the provider never got
 * (the sender died first) is sent again under the same reference, which the provider takes once.
 * With the manual queue there is nothing to ask: an operator settles those. Answers how many settled.
 */
export async function reconcilePayouts(ctx: WalletContext) {
  const { verify } = ctx.payouts;
  if (!verify) return 0;
  let settled = 0;
  for (;;) {
    const stale = await ctx.wallet.staleWithdrawals(leaseEndedBefore(ctx), RECONCILE_PAGE);
    // Each row is touched (by us or another process) and leaves the due set, so this ends.
    for (const w of stale) {
      if (!(await ctx.wallet.touchWithdrawal(w.id, w.updated_at, ctx.clock.now().toISOString()))) continue;
      try {
        const transfer = await verify(transferReference(w.id));
        if (transfer.status === 'missing') {
          if (w.status === 'pending') await payOut(ctx, w.id, w.payout, w);
        } else if (transfer.status === 'pending') {
          if (w.status === 'pending') await settleWithdrawal(ctx, { id: w.id, status: 'processing' });
        } else if (await settleFromTransfer(ctx, w, transfer, 'reconciling')) settled += 1;
      } catch (error) {
        ctx.log(`reconciling withdrawal ${w.id} failed; the next sweep asks again`, error);
      }
    }
    if (stale.length < RECONCILE_PAGE) return settled;
  }
}
