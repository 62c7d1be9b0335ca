import { businessApi as api, LIMITS } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { business } = app.container;

  app.route({ ...route(api.categories), handler: async () => business.categories() });

  app.route({
    ...route(api.setup),
    onRequest: app.requireVendor,
    // Room for the images, base64-encoded, and the text fields.
    bodyLimit: Math.ceil((LIMITS.businessImagesMax * LIMITS.imageMaxBytes * 4) / 3) + 64 * 1024,
    handler: async (request) => business.setup(vendorOf(request).userId, request.body),
  });

  app.route({
    ...route(api.profileImages),
    onRequest: app.requireVendor,
    handler: async (request) => business.profileImages(vendorOf(request).userId),
  });
  // Room for one image, base64-encoded; a body past it is refused (413) before it is read.
  const imageLimit = Math.ceil((LIMITS.imageMaxBytes * 4) / 3) + 16 * 1024;
  for (const [kind, set, remove] of [
    ['logo', api.setLogo, api.removeLogo],
    ['cover', api.setCover, api.removeCover],
  ] as const) {
    app.route({
      ...route(set),
      onRequest: app.requireVendor,
      bodyLimit: imageLimit,
      handler: async (request) =>
        business.setProfileImage(vendorOf(request).userId, kind, request.body.image),
    });
    app.route({
      ...route(remove),
      onRequest: app.requireVendor,
      handler: async (request) => business.removeProfileImage(vendorOf(request).userId, kind),
    });
  }
};
