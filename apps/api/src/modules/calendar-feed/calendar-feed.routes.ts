import { calendarFeedApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { feedCalendar } from './use-cases/feed-calendar.ts';
import { listFeeds } from './use-cases/list-feeds.ts';
import { resetFeed } from './use-cases/reset-feed.ts';

/** Issue 36: the vendor's calendar feed links, and the feeds themselves for calendar apps. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.container.calendarFeed;

  app.route({
    ...route(api.list),
    onRequest: app.requireVendor,
    handler: async (r) => listFeeds(ctx, { userId: vendorOf(r).userId }),
  });
  app.route({
    ...route(api.reset),
    onRequest: app.requireVendor,
    handler: async (r) => resetFeed(ctx, { userId: vendorOf(r).userId, staffId: r.body.staff_id }),
  });
  app.route({
    ...route(api.feed),
    handler: async (r, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="bookings.ics"')
        // The link is a secret: no shared cache may keep its answer.
        .header('cache-control', 'private, no-cache')
        .send(await feedCalendar(ctx, { file: r.params.file })),
  });
};
