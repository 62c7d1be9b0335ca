import { legalApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

/** GET /legal/:page: the terms and the privacy notice sign-up links to, for anyone. */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { legal } = app.container;
  app.route({ ...route(api.page), handler: async (r) => legal.page(r.params.page) });
};
