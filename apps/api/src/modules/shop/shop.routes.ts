import { shopApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

/** The shop page's own calls under /api/shop/ (issue 33): a client's one-time code and its check. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clients } = app.container.shop;
  app.route({
    ...route(api.sendCode),
    handler: async (r) => clients.sendCode(r.params.profileLink, r.body, r.ip),
  });
  app.route({ ...route(api.verify), handler: async (r) => clients.verify(r.params.profileLink, r.body) });
};
