import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Runtime settings the browser needs and cannot know at build time. */
export const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.container;
  app.get(
    '/app-config',
    {
      schema: {
        tags: ['realtime'],
        response: {
          200: z.object({
            realtime_port: z.number().int(),
            public_url: z.string(),
            /** The support chat widget, loaded only when both ids are configured. */
            tawk: z.object({ property_id: z.string(), widget_id: z.string() }).nullable(),
          }),
        },
      },
    },
    async () => ({
      realtime_port: config.REALTIME_PORT,
      public_url: config.PUBLIC_URL,
      tawk:
        config.TAWK_PROPERTY_ID && config.TAWK_WIDGET_ID
          ? { property_id: config.TAWK_PROPERTY_ID, widget_id: config.TAWK_WIDGET_ID }
          : null,
    }),
  );
};
