import { userIdParams } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendorOf } from '../../lib/http.ts';

const params = userIdParams;
const hoursResponse = z.object({
  success: z.literal(true),
  data: z.array(
    z.array(
      z.object({
        day: z.number().int(),
        day_name: z.string(),
        open_time: z.string(),
        close_time: z.string(),
        breaks: z.array(z.object({ id: z.number().int(), start_time: z.string(), end_time: z.string() })),
      }),
    ),
  ),
});
const daysOffResponse = z.object({
  success: z.literal(true),
  data: z.array(z.array(z.object({ id: z.number().int(), date: z.string(), reason: z.string().nullable() }))),
});

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { schedule } = app.container;
  const common = { tags: ['schedule'], security: [{ bearer: [] }], params };

  app.get(
    '/getBusinessHourwithBreak/:userId',
    { onRequest: app.requireVendor, schema: { ...common, response: { 200: hoursResponse } } },
    async (request) => schedule.hoursWithBreaks(vendorOf(request).userId, request.params.userId),
  );
  app.get(
    '/getDayOff/:userId',
    { onRequest: app.requireVendor, schema: { ...common, response: { 200: daysOffResponse } } },
    async (request) => schedule.daysOff(vendorOf(request).userId, request.params.userId),
  );
};
