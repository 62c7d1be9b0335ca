import { bookingDeposit, missedDepositPercent, missedDepositReason, missedRule } from '@app/shared';
import type { Executor } from '../../db/database.ts';
import type { WaitlistContext } from './context.ts';
import type { WaitlistRepository } from './waitlist.repository.ts';

type Offer = NonNullable<Awaited<ReturnType<WaitlistRepository['offerByToken']>>>;

/**
 * The deposit (kobo) taking an offer asks, as an online booking of the same client would (issue
 * 36): the service's own, or the share the shop's misses rule asks of a client who missed before
 * (found by the offer's phone as the client book merges clients), whichever is larger; with the
 * reason when the misses raised it.
 */
export async function offerDeposit(ctx: WaitlistContext, ex: Executor, offer: Offer) {
  const rule = missedRule(offer);
  const misses = rule.missed_deposit_after
    ? await ctx.past.misses(ex, offer.user_id, { phone: offer.client_phone, email: null })
    : { no_shows: 0, late_cancellations: 0 };
  const due = bookingDeposit(offer.service_price, offer, missedDepositPercent(rule, misses));
  return { kobo: due.kobo, reason: due.byHistory ? missedDepositReason(rule, misses) : null };
}
