import type { Clock } from '../../adapters/clock.ts';
import type { PaymentProvider } from '../../adapters/payments.ts';
import type { Db } from '../../db/database.ts';
import type { PaymentsRepository } from './payments.repository.ts';

/** A refund the provider keeps refusing is left for an operator after this many tries. */
const MAX_ATTEMPTS = 8;

/**
 * Sends refunds written with their money move (the outbox pattern): after commit, and again on
 * every sweep until the provider takes them. A refund is claimed before it is sent, so two
 * processes never send the same one.
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

  return {
    /** Sends every refund not yet taken; never throws (a failure waits for the next sweep). */
    async flush() {
      try {
        for (const refund of await payments.unsentRefunds(db, MAX_ATTEMPTS)) {
          const claimed = await payments.moveRefund(db, { id: refund.id }, ['pending'], {
            status: 'sending',
            updated_at: nowIso(),
          });
          if (!claimed) continue;
          try {
            const result = await provider.refund({ reference: refund.reference, amountKobo: refund.amount });
            await payments.moveRefund(db, { id: refund.id }, ['sending'], {
              status: result.status === 'processed' ? 'processed' : 'processing',
              provider_reference: result.providerReference,
              attempts: refund.attempts + 1,
              updated_at: nowIso(),
            });
          } catch (error) {
            log(`refund ${refund.id} of ${refund.reference} was not taken; it will be retried`, error);
            await payments.moveRefund(db, { id: refund.id }, ['sending'], {
              status: 'pending',
              attempts: refund.attempts + 1,
              last_error: String(error instanceof Error ? error.message : error).slice(0, 255),
              updated_at: nowIso(),
            });
          }
        }
      } catch (error) {
        log('sending refunds failed; the next sweep tries again', error);
      }
    },

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
