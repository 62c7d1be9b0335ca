import { text } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/errors.ts';
import { vendorOf } from '../../lib/http.ts';
import { signChannel, vendorChannel } from './channels.ts';

export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/broadcasting/auth',
    {
      onRequest: app.requireVendor,
      schema: {
        tags: ['realtime'],
        security: [{ bearer: [] }],
        body: z.object({ socket_id: text().min(1).max(100), channel_name: text().min(1).max(100) }),
        response: { 200: z.object({ auth: z.string() }) },
      },
    },
    async (request) => {
      const { socket_id, channel_name } = request.body;
      if (channel_name !== vendorChannel(vendorOf(request).userId)) throw forbidden();
      const token = (request.headers.authorization ?? '').slice(7).trim();
      return { auth: signChannel(token, socket_id, channel_name) };
    },
  );
};
