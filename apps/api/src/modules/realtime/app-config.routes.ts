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
        response: { 200: z.object({ realtime_port: z.number().int(), public_url: z.string() }) },
      },
    },
    async () => ({ realtime_port: config.REALTIME_PORT, public_url: config.PUBLIC_URL }),
  );
};
