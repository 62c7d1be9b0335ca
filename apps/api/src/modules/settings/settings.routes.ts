import { settingsApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.container;
  app.addHook('onRequest', app.requireVendor);
  const me = (r: Parameters<typeof vendorOf>[0]) => vendorOf(r).userId;

  app.route({ ...route(api.businessInfo), handler: async (r) => settings.businessInfo(me(r), r.body) });
  app.route({ ...route(api.hours), handler: async (r) => settings.hours(me(r), r.body) });
  app.route({
    ...route(api.addDayOff),
    handler: async (r, reply) => reply.code(201).send(await settings.addDayOff(me(r), r.body)),
  });
  app.route({
    ...route(api.deleteDayOff),
    handler: async (r) => settings.deleteDayOff(me(r), r.params.id),
  });
  app.route({ ...route(api.location), handler: async (r) => settings.location(me(r), r.body) });
  app.route({ ...route(api.boost), handler: async (r) => settings.boostPlans(me(r)) });
  app.route({
    ...route(api.requestBoost),
    handler: async (r, reply) => reply.code(201).send(await settings.requestBoost(me(r), r.body)),
  });
  app.route({
    ...route(api.cancellationPolicy),
    handler: async (r) => settings.cancellationPolicy(me(r)),
  });
  app.route({
    ...route(api.saveCancellationPolicy),
    handler: async (r) => settings.saveCancellationPolicy(me(r), r.body),
  });
  app.route({ ...route(api.bookingRules), handler: async (r) => settings.bookingRules(me(r), r.body) });
  app.route({ ...route(api.personal), handler: async (r) => settings.personal(me(r), r.body) });
  app.route({ ...route(api.referrals), handler: async (r) => settings.referrals(me(r)) });
  app.route({ ...route(api.notifications), handler: async (r) => settings.notifications(me(r), r.body) });
  app.route({
    ...route(api.password),
    handler: async (r) => settings.changePassword(vendorOf(r), r.body, r.ip),
  });
};
