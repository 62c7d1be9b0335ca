import { WAITLIST_MESSAGES } from '@app/shared';
import { notFound } from '../../../lib/errors.ts';
import type { WaitlistContext } from '../context.ts';
import { offerNext } from '../offer-next.ts';

/** Takes a client off the waitlist; a slot held for them goes to the next in line at once. */
export async function removeEntry(ctx: WaitlistContext, input: { userId: number; id: number }) {
  await ctx.transact(async (trx) => {
    const removed = await ctx.waitlist.removeEntry(trx, input.userId, input.id);
    if (Number(removed.numUpdatedRows) !== 1) throw notFound('Waitlist entry not found');
    const now = ctx.clock.now().toISOString();
    for (const offer of await ctx.waitlist.liveOffersOf(trx, input.id)) {
      if (!(await ctx.waitlist.closeOffer(trx, offer.id, 'declined', now))) continue;
      await offerNext(ctx, trx, {
        vendorId: input.userId,
        serviceId: offer.service_id,
        staffId: offer.staff_id,
        startsAt: offer.starts_at,
        endsAt: offer.ends_at,
      });
    }
  });
  return { success: true as const, message: WAITLIST_MESSAGES.removed };
}
