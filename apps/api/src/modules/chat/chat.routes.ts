import { chatMessageBody, idParam } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendorOf } from '../../lib/http.ts';

const tags = ['chat'];
const security = [{ bearer: [] }];
const customer = z.object({ customerId: idParam });

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat } = app.container;
  app.addHook('onRequest', app.requireVendor);
  app.get('/getchatmembers', { schema: { tags, security } }, async (r) => chat.members(vendorOf(r).userId));
  app.get('/chats/:customerId', { schema: { tags, security, params: customer } }, async (r) =>
    chat.conversation(vendorOf(r).userId, r.params.customerId),
  );
  app.post(
    '/chats/:customerId',
    { schema: { tags, security, params: customer, body: chatMessageBody } },
    async (r, reply) =>
      reply.code(201).send(await chat.vendorSend(vendorOf(r).userId, r.params.customerId, r.body.message)),
  );
};
