import { attachmentsApi as api } from '@app/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

/** GET /attachments/{name}: a private image, to the vendor it belongs to. */
export const attachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { attachments } = app.container;
  app.addHook('onRequest', app.requireVendor);
  app.route({
    ...route(api.file),
    // The image goes as bytes: an untyped reply (the typed one knows JSON and the documented file).
    handler: async (r, typedReply) => {
      const reply: FastifyReply = typedReply;
      const file = await attachments.open(vendorOf(r).userId, r.params.name);
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  });
};
