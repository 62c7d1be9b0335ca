import { checkoutApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { correctCheckout } from './use-cases/correct-checkout.ts';
import { receipt } from './use-cases/receipt.ts';
import { recordCheckout } from './use-cases/record-checkout.ts';
import { sendReceipt } from './use-cases/send-receipt.ts';
import { takings } from './use-cases/takings.ts';

/** Issue 35: checkout at the chair, receipts and the day's takings (our own calls). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.container.checkout;
  app.addHook('onRequest', app.requireVendor);

  app.route({
    ...route(api.record),
    handler: async (r, reply) =>
      reply.code(201).send(
        await recordCheckout(ctx, {
          userId: vendorOf(r).userId,
          bookingId: r.params.id,
          body: r.body,
          idempotencyKey: r.headers['idempotency-key'],
        }),
      ),
  });
  app.route({
    ...route(api.receipt),
    handler: async (r) => receipt(ctx, { userId: vendorOf(r).userId, bookingId: r.params.id }),
  });
  app.route({
    ...route(api.sendReceipt),
    handler: async (r, reply) =>
      reply.code(202).send(
        await sendReceipt(ctx, {
          userId: vendorOf(r).userId,
          checkoutId: r.params.id,
          channel: r.body.channel,
        }),
      ),
  });
  app.route({
    ...route(api.correct),
    handler: async (r, reply) =>
      reply.code(201).send(
        await correctCheckout(ctx, {
          userId: vendorOf(r).userId,
          checkoutId: r.params.id,
          body: r.body,
          idempotencyKey: r.headers['idempotency-key'],
        }),
      ),
  });
  app.route({
    ...route(api.takings),
    handler: async (r) => takings(ctx, { userId: vendorOf(r).userId, from: r.query.from, to: r.query.to }),
  });
};
