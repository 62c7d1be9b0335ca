import { text } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendorOf } from '../../lib/http.ts';

const tags = ['attachments'];
const security = [{ bearer: [] }];

/** GET /attachments/{name}: streams a private image to the vendor it belongs to. */
export const attachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { attachments } = app.container;
  app.addHook('onRequest', app.requireVendor);

  app.get(
    '/attachments/:name',
    { schema: { tags, security, params: z.object({ name: text().max(100) }) } },
    async (r, reply) => {
      const file = await attachments.open(vendorOf(r).userId, r.params.name);
      return reply
        .type(file.type)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};
