import { scheduleApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

/** SPEC §7's schedule reads: opening hours with breaks, and days off. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { schedule } = app.container;
  app.addHook('onRequest', app.requireVendor);

  app.route({
    ...route(api.hours),
    handler: async (r) => schedule.hoursWithBreaks(vendorOf(r).userId, r.params.userId),
  });
  app.route({
    ...route(api.daysOff),
    handler: async (r) => schedule.daysOff(vendorOf(r).userId, r.params.userId),
  });
};
