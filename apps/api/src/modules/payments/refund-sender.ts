import type { RefundResult } from '../../adapters/payments.ts';
import { oneAtATime } from '../../lib/one-at-a-time.ts';
import type { RefundsContext } from './context.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import { REFUND_MAX_ATTEMPTS, staleBefore } from './refund-lease.ts';

const PAGE = 100;

type DueRefund = Awaited<ReturnType<PaymentsRepository['dueRefunds']>>[number];
type Deps = Omit<RefundsContext, 'sender'>;

/** A refund of this amount the provider holds for the payment that none of our rows names yet. */
async function alreadyAtProvider(ctx: Deps, refund: DueRefund): Promise<RefundResult | undefined> {
  const [held, known] = await Promise.all([
    ctx.provider.refundsOf({ reference: refund.reference, providerId: refund.provider_id }),
    ctx.payments.knownRefundReferences(ctx.db, refund.payment_id),
  ]);
  return held.find(
    (r) => !r.failed && r.amountKobo === refund.amount && !known.includes(r.providerReference),
  );
}

async function send(ctx: Deps, refund: DueRefund) {
  const { db, payments } = ctx;
  try {
    // `attempts` is the count before this claim: a refund tried before may have gone through.
    const result =
      (refund.attempts > 0 ? await alreadyAtProvider(ctx, refund) : undefined) ??
      (await ctx.provider.refund({ reference: refund.reference, amountKobo: refund.amount }));
    await payments.moveRefund(db, { id: refund.id }, ['sending'], {
      status: result.status === 'processed' ? 'processed' : 'processing',
      provider_reference: result.providerReference,
      updated_at: ctx.clock.now().toISOString(),
    });
  } catch (error) {
    ctx.log(`refund ${refund.id} of ${refund.reference} was not taken; it will be retried`, error);
    await payments.moveRefund(db, { id: refund.id }, ['sending'], {
      status: 'pending',
      last_error: String(error instanceof Error ? error.message : error).slice(0, 255),
      updated_at: ctx.clock.now().toISOString(),
    });
  }
}

/**
 * Sends refunds written with their money move (the outbox pattern): in the background after
 * commit, and again on every sweep until the provider takes them. A refund is claimed before it
 * is sent, so two processes never send it at once; a refund tried before is first looked for at
 * the provider, so an attempt whose answer was lost (or whose process died) is not paid twice.
 * One round runs at a time in a process; a call while one runs asks for one more.
 */
export function createRefundSender(ctx: Deps) {
  const { db, payments } = ctx;
  return oneAtATime(async () => {
    try {
      let afterId = 0;
      for (;;) {
        const due = await payments.dueRefunds(db, REFUND_MAX_ATTEMPTS, staleBefore(ctx), afterId, PAGE);
        for (const refund of due)
          if (await payments.claimRefund(db, refund.id, staleBefore(ctx), ctx.clock.now().toISOString()))
            await send(ctx, refund);
        if (due.length < PAGE) break;
        afterId = due.at(-1)!.id;
      }
    } catch (error) {
      ctx.log('sending refunds failed; the next sweep tries again', error);
    }
  });
}
