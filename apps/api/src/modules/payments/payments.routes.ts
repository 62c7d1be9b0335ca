import { MSG, nairaToKobo, paymentsApi, text } from '@app/shared';
import type { FastifyReply, FastifySchemaCompiler } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { checkoutPage, payPage, returnPage, transferPage } from './pages.ts';
import { openTransfer } from './use-cases/open-transfer.ts';
import { paymentStatus, transferStatus } from './use-cases/payment-status.ts';
import { receiveWebhook } from './use-cases/receive-webhook.ts';

export const reference = z.object({ reference: text().min(1).max(40) });

/** The body schema documents the event; validating it would replace the signed raw bytes. */
const allButBody: FastifySchemaCompiler<ZodType> = (part) =>
  part.httpPart === 'body' ? (raw) => ({ value: raw }) : validatorCompiler(part);

/**
 * POST /api/payments/paystack/webhook: the raw body is kept, because the signature covers its exact
 * bytes; the service checks the signature first and only then parses the body.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.setValidatorCompiler(allButBody);
  const ctx = app.container.webhooks;
  app.route({
    ...route(paymentsApi.paystackWebhook),
    handler: async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await receiveWebhook(ctx, {
        rawBody: raw,
        signature: request.headers['x-paystack-signature'],
        ip: request.ip,
      });
      if (outcome === 'refused') throw new AppError('unauthenticated', 'Invalid signature');
      return { received: true as const };
    },
  });
};

/**
 * Pages outside /api: our checkout page (card or bank transfer, issue 35), the transfer account,
 * the return page, and the sandbox's checkout and simulated transfer (embedded default only).
 */
export const paymentPages: FastifyPluginAsyncZod = async (app) => {
  const { payments: ctx, sandbox } = app.container;
  const html = (reply: FastifyReply, body: string) => reply.type('text/html').send(body);
  app.get(
    '/pay/return',
    { schema: { hide: true, querystring: z.object({ reference: text().max(40).default('') }) } },
    async (r, reply) => {
      const status = await paymentStatus(ctx, { reference: r.query.reference }).catch(() => null);
      return html(reply, returnPage(status));
    },
  );
  app.get('/pay/:reference', { schema: { hide: true, params: reference } }, async (r, reply) =>
    html(reply, payPage(await transferStatus(ctx, r.params))),
  );
  app.post('/pay/:reference/transfer', { schema: { hide: true, params: reference } }, async (r, reply) => {
    if (await openTransfer(ctx, r.params))
      return reply.code(303).redirect(`/pay/${r.params.reference}/transfer`);
    return html(reply, transferPage(await transferStatus(ctx, r.params), true, Boolean(sandbox)));
  });
  app.get('/pay/:reference/transfer', { schema: { hide: true, params: reference } }, async (r, reply) => {
    const view = await transferStatus(ctx, r.params);
    return html(reply.code(view ? 200 : 404), transferPage(view, false, Boolean(sandbox)));
  });
  if (!sandbox) return;

  /** The provider's webhook, signed like the real one, through the same route a real delivery takes. */
  const deliver = async (delivery: { raw: string; signature: string } | null) => {
    if (!delivery) return;
    await app.inject({
      method: 'POST',
      url: '/api/payments/paystack/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': delivery.signature },
      payload: delivery.raw,
    });
  };

  app.get('/sandbox/checkout/:reference', { schema: { hide: true, params: reference } }, async (r, reply) => {
    const transaction = await sandbox.transaction(r.params.reference);
    if (!transaction) return reply.code(404).type('text/html').send(checkoutPage(null));
    return reply.type('text/html').send(checkoutPage(transaction));
  });
  app.post(
    '/sandbox/checkout/:reference',
    {
      schema: {
        hide: true,
        params: reference,
        body: z.object({ outcome: z.enum(['pay', 'decline'], { error: MSG.required }) }),
      },
    },
    async (r, reply) => {
      const transaction = await sandbox.transaction(r.params.reference);
      if (!transaction) return reply.code(404).type('text/html').send(checkoutPage(null));
      await deliver(
        await sandbox.complete(transaction.reference, r.body.outcome === 'pay' ? 'success' : 'failed'),
      );
      const back = new URL(transaction.callback_url);
      back.searchParams.set('trxref', transaction.reference);
      back.searchParams.set('reference', transaction.reference);
      return reply.code(303).redirect(back.toString());
    },
  );
  /**
   * 'Simulate transfer': the bank delivers `amount` (₦, the exact deposit unless changed) to the
   * checkout's transfer account; the sandbox confirms the charge with the signed webhook its card
   * sends, and the customer sees the transfer page again, now settled.
   */
  app.post(
    '/sandbox/transfer/:reference',
    {
      schema: {
        hide: true,
        params: reference,
        body: z.object({
          amount: z.coerce.number({ error: 'Value must be numeric' }).positive().max(10_000_000).optional(),
        }),
      },
    },
    async (r, reply) => {
      const view = await transferStatus(ctx, r.params);
      if (!view?.transfer) return html(reply.code(404), transferPage(view, false, true));
      await deliver(
        await sandbox.complete(view.transfer.reference, 'success', {
          channel: 'bank_transfer',
          ...(r.body.amount === undefined ? {} : { amountKobo: nairaToKobo(r.body.amount) }),
        }),
      );
      return reply.code(303).redirect(`/pay/${r.params.reference}/transfer`);
    },
  );
};
