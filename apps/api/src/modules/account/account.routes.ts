import { accountApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { account } = app.container;
  app.addHook('onRequest', app.requireVendor);

  app.route({
    ...route(api.details),
    handler: async (request) => account.details(vendorOf(request).userId, request.params.userId),
  });

  app.route({
    ...route(api.completeSocial),
    handler: async (request) => account.completeSocial(vendorOf(request).userId, request.body),
  });
};
