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
};
