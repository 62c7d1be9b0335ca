import { chatApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

/** The vendor's inbox. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat } = app.container;
  app.addHook('onRequest', app.requireVendor);
  app.route({ ...route(api.members), handler: async (r) => chat.members(vendorOf(r).userId) });
  app.route({
    ...route(api.thread),
    handler: async (r) => chat.conversation(vendorOf(r).userId, r.params.customerId),
  });
  app.route({
    ...route(api.send),
    handler: async (r, reply) =>
      reply
        .code(201)
        .send(
          await chat.vendorSend(
            vendorOf(r).userId,
            r.params.customerId,
            r.body.message,
            r.headers['idempotency-key'],
          ),
        ),
  });
};
