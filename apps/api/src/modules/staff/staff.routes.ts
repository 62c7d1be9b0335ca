import { staffApi as api, LIMITS } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

/** The vendor's team (our own calls). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff } = app.container;
  app.addHook('onRequest', app.requireVendor);

  app.route({ ...route(api.list), handler: async (r) => staff.list(vendorOf(r).userId) });
  app.route({
    ...route(api.create),
    handler: async (r, reply) => reply.code(201).send(await staff.create(vendorOf(r).userId, r.body)),
  });
  app.route({
    ...route(api.update),
    handler: async (r) => staff.update(vendorOf(r).userId, r.params.id, r.body),
  });
  app.route({ ...route(api.remove), handler: async (r) => staff.remove(vendorOf(r).userId, r.params.id) });
  app.route({
    ...route(api.setPhoto),
    // Room for one image, base64-encoded; a body past it is refused (413) before it is read.
    bodyLimit: Math.ceil((LIMITS.imageMaxBytes * 4) / 3) + 16 * 1024,
    handler: async (r) => staff.setPhoto(vendorOf(r).userId, r.params.id, r.body.image),
  });
  app.route({
    ...route(api.removePhoto),
    handler: async (r) => staff.removePhoto(vendorOf(r).userId, r.params.id),
  });
};
