import { securityApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

/** Settings › Security (issue 37): the vendor's sessions (auth's) and her security log. */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, security } = app.container;
  app.addHook('onRequest', app.requireVendor);

  app.route({ ...route(api.sessions), handler: async (r) => auth.sessions(vendorOf(r)) });
  app.route({ ...route(api.signOut), handler: async (r) => auth.signOut(vendorOf(r), r.params.id) });
  app.route({
    ...route(api.signOutAll),
    handler: async (r) => auth.signOutAll(vendorOf(r), r.body.keep_current),
  });
  app.route({ ...route(api.events), handler: async (r) => security.events(vendorOf(r).userId) });
};
