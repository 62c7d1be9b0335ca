import { pushApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { push } = app.container;
  app.addHook('onRequest', app.requireVendor);
  const me = (r: Parameters<typeof vendorOf>[0]) => vendorOf(r).userId;

  app.route({ ...route(api.key), handler: async () => push.key() });
  app.route({
    ...route(api.subscribe),
    handler: async (r, reply) => reply.code(201).send(await push.subscribe(me(r), r.body)),
  });
  app.route({
    ...route(api.unsubscribe),
    handler: async (r) => push.unsubscribe(me(r), r.body.endpoint),
  });
};
