import {
  bookingsApi as api,
  type BookingsRangeQuery,
  calendarApi,
  LIMITS,
  rescheduleApi,
  seriesApi,
} from '@app/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { act } from './use-cases/act.ts';
import { actAll } from './use-cases/act-all.ts';
import { addBlockedTime } from './use-cases/add-blocked-time.ts';
import { allBookings } from './use-cases/all-bookings.ts';
import { blockedTimes } from './use-cases/blocked-times.ts';
import { bookSeries } from './use-cases/book-series.ts';
import { cancel } from './use-cases/cancel.ts';
import { cancelFollowing } from './use-cases/cancel-following.ts';
import { complete } from './use-cases/complete.ts';
import { completeGroup } from './use-cases/complete-group.ts';
import { completeWithBalance } from './use-cases/complete-with-balance.ts';
import { deleteBlockedTime } from './use-cases/delete-blocked-time.ts';
import { previewSeries } from './use-cases/preview-series.ts';
import { proposeTime } from './use-cases/propose-time.ts';
import { busyDays, range } from './use-cases/range.ts';
import { rescheduleTimes } from './use-cases/reschedule-times.ts';
import { sevenDays } from './use-cases/seven-days.ts';
import { today } from './use-cases/today.ts';
import { walkIn } from './use-cases/walk-in.ts';
import { withdrawProposal } from './use-cases/withdraw-proposal.ts';

/** A list answered with its entity tag: 304 and no body for a client holding it, else the list. */
function tagged<T>(
  reply: FastifyReply,
  answer: { etag: string } & ({ notModified: true } | { notModified: false; body: T }),
) {
  reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
  return answer.notModified ? reply.code(304).send() : answer.body;
}

/** What the calendar's range calls ask: the vendor's days `from` to `to`, and the tag of the copy held. */
const rangeAsked = (r: FastifyRequest<{ Querystring: BookingsRangeQuery }>) => ({
  userId: vendorOf(r).userId,
  from: r.query.from,
  to: r.query.to,
  ifNoneMatch: r.headers['if-none-match'],
});

