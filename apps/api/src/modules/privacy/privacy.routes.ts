import { privacyApi as api } from '@app/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { exportData } from './export-data.ts';

/** GET /api/vendor/export: the signed-in vendor's data as a ZIP (issue 37). */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { privacy } = app.container;
  app.addHook('onRequest', app.requireVendor);
  app.route({
    ...route(api.export),
    // Already deflated inside: compressing it again costs CPU for nothing.
    compress: false,
    // A stream of bytes: an untyped reply (the typed one knows JSON and the documented file).
    handler: async (r, reply: FastifyReply) => {
      const day = privacy.clock.now().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="my-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(exportData(privacy, vendorOf(r).userId));
    },
  });
};
