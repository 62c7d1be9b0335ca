import { idParam, messageResponse, reviewReplyBody, userReviewsResponse } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendorOf } from '../../lib/http.ts';

const tags = ['reviews'];
const security = [{ bearer: [] }];

/** SPEC §7: getUserReviews answers 201; vendorreviewcomment/{reviewId} takes the one reply. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviews } = app.container;
  app.addHook('onRequest', app.requireVendor);

  app.get(
    '/getUserReviews',
    { schema: { tags, security, response: { 201: userReviewsResponse } } },
    async (r, reply) => reply.code(201).send(await reviews.list(vendorOf(r).userId)),
  );

  app.post(
    '/vendorreviewcomment/:reviewId',
    {
      schema: {
        tags,
        security,
        params: z.object({ reviewId: idParam }),
        body: reviewReplyBody,
        response: { 200: messageResponse },
      },
    },
    async (r) => reviews.reply(vendorOf(r).userId, r.params.reviewId, r.body),
  );
};
