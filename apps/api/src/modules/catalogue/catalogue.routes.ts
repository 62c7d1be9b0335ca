import { catalogueApi as api, LIMITS, MAX_SERVICE_IMAGES } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

/** Room for `count` images sent inline as data URLs (a third larger than the files), and the rest. */
const imageLimit = (count: number) => Math.ceil((count * LIMITS.imageMaxBytes * 4) / 3) + 64 * 1024;

/** SPEC §7's three reads keep their shapes; the rest is our own REST. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app.container;
  app.addHook('onRequest', app.requireVendor);
  const me = (r: Parameters<typeof vendorOf>[0]) => vendorOf(r).userId;

  app.route({ ...route(api.services), handler: async (r) => catalogue.services(me(r), r.params.userId) });
  app.route({ ...route(api.bundles), handler: async (r) => catalogue.bundles(me(r), r.params.userId) });
  app.route({ ...route(api.addons), handler: async (r) => catalogue.addons(me(r), r.params.userId) });

  const serviceLimit = imageLimit(MAX_SERVICE_IMAGES);
  app.route({
    ...route(api.createService),
    bodyLimit: serviceLimit,
    handler: async (r, reply) => reply.code(201).send(await catalogue.saveService(me(r), null, r.body)),
  });
  app.route({
    ...route(api.updateService),
    bodyLimit: serviceLimit,
    handler: async (r) => catalogue.saveService(me(r), r.params.id, r.body),
  });
  app.route({
    ...route(api.deleteService),
    handler: async (r) => catalogue.remove(me(r), 'services', r.params.id),
  });

  app.route({
    ...route(api.createBundle),
    handler: async (r, reply) => reply.code(201).send(await catalogue.saveBundle(me(r), null, r.body)),
  });
  app.route({
    ...route(api.updateBundle),
    handler: async (r) => catalogue.saveBundle(me(r), r.params.id, r.body),
  });
  app.route({
    ...route(api.deleteBundle),
    handler: async (r) => catalogue.remove(me(r), 'bundles', r.params.id),
  });

  app.route({
    ...route(api.createAddon),
    handler: async (r, reply) => reply.code(201).send(await catalogue.saveAddon(me(r), null, r.body)),
  });
  app.route({
    ...route(api.updateAddon),
    handler: async (r) => catalogue.saveAddon(me(r), r.params.id, r.body),
  });
  app.route({
    ...route(api.deleteAddon),
    handler: async (r) => catalogue.remove(me(r), 'addons', r.params.id),
  });

  app.route({ ...route(api.workspaceImages), handler: async (r) => catalogue.workspaceImages(me(r)) });
  app.route({
    ...route(api.addWorkspaceImage),
    bodyLimit: imageLimit(1),
    handler: async (r, reply) => reply.code(201).send(await catalogue.addWorkspaceImage(me(r), r.body)),
  });
  app.route({
    ...route(api.reorderWorkspaceImages),
    handler: async (r) => catalogue.reorderWorkspaceImages(me(r), r.body.ids),
  });
  app.route({
    ...route(api.deleteWorkspaceImage),
    handler: async (r) => catalogue.deleteWorkspaceImage(me(r), r.params.id),
  });
};
