import { bizSetupBody, businessCategory, LIMITS, messageResponse } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendorOf } from '../../lib/http.ts';

const tags = ['business'];

export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { business } = app.container;

  app.get(
    '/businesscategories',
    {
      schema: {
        tags,
        response: { 200: z.object({ success: z.literal(true), data: z.array(businessCategory) }) },
      },
    },
    async () => business.categories(),
  );

  app.post(
    '/businesssetup',
    {
      onRequest: app.requireVendor,
      // Room for the images, base64-encoded, and the text fields.
      bodyLimit: Math.ceil((LIMITS.businessImagesMax * LIMITS.imageMaxBytes * 4) / 3) + 64 * 1024,
      schema: { tags, security: [{ bearer: [] }], body: bizSetupBody, response: { 200: messageResponse } },
    },
    async (request) => business.setup(vendorOf(request).userId, request.body),
  );
};
