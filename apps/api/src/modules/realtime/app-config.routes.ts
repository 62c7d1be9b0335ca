import { realtimeApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

/** Runtime settings the browser needs and cannot know at build time. */
export const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.container;
  app.route({
    ...route(api.appConfig),
    handler: async () => ({
      realtime_port: config.REALTIME_PORT,
      public_url: config.PUBLIC_URL,
      tawk:
        config.TAWK_PROPERTY_ID && config.TAWK_WIDGET_ID
          ? { property_id: config.TAWK_PROPERTY_ID, widget_id: config.TAWK_WIDGET_ID }
          : null,
    }),
  });
};
