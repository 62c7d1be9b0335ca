import { catalogueApi as api, LIMITS, MAX_SERVICE_IMAGES } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { addWorkspaceImage } from './use-cases/add-workspace-image.ts';
import { deleteOffer } from './use-cases/delete-offer.ts';
import { deleteService } from './use-cases/delete-service.ts';
import { deleteWorkspaceImage } from './use-cases/delete-workspace-image.ts';
import { listAddons } from './use-cases/list-addons.ts';
import { listBundles } from './use-cases/list-bundles.ts';
import { listServices } from './use-cases/list-services.ts';
import { listWorkspaceImages } from './use-cases/list-workspace-images.ts';
import { reorderWorkspaceImages } from './use-cases/reorder-workspace-images.ts';
import { saveAddon } from './use-cases/save-addon.ts';
import { saveBundle } from './use-cases/save-bundle.ts';
import { saveService } from './use-cases/save-service.ts';

/** Room for `count` images sent inline as data URLs (a third larger than the files), and the rest. */
const imageLimit = (count: number) => Math.ceil((count * LIMITS.imageMaxBytes * 4) / 3) + 64 * 1024;

/** SPEC §7's three reads keep their shapes; the rest is our own REST. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.container.catalogue;
  app.addHook('onRequest', app.requireVendor);
  const me = (r: Parameters<typeof vendorOf>[0]) => vendorOf(r).userId;

  app.route({
    ...route(api.services),
    handler: async (r) => listServices(ctx, { userId: me(r), requestedId: r.params.userId }),
  });
  app.route({
    ...route(api.bundles),
    handler: async (r) => listBundles(ctx, { userId: me(r), requestedId: r.params.userId }),
  });
  app.route({
    ...route(api.addons),
    handler: async (r) => listAddons(ctx, { userId: me(r), requestedId: r.params.userId }),
  });

  const serviceLimit = imageLimit(MAX_SERVICE_IMAGES);
  app.route({
    ...route(api.createService),
    bodyLimit: serviceLimit,
    handler: async (r, reply) =>
      reply.code(201).send(await saveService(ctx, { userId: me(r), id: null, service: r.body })),
  });
  app.route({
    ...route(api.updateService),
    bodyLimit: serviceLimit,
    handler: async (r) => saveService(ctx, { userId: me(r), id: r.params.id, service: r.body }),
  });
  app.route({
    ...route(api.deleteService),
    handler: async (r) => deleteService(ctx, { userId: me(r), id: r.params.id }),
  });

  app.route({
    ...route(api.createBundle),
    handler: async (r, reply) =>
      reply.code(201).send(await saveBundle(ctx, { userId: me(r), id: null, bundle: r.body })),
  });
  app.route({
    ...route(api.updateBundle),
    handler: async (r) => saveBundle(ctx, { userId: me(r), id: r.params.id, bundle: r.body }),
  });
  app.route({
    ...route(api.deleteBundle),
    handler: async (r) => deleteOffer(ctx, { userId: me(r), kind: 'bundles', id: r.params.id }),
  });

  app.route({
    ...route(api.createAddon),
    handler: async (r, reply) =>
      reply.code(201).send(await saveAddon(ctx, { userId: me(r), id: null, addon: r.body })),
  });
  app.route({
    ...route(api.updateAddon),
    handler: async (r) => saveAddon(ctx, { userId: me(r), id: r.params.id, addon: r.body }),
  });
  app.route({
    ...route(api.deleteAddon),
    handler: async (r) => deleteOffer(ctx, { userId: me(r), kind: 'addons', id: r.params.id }),
  });

  app.route({
    ...route(api.workspaceImages),
    handler: async (r) => listWorkspaceImages(ctx, { userId: me(r) }),
  });
  app.route({
    ...route(api.addWorkspaceImage),
    bodyLimit: imageLimit(1),
    handler: async (r, reply) =>
      reply.code(201).send(await addWorkspaceImage(ctx, { userId: me(r), image: r.body })),
  });
  app.route({
    ...route(api.reorderWorkspaceImages),
    handler: async (r) => reorderWorkspaceImages(ctx, { userId: me(r), ids: r.body.ids }),
  });
  app.route({
    ...route(api.deleteWorkspaceImage),
    handler: async (r) => deleteWorkspaceImage(ctx, { userId: me(r), id: r.params.id }),
  });
};
