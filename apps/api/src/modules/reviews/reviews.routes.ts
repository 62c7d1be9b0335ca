import { reviewsApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

/** SPEC §7: getUserReviews answers 201; vendorreviewcomment/{reviewId} takes the one reply. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviews } = app.container;
  app.addHook('onRequest', app.requireVendor);

  app.route({
    ...route(api.list),
    handler: async (r, reply) => reply.code(201).send(await reviews.list(vendorOf(r).userId)),
  });
  app.route({
    ...route(api.reply),
    handler: async (r) => reviews.reply(vendorOf(r).userId, r.params.reviewId, r.body),
  });
};
