import { actionResponse, idParams, notificationResponse } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendorOf } from '../../lib/http.ts';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.container;
  const base = { onRequest: app.requireVendor };
  const tags = ['notifications'];
  const security = [{ bearer: [] }];

  app.get(
    '/getVendorNotice',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'The vendor alerts, newest first',
        response: { 200: z.object({ success: z.literal(true), bookings: z.array(notificationResponse) }) },
      },
    },
    async (request) => notifications.list(vendorOf(request).userId),
  );

  app.get(
    '/readVendorNotice/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        params: idParams,
        response: { 202: actionResponse },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await notifications.read(vendorOf(request).userId, request.params.id)),
  );
};
