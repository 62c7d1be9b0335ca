import { shopApi as api } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

/** The booking link's key or the customer's token, whichever the client's booking page sends. */
const bearerOf = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
};

/**
 * The shop page's own calls under /api/shop/ (issue 33): a client's one-time code and its check;
 * the client's booking page's calls on one booking of their visit.
 */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clients, visits } = app.container.shop;
  app.route({
    ...route(api.sendCode),
    handler: async (r) => clients.sendCode(r.params.profileLink, r.body, r.ip),
  });
  app.route({ ...route(api.verify), handler: async (r) => clients.verify(r.params.profileLink, r.body) });

  app.route({ ...route(api.visitLink), handler: async (r) => visits.link(bearerOf(r), r.params.id) });
  app.route({
    ...route(api.visitCancel),
    handler: async (r) => visits.cancel(bearerOf(r), r.params.id, r.body.comment),
  });
  app.route({
    ...route(api.visitTimes),
    handler: async (r) => visits.times(bearerOf(r), r.params.id, r.query.date),
  });
  app.route({
    ...route(api.visitReschedule),
    handler: async (r) => visits.reschedule(bearerOf(r), r.params.id, r.body),
  });
  app.route({
    ...route(api.visitProposal),
    handler: async (r) => visits.answer(bearerOf(r), r.params.id, r.body.accept),
  });
  app.route({
    ...route(api.visitReview),
    handler: async (r) => visits.review(bearerOf(r), r.params.id, r.body),
  });
  app.route({ ...route(api.visitChat), handler: async (r) => visits.chat(bearerOf(r), r.params.id) });
  app.route({
    ...route(api.visitSend),
    handler: async (r, reply) =>
      reply.code(201).send(await visits.send(bearerOf(r), r.params.id, r.body.message)),
  });
};
