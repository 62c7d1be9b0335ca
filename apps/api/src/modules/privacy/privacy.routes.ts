import { privacyApi as api } from '@app/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { exportData } from './export-data.ts';

/**
 * The signed-in vendor's rights (issue 37): GET /api/vendor/export, her data as a ZIP; her account's
 * deletion; her clients' erasure requests.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { privacy, rights } = app.container;
  app.addHook('onRequest', app.requireVendor);
  app.route({
    ...route(api.export),
    // Already deflated inside: compressing it again costs CPU for nothing.
    compress: false,
    // A stream of bytes: an untyped reply (the typed one knows JSON and the documented file).
    handler: async (r, typedReply) => {
      const reply: FastifyReply = typedReply;
      const day = privacy.clock.now().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="my-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(exportData(privacy, vendorOf(r).userId));
    },
  });
  app.route({
    ...route(api.deleteAccount),
    handler: async (r) => rights.deleteAccount(vendorOf(r).userId, r.body, r.ip),
  });
  app.route({
    ...route(api.requests),
    handler: async (r) => ({
      requests: (await rights.requests(vendorOf(r).userId)).map(({ user_id, done_by, ...shown }) => shown),
    }),
  });
  app.route({
    ...route(api.carry),
    handler: async (r) => rights.carry(r.params.id, 'vendor', vendorOf(r).userId),
  });
};
