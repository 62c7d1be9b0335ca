import { realtimeApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/errors.ts';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { signChannel, vendorChannel } from './channels.ts';

export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(api.broadcastingAuth),
    onRequest: app.requireVendor,
    handler: async (request) => {
      const { socket_id, channel_name } = request.body;
      if (channel_name !== vendorChannel(vendorOf(request).userId)) throw forbidden();
      const token = (request.headers.authorization ?? '').slice(7).trim();
      return { auth: signChannel(token, socket_id, channel_name) };
    },
  });
};
