import { koboToNaira, WAITLIST_MESSAGES, type WaitlistOfferView } from '@app/shared';
import { sha256 } from '../../../lib/crypto.ts';
import { notFound } from '../../../lib/errors.ts';
import type { WaitlistContext } from '../context.ts';
import { offerDeposit } from '../offer-deposit.ts';

/** What an offer's link shows: the slot, and until when it is held (an ended hold reads 'expired'). */
export async function showOffer(ctx: WaitlistContext, input: { token: string }): Promise<WaitlistOfferView> {
  const offer = await ctx.waitlist.offerByToken(ctx.db, sha256(input.token));
  if (!offer) throw notFound(WAITLIST_MESSAGES.notFound);
  const lapsed = offer.status === 'offered' && offer.expires_at <= ctx.clock.now().toISOString();
  // What taking it would ask, told while it can still be taken.
  const deposit =
    offer.status === 'offered' && !lapsed
      ? await offerDeposit(ctx, ctx.db, offer)
      : { kobo: 0, reason: null };
  return {
    success: true,
    shop: offer.shop ?? '',
    service: offer.service_name,
    starts_at: offer.starts_at,
    ends_at: offer.ends_at,
    status: lapsed ? 'expired' : (offer.status as WaitlistOfferView['status']),
    expires_at: offer.expires_at,
    deposit: koboToNaira(deposit.kobo),
    ...(deposit.reason ? { deposit_reason: deposit.reason } : {}),
  };
}
