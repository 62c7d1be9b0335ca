import { shopApi as api, privacyApi } from '@app/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import type { Visitor } from './shop-visits.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    visitor: Visitor | null;
  }
}

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
  const { clients, visits, visitData } = app.container.shop;
  app.decorateRequest('visitor', null);
  // Before the body is read: a call without a key or token that opens something is a 401 first.
  const byVisitor = {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const visitor = await visits.visitor(bearerOf(request));
      if (!visitor) return unauthenticated(reply);
      request.visitor = visitor;
    },
  };
  const visitorOf = (request: FastifyRequest) => {
    if (!request.visitor) throw new Error('byVisitor must run first');
    return request.visitor;
  };
  app.route({
    ...route(api.sendCode),
    handler: async (r) => clients.sendCode(r.params.profileLink, r.body, r.ip),
  });
  app.route({ ...route(api.verify), handler: async (r) => clients.verify(r.params.profileLink, r.body) });

  app.route({
    ...byVisitor,
    ...route(api.visitLink),
    handler: async (r) => visits.link(visitorOf(r), r.params.id),
  });
  app.route({
    ...byVisitor,
    ...route(api.visitCancel),
    handler: async (r) => visits.cancel(visitorOf(r), r.params.id, r.body.comment),
  });
  app.route({
    ...byVisitor,
    ...route(api.visitCancelFollowing),
    handler: async (r) => visits.cancelFollowing(visitorOf(r), r.params.id, r.body.comment),
  });
  app.route({
    ...byVisitor,
    ...route(api.visitTimes),
    handler: async (r) => visits.times(visitorOf(r), r.params.id, r.query.date),
  });
  app.route({
    ...byVisitor,
    ...route(api.visitReschedule),
    handler: async (r) => visits.reschedule(visitorOf(r), r.params.id, r.body),
  });
  app.route({
    ...byVisitor,
    ...route(api.visitProposal),
    handler: async (r) => visits.answer(visitorOf(r), r.params.id, r.body.accept),
  });
  app.route({
    ...byVisitor,
    ...route(api.visitReview),
    handler: async (r) => visits.review(visitorOf(r), r.params.id, r.body),
  });
  app.route({
    ...byVisitor,
    ...route(api.visitChat),
    handler: async (r) => visits.chat(visitorOf(r), r.params.id),
  });
  app.route({
    ...byVisitor,
    ...route(api.visitSend),
    handler: async (r, reply) =>
      reply.code(201).send(await visits.send(visitorOf(r), r.params.id, r.body.message)),
  });
  // Issue 37: her data, its erasure and correction, her objection, after a code to the booking's phone.
  app.route({
    ...byVisitor,
    ...route(privacyApi.visitDataCode),
    handler: async (r) => visitData.sendCode(visitorOf(r), r.params.id, r.ip),
  });
  app.route({
    ...byVisitor,
    ...route(privacyApi.visitData),
    handler: async (r) => visitData.data(visitorOf(r), r.params.id, r.body),
  });
  app.route({
    ...byVisitor,
    ...route(privacyApi.visitCorrect),
    handler: async (r) => visitData.correct(visitorOf(r), r.params.id, r.body),
  });
  app.route({
    ...byVisitor,
    ...route(privacyApi.visitObject),
    handler: async (r) => visitData.object(visitorOf(r), r.params.id, r.body.code),
  });
};