/** SPEC §7 'Bookings and actions', and what the vendor adds to the calendar (our own). */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.container.bookings;
  const moving = app.container.reschedule;
  app.addHook('onRequest', app.requireVendor);

  app.route({
    ...route(api.today),
    handler: async (r, reply) =>
      tagged(
        reply,
        await today(ctx, { userId: vendorOf(r).userId, ifNoneMatch: r.headers['if-none-match'] }),
      ),
  });
  app.route({
    ...route(api.sevenDays),
    handler: async (r, reply) =>
      tagged(
        reply,
        await sevenDays(ctx, { userId: vendorOf(r).userId, ifNoneMatch: r.headers['if-none-match'] }),
      ),
  });
  app.route({
    ...route(api.range),
    handler: async (r, reply) => tagged(reply, await range(ctx, rangeAsked(r))),
  });
  app.route({
    ...route(api.busyDays),
    handler: async (r, reply) => tagged(reply, await busyDays(ctx, rangeAsked(r))),
  });
  app.route({
    ...route(api.all),
    // The use case answers bytes already compressed for the request.
    compress: false,
    handler: async (r, reply) => {
      const answer = await allBookings(ctx, {
        userId: vendorOf(r).userId,
        requestedId: r.params.userId,
        request: { ifNoneMatch: r.headers['if-none-match'], acceptEncoding: r.headers['accept-encoding'] },
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
        act(ctx, {
          userId: vendorOf(r).userId,
          id: r.params.id,
          action,
          idempotencyKey: r.headers['idempotency-key'],
        }),
    });
  }
  app.route({
    ...route(api.noShow),
    handler: async (r) => act(ctx, { userId: vendorOf(r).userId, id: r.params.id, action: 'noShow' }),
  });
  app.route({
    ...route(api.complete),
    handler: async (r) =>
      complete(ctx, {
        userId: vendorOf(r).userId,
        id: r.params.id,
        idempotencyKey: r.headers['idempotency-key'],
      }),
  });
  app.route({
    ...route(api.acceptAll),
    handler: async (r) => actAll(ctx, { userId: vendorOf(r).userId, ids: r.params.ids, action: 'accept' }),
  });
  app.route({
    ...route(api.rejectAll),
    handler: async (r) => actAll(ctx, { userId: vendorOf(r).userId, ids: r.params.ids, action: 'reject' }),
  });
  app.route({
    ...route(api.completeWithBalance),
    handler: async (r) =>
      completeWithBalance(ctx, {
        userId: vendorOf(r).userId,
        id: r.params.id,
        balance: r.params.balance,
        idempotencyKey: r.headers['idempotency-key'],
      }),
  });
  app.route({
    ...route(api.completeGroup),
    handler: async (r) => completeGroup(ctx, { userId: vendorOf(r).userId, multipleId: r.params.multipleId }),
  });
  app.route({
    ...route(api.decideCancel),
    handler: async (r) =>
      act(ctx, {
        userId: vendorOf(r).userId,
        id: r.params.id,
        action: r.params.decision === 'accept' ? 'acceptCancel' : 'rejectCancel',
      }),
  });
  app.route({
    ...route(api.cancel),
    // The attachment travels inline as a data URL (a third larger than the file).
    bodyLimit: Math.ceil((LIMITS.imageMaxBytes * 4) / 3) + 16 * 1024,
    handler: async (r) => cancel(ctx, { userId: vendorOf(r).userId, id: r.params.id, body: r.body }),
  });

  app.route({
    ...route(calendarApi.walkIn),
    handler: async (r, reply) =>
      reply.code(201).send(await walkIn(ctx, { userId: vendorOf(r).userId, body: r.body })),
  });
  app.route({
    ...route(seriesApi.preview),
    handler: async (r) => previewSeries(ctx, { userId: vendorOf(r).userId, body: r.body }),
  });
  app.route({
    ...route(seriesApi.book),
    handler: async (r, reply) =>
      reply.code(201).send(
        await bookSeries(ctx, {
          userId: vendorOf(r).userId,
          body: r.body,
          idempotencyKey: r.headers['idempotency-key'],
        }),
      ),
  });
  app.route({
    ...route(seriesApi.cancelFollowing),
    // The attachment travels inline as a data URL, as the single cancel's does.
    bodyLimit: Math.ceil((LIMITS.imageMaxBytes * 4) / 3) + 16 * 1024,
    handler: async (r) => cancelFollowing(ctx, { userId: vendorOf(r).userId, id: r.params.id, body: r.body }),
  });
  app.route({
    ...route(calendarApi.blockedTimes),
    handler: async (r) => blockedTimes(ctx, { userId: vendorOf(r).userId }),
  });
  app.route({
    ...route(calendarApi.addBlockedTime),
    handler: async (r, reply) =>
      reply.code(201).send(await addBlockedTime(ctx, { userId: vendorOf(r).userId, body: r.body })),
  });
  app.route({
    ...route(calendarApi.deleteBlockedTime),
    handler: async (r) => deleteBlockedTime(ctx, { userId: vendorOf(r).userId, id: r.params.id }),
  });

  app.route({
    ...route(rescheduleApi.times),
    handler: async (r) =>
      rescheduleTimes(moving, { vendorId: vendorOf(r).userId, id: r.params.id, date: r.query.date }),
  });
  app.route({
    ...route(rescheduleApi.propose),
    handler: async (r, reply) =>
      reply
        .code(201)
        .send(await proposeTime(moving, { vendorId: vendorOf(r).userId, id: r.params.id, body: r.body })),
  });
  app.route({
    ...route(rescheduleApi.withdraw),
    handler: async (r) => withdrawProposal(moving, { vendorId: vendorOf(r).userId, id: r.params.id }),
  });
};
