import type { WaitlistContext } from '../context.ts';
import { offerNext } from '../offer-next.ts';

/** Offers ended per pass of the sweep. */
const PAGE = 100;

/**
 * The minute sweep: every offer whose hold is over expires and its slot goes to the next in line.
 * Each in its own transaction under the vendor's lock; an offer answered or expired by another
 * instance meanwhile is left alone (closeOffer changes only a live one), so running it on every
 * instance at once is safe.
 */
export async function expireOffers(ctx: WaitlistContext) {
  const now = ctx.clock.now().toISOString();
  let expired = 0;
  for (const offer of await ctx.waitlist.dueOffers(now, PAGE)) {
    await ctx.transact(async (trx) => {
      if (!(await ctx.waitlist.closeOffer(trx, offer.id, 'expired', now))) return;
      expired += 1;
      await offerNext(ctx, trx, {
        vendorId: offer.user_id,
        serviceId: offer.service_id,
        staffId: offer.staff_id,
        startsAt: offer.starts_at,
        endsAt: offer.ends_at,
      });
    });
  }
  return expired;
}
