import type { PaymentProvider } from '../../adapters/payments.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { PaymentsService } from './payments.service.ts';
import type { RefundsService } from './refunds.service.ts';

type Event = { event?: unknown; data?: Record<string, unknown> };
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * The provider's webhook (Paystack's shape): checked against the signature of the raw body,
 * then dispatched. A body only says *which* reference to look at; every handler asks the provider
 * (or our own books) before moving money, and each move happens at most once.
 */
export function webhooksService(deps: {
  provider: PaymentProvider;
  payments: PaymentsService;
  refunds: RefundsService;
  wallet: WalletService;
  log: (message: string, error?: unknown) => void;
}) {
  const { provider, payments, refunds, wallet, log } = deps;

  return {
    async receive(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<'accepted' | 'ignored' | 'refused'> {
      if (!provider.signatureValid(rawBody, signature)) {
        log('payment webhook refused: missing or wrong signature');
        return 'refused';
      }
      let body: Event;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as Event;
      } catch {
        log('payment webhook ignored: the body is not JSON');
        return 'ignored';
      }
      const event = text(body.event);
      const data = body.data ?? {};
      const reference = text(data.reference);
      switch (event) {
        case 'charge.success': {
          // A charge of another amount is 'refunded mismatch': acted on, so accepted.
          const outcome = await payments.confirm(reference);
          return outcome === 'unknown' || outcome === 'mismatch' ? 'ignored' : 'accepted';
        }
        case 'transfer.success':
        case 'transfer.failed':
        case 'transfer.reversed':
          return (await wallet.onTransferEvent(event, reference)) ? 'accepted' : 'ignored';
        case 'refund.processed':
        case 'refund.failed': {
          const ids = [text(data.id), text(data.refund_reference)].filter(Boolean);
          for (const id of ids)
            if (await refunds.onProviderUpdate(id, event === 'refund.processed' ? 'processed' : 'failed'))
              return 'accepted';
          log(`${event} for an unknown refund ignored`);
          return 'ignored';
        }
        default:
          log(`payment webhook ${event || '(no event)'} ignored`);
          return 'ignored';
      }
    },
  };
}

export type WebhooksService = ReturnType<typeof webhooksService>;
