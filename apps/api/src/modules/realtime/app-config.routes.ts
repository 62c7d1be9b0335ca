import { realtimeApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { appConfigService } from './app-config.service.ts';

/** Runtime settings the browser needs and cannot know at build time. */
export const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const appConfig = appConfigService(app.container.config);
  app.route({ ...route(api.appConfig), handler: async () => appConfig.get() });
};
