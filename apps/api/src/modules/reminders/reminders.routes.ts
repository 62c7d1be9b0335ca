import { remindersApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

export const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clientMessages } = app.container;
  app.addHook('onRequest', app.requireVendor);
  const me = (r: Parameters<typeof vendorOf>[0]) => vendorOf(r).userId;

  app.route({ ...route(api.settings), handler: async (r) => clientMessages.settings(me(r)) });
  app.route({
    ...route(api.saveSettings),
    handler: async (r) => clientMessages.saveSettings(me(r), r.body),
  });
  app.route({
    ...route(api.bookingMessages),
    handler: async (r) => clientMessages.forBooking(me(r), r.params.id),
  });
};
