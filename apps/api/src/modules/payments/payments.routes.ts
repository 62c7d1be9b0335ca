import { MSG, paymentsApi, text } from '@app/shared';
import type { FastifySchemaCompiler } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { checkoutPage, returnPage } from './pages.ts';
import { paymentStatus } from './use-cases/payment-status.ts';
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

/** Pages outside /api: the sandbox checkout (embedded default only) and the return page. */
export const paymentPages: FastifyPluginAsyncZod = async (app) => {
  const { payments: ctx, sandbox } = app.container;
  app.get(
    '/pay/return',
    { schema: { hide: true, querystring: z.object({ reference: text().max(40).default('') }) } },
    async (r, reply) => {
      const status = await paymentStatus(ctx, { reference: r.query.reference }).catch(() => null);
      return reply.type('text/html').send(returnPage(status));
    },
  );
  if (!sandbox) return;

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
      const delivery = await sandbox.complete(
        transaction.reference,
        r.body.outcome === 'pay' ? 'success' : 'failed',
      );
      // The provider's webhook, signed like the real one, through the same route a real delivery takes.
      if (delivery) {
        await app.inject({
          method: 'POST',
          url: '/api/payments/paystack/webhook',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': delivery.signature },
          payload: delivery.raw,
        });
      }
      const back = new URL(transaction.callback_url);
      back.searchParams.set('trxref', transaction.reference);
      back.searchParams.set('reference', transaction.reference);
      return reply.code(303).redirect(back.toString());
    },
  );
};
