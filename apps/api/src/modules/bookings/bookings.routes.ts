import { bookingsApi as api, calendarApi, LIMITS, rescheduleApi } from '@app/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

/** A list answered with its entity tag: 304 and no body for a client holding it, else the list. */
function tagged<T>(
  reply: FastifyReply,
  answer: { etag: string } & ({ notModified: true } | { notModified: false; body: T }),
) {
  reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
  return answer.notModified ? reply.code(304).send() : answer.body;
}

/** SPEC §7 'Bookings and actions', and what the vendor adds to the calendar (our own). */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bookings, reschedule } = app.container;
  app.addHook('onRequest', app.requireVendor);

  app.route({
    ...route(api.today),
    handler: async (r, reply) =>
      tagged(reply, await bookings.today(vendorOf(r).userId, r.headers['if-none-match'])),
  });
  app.route({
    ...route(api.sevenDays),
    handler: async (r, reply) =>
      tagged(reply, await bookings.sevenDays(vendorOf(r).userId, r.headers['if-none-match'])),
  });
  app.route({
    ...route(api.range),
    handler: async (r, reply) =>
      tagged(
        reply,
        await bookings.range(vendorOf(r).userId, r.query.from, r.query.to, r.headers['if-none-match']),
      ),
  });
  app.route({
    ...route(api.all),
    // The service answers bytes already compressed for the request.
    compress: false,
    handler: async (r, reply) => {
      const answer = await bookings.all(vendorOf(r).userId, r.params.userId, {
        ifNoneMatch: r.headers['if-none-match'],
        acceptEncoding: r.headers['accept-encoding'],
      });
      const vary = reply.getHeader('vary');
      reply
        .header('etag', answer.etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      if (answer.notModified) return reply.code(304).send();
      if (answer.encoding !== 'identity') reply.header('content-encoding', answer.encoding);
      return reply.type('application/json; charset=utf-8').send(answer.body);
    },
  });
  for (const action of ['accept', 'reject', 'start'] as const) {
    app.route({
      ...route(api[action]),
      handler: async (r) =>
        bookings.act(vendorOf(r).userId, r.params.id, action, r.headers['idempotency-key']),
    });
  }
  app.route({
    ...route(api.noShow),
    handler: async (r) => bookings.act(vendorOf(r).userId, r.params.id, 'noShow'),
  });
  app.route({
    ...route(api.complete),
    handler: async (r) => bookings.complete(vendorOf(r).userId, r.params.id, r.headers['idempotency-key']),
  });
  app.route({
    ...route(api.acceptAll),
    handler: async (r) => bookings.actAll(vendorOf(r).userId, r.params.ids, 'accept'),
  });
  app.route({
    ...route(api.rejectAll),
    handler: async (r) => bookings.actAll(vendorOf(r).userId, r.params.ids, 'reject'),
  });
  app.route({
    ...route(api.completeWithBalance),
    handler: async (r) =>
      bookings.completeWithBalance(
        vendorOf(r).userId,
        r.params.id,
        r.params.balance,
        r.headers['idempotency-key'],
      ),
  });
  app.route({
    ...route(api.completeGroup),
    handler: async (r) => bookings.completeGroup(vendorOf(r).userId, r.params.multipleId),
  });
  app.route({
    ...route(api.decideCancel),
    handler: async (r) =>
      bookings.act(
        vendorOf(r).userId,
        r.params.id,
        r.params.decision === 'accept' ? 'acceptCancel' : 'rejectCancel',
      ),
  });
  app.route({
    ...route(api.cancel),
    // The attachment travels inline as a data URL (a third larger than the file).
    bodyLimit: Math.ceil((LIMITS.imageMaxBytes * 4) / 3) + 16 * 1024,
    handler: async (r) => bookings.cancel(vendorOf(r).userId, r.params.id, r.body),
  });

  app.route({
    ...route(calendarApi.walkIn),
    handler: async (r, reply) => reply.code(201).send(await bookings.walkIn(vendorOf(r).userId, r.body)),
  });
  app.route({
    ...route(calendarApi.blockedTimes),
    handler: async (r) => bookings.blockedTimes(vendorOf(r).userId),
  });
  app.route({
    ...route(calendarApi.addBlockedTime),
    handler: async (r, reply) =>
      reply.code(201).send(await bookings.addBlockedTime(vendorOf(r).userId, r.body)),
  });
  app.route({
    ...route(calendarApi.deleteBlockedTime),
    handler: async (r) => bookings.deleteBlockedTime(vendorOf(r).userId, r.params.id),
  });

  app.route({
    ...route(rescheduleApi.times),
    handler: async (r) => reschedule.times(vendorOf(r).userId, r.params.id, r.query.date),
  });
  app.route({
    ...route(rescheduleApi.propose),
    handler: async (r, reply) =>
      reply.code(201).send(await reschedule.propose(vendorOf(r).userId, r.params.id, r.body)),
  });
  app.route({
    ...route(rescheduleApi.withdraw),
    handler: async (r) => reschedule.withdraw(vendorOf(r).userId, r.params.id),
  });
};
