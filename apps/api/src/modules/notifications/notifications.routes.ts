import { notificationsApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.container;
  const base = { onRequest: app.requireVendor };

  app.route({
    ...route(api.list),
    ...base,
    handler: async (request) => notifications.list(vendorOf(request).userId),
  });
  app.route({
    ...route(api.read),
    ...base,
    handler: async (request, reply) =>
      reply.code(202).send(await notifications.read(vendorOf(request).userId, request.params.id)),
  });
};
