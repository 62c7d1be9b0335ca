import { waitlistApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { declineOffer, takeOffer } from './use-cases/answer-offer.ts';
import { joinWaitlist } from './use-cases/join-waitlist.ts';
import { listWaitlist } from './use-cases/list-waitlist.ts';
import { removeEntry } from './use-cases/remove-entry.ts';
import { saveSettings } from './use-cases/save-settings.ts';
import { showOffer } from './use-cases/show-offer.ts';

/** Issue 36: the vendor's waitlist, the shop page's join, and an offer's link. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.container.waitlist;
  const vendor = { onRequest: app.requireVendor };

  app.route({
    ...route(api.list),
    ...vendor,
    handler: async (r) => listWaitlist(ctx, { userId: vendorOf(r).userId }),
  });
  app.route({
    ...route(api.add),
    ...vendor,
    handler: async (r) => joinWaitlist(ctx, { userId: vendorOf(r).userId, body: r.body }),
  });
  app.route({
    ...route(api.remove),
    ...vendor,
    handler: async (r) => removeEntry(ctx, { userId: vendorOf(r).userId, id: r.params.id }),
  });
  app.route({
    ...route(api.settings),
    ...vendor,
    handler: async (r) => saveSettings(ctx, { userId: vendorOf(r).userId, holdMinutes: r.body.hold_minutes }),
  });
  app.route({
    ...route(api.join),
    handler: async (r) => joinWaitlist(ctx, { profileLink: r.params.profileLink, body: r.body, ip: r.ip }),
  });
  app.route({ ...route(api.offer), handler: async (r) => showOffer(ctx, { token: r.params.token }) });
  app.route({ ...route(api.take), handler: async (r) => takeOffer(ctx, { token: r.params.token }) });
  app.route({ ...route(api.decline), handler: async (r) => declineOffer(ctx, { token: r.params.token }) });
};
