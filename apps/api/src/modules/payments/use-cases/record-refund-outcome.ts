import type { RefundsContext } from '../context.ts';

/** refund.processed / refund.failed from the provider's webhook; answers whether a refund of ours moved. */
export async function recordRefundOutcome(
  ctx: RefundsContext,
  input: { providerReference: string; outcome: 'processed' | 'failed' },
) {
  const { providerReference, outcome } = input;
  const moved = await ctx.payments.moveRefund(
    ctx.db,
    { provider_reference: providerReference },
    ['processing', 'sending'],
    { status: outcome, updated_at: ctx.clock.now().toISOString() },
  );
  if (moved && outcome === 'failed')
    ctx.log(`refund ${providerReference} failed at the provider; an operator must pay it`);
  return moved;
}
