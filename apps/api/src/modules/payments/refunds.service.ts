import type { Clock } from '../../adapters/clock.ts';
import type { PaymentProvider, RefundResult } from '../../adapters/payments.ts';
import type { Db } from '../../db/database.ts';
import { oneAtATime } from '../../lib/one-at-a-time.ts';
import type { PaymentsRepository } from './payments.repository.ts';

/** A refund the provider keeps refusing is left for an operator after this many tries. */
export const REFUND_MAX_ATTEMPTS = 8;
/**
 * How long a sender holds a claimed refund: a claim older than this belongs to a process that
 * died mid-call, and the sweep takes the refund again (like client_messages' claims).
 */
export const REFUND_LEASE_MS = 2 * 60_000;
const PAGE = 100;

type DueRefund = Awaited<ReturnType<PaymentsRepository['dueRefunds']>>[number];

/**
 * Sends refunds written with their money move (the outbox pattern): in the background after
 * commit, and again on every sweep until the provider takes them. A refund is claimed before it
 * is sent, so two processes never send it at once; a refund tried before is first looked for at
 * the provider, so an attempt whose answer was lost (or whose process died) is not paid twice.
 */
export function refundsService(deps: {
  db: Db;
  payments: PaymentsRepository;
  provider: PaymentProvider;
  clock: Clock;
  log: (message: string, error?: unknown) => void;
}) {
  const { db, payments, provider, clock, log } = deps;
  const nowIso = () => clock.now().toISOString();
  const staleBefore = () => new Date(clock.now().getTime() - REFUND_LEASE_MS).toISOString();

  /** A refund of this amount the provider holds for the payment that none of our rows names yet. */
  async function alreadyAtProvider(refund: DueRefund): Promise<RefundResult | undefined> {
    const [held, known] = await Promise.all([
      provider.refundsOf({ reference: refund.reference, providerId: refund.provider_id }),
      payments.knownRefundReferences(db, refund.payment_id),
    ]);
    return held.find(
      (r) => !r.failed && r.amountKobo === refund.amount && !known.includes(r.providerReference),
    );
  }

  async function send(refund: DueRefund) {
    try {
      // `attempts` is the count before this claim: a refund tried before may have gone through.
      const result =
        (refund.attempts > 0 ? await alreadyAtProvider(refund) : undefined) ??
        (await provider.refund({ reference: refund.reference, amountKobo: refund.amount }));
      await payments.moveRefund(db, { id: refund.id }, ['sending'], {
        status: result.status === 'processed' ? 'processed' : 'processing',
        provider_reference: result.providerReference,
        updated_at: nowIso(),
      });
    } catch (error) {
      log(`refund ${refund.id} of ${refund.reference} was not taken; it will be retried`, error);
      await payments.moveRefund(db, { id: refund.id }, ['sending'], {
        status: 'pending',
        last_error: String(error instanceof Error ? error.message : error).slice(0, 255),
        updated_at: nowIso(),
      });
    }
  }

  const sender = oneAtATime(async () => {
    try {
      let afterId = 0;
      for (;;) {
        const due = await payments.dueRefunds(db, REFUND_MAX_ATTEMPTS, staleBefore(), afterId, PAGE);
        for (const refund of due)
          if (await payments.claimRefund(db, refund.id, staleBefore(), nowIso())) await send(refund);
        if (due.length < PAGE) break;
        afterId = due.at(-1)!.id;
      }
    } catch (error) {
      log('sending refunds failed; the next sweep tries again', error);
    }
  });

  return {
    /** Sends every refund due (the sweep, and after each commit unawaited); never throws. */
    flush: sender.run,
    /** Resolves once the round running now is done (before the database closes; tests). */
    settled: sender.settled,

    /** Refunds an operator must pay or chase (npm run admin -- refunds). */
    stuck: () => payments.stuckRefunds(db, REFUND_MAX_ATTEMPTS, staleBefore()),

    /** refund.processed / refund.failed from the provider's webhook. */
    async onProviderUpdate(providerReference: string, outcome: 'processed' | 'failed') {
      const moved = await payments.moveRefund(
        db,
        { provider_reference: providerReference },
        ['processing', 'sending'],
        { status: outcome, updated_at: nowIso() },
      );
      if (moved && outcome === 'failed')
        log(`refund ${providerReference} failed at the provider; an operator must pay it`);
      return moved;
    },
  };
}

export type RefundsService = ReturnType<typeof refundsService>;
