import { identityApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

/** POST /nin: the vendor's NIN; getuserdetails shows it redacted. */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { identity } = app.container;
  app.addHook('onRequest', app.requireVendor);

  app.route({
    ...route(api.saveNin),
    handler: async (r) => identity.saveNin(vendorOf(r).userId, r.body.nin_number),
  });
};
