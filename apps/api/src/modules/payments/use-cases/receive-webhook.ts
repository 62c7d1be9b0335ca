import { MSG } from '@app/shared';
import { normalizeIP } from '@fastify/rate-limit';
import { RateLimited, secondsUntil } from '../../../lib/errors.ts';
import type { WebhooksContext } from '../context.ts';

/** Unsigned or wrongly signed calls one address may make in a minute. */
const WEBHOOK_REFUSALS = { max: 30, windowMs: 60_000 };

type Event = { event?: unknown; data?: Record<string, unknown> };
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * The provider's webhook (Paystack's shape): checked against the signature of the raw body,
 * then dispatched. A body only says *which* reference to look at; every handler asks the provider
 * (or our own books) before moving money, and each move happens at most once.
 *
 * Signed calls always get through (the provider's retries come from a few addresses). Refused
 * ones are counted per address: past WEBHOOK_REFUSALS a minute the address is answered 429
 * before anything is read, and only the first refusal of each minute is logged.
 */
export async function receiveWebhook(
  ctx: WebhooksContext,
  input: { rawBody: Buffer; signature: string | undefined; ip: string },
): Promise<'accepted' | 'ignored' | 'refused'> {
  const { rawBody, ip } = input;
  const log = ctx.warn;
  const key = `webhook-refused:${normalizeIP(ip || 'unknown')}`;
  const refusals = await ctx.limiter.peek(key);
  if (refusals.resetAt && refusals.count >= WEBHOOK_REFUSALS.max)
    throw new RateLimited(MSG.tooManyRequests, secondsUntil(ctx.clock, refusals.resetAt));
  if (!ctx.provider.signatureValid(rawBody, input.signature)) {
    const { count } = await ctx.limiter.hit(key, WEBHOOK_REFUSALS.windowMs);
    if (count === 1) log(`payment webhook refused from ${ip}: missing or wrong signature`);
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
      const outcome = await ctx.confirmPayment({ reference });
      return outcome === 'unknown' || outcome === 'mismatch' ? 'ignored' : 'accepted';
    }
    case 'transfer.success':
    case 'transfer.failed':
    case 'transfer.reversed':
      return (await ctx.applyTransferEvent({ event, reference })) ? 'accepted' : 'ignored';
    case 'refund.processed':
    case 'refund.failed': {
      const ids = [text(data.id), text(data.refund_reference)].filter(Boolean);
      const outcome = event === 'refund.processed' ? 'processed' : 'failed';
      for (const id of ids)
        if (await ctx.recordRefundOutcome({ providerReference: id, outcome })) return 'accepted';
      log(`${event} for an unknown refund ignored`);
      return 'ignored';
    }
    default:
      log(`payment webhook ${event || '(no event)'} ignored`);
      return 'ignored';
  }
}
