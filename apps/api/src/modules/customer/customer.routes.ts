import {
  chatMessageBody,
  customerBookingBody,
  customerBookingResponse,
  customerCommentBody,
  customerDecisionBody,
  customerLoginBody,
  customerRegisterBody,
  customerReviewBody,
  idParam,
  idParams,
  MSG,
  paymentStatusResponse,
  text,
} from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyRequest {
    customerId: number | null;
  }
}

const tags = ['customer'];
const security = [{ bearer: [] }];
const bookingId = idParams;
const customerOf = (request: FastifyRequest) => {
  if (!request.customerId) throw new Error('requireCustomer must run first');
  return request.customerId;
};

/** The customer API of DESIGN §5 under /api/customer/, with its own bearer tokens. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { customer, chat, payments } = app.container;
  app.decorateRequest('customerId', null);
  const requireCustomer = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const owner = header.startsWith('Bearer ')
      ? await customer.authenticate(header.slice(7).trim())
      : undefined;
    if (!owner) return reply.code(401).send({ message: MSG.unauthenticated });
    request.customerId = owner.id;
  };

  app.post('/register', { schema: { tags, body: customerRegisterBody } }, async (r, reply) =>
    reply.code(201).send(await customer.register(r.body)),
  );
  app.post('/login', { schema: { tags, body: customerLoginBody } }, async (r) =>
    customer.login(r.body, r.ip),
  );
  app.get(
    '/shop/:profileLink',
    { schema: { tags, params: z.object({ profileLink: text().max(120) }) } },
    async (r) => customer.shop(r.params.profileLink),
  );
  app.post(
    '/bookings',
    {
      onRequest: requireCustomer,
      schema: { tags, security, body: customerBookingBody, response: { 201: customerBookingResponse } },
    },
    async (r, reply) => reply.code(201).send(await customer.book(customerOf(r), r.body)),
  );
  app.get(
    '/payments/:reference',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        params: z.object({ reference: text().min(1).max(40) }),
        response: { 200: paymentStatusResponse },
      },
    },
    async (r) => payments.statusForCustomer(customerOf(r), r.params.reference),
  );
  app.get('/bookings', { onRequest: requireCustomer, schema: { tags, security } }, async (r) =>
    customer.myBookings(customerOf(r)),
  );
  app.post(
    '/bookings/:id/cancel-request',
    { onRequest: requireCustomer, schema: { tags, security, params: bookingId, body: customerCommentBody } },
    async (r) => customer.requestCancel(customerOf(r), r.params.id, r.body.comment),
  );
  app.post(
    '/bookings/:id/cancel-approval',
    {
      onRequest: requireCustomer,
      schema: { tags, security, params: bookingId, body: customerDecisionBody },
    },
    async (r) => customer.answerVendorCancel(customerOf(r), r.params.id, r.body.accept),
  );
  app.post(
    '/bookings/:id/review',
    { onRequest: requireCustomer, schema: { tags, security, params: bookingId, body: customerReviewBody } },
    async (r, reply) => reply.code(201).send(await customer.review(customerOf(r), r.params.id, r.body)),
  );
  const vendor = z.object({ vendorId: idParam });
  app.get(
    '/chat/:vendorId',
    { onRequest: requireCustomer, schema: { tags, security, params: vendor } },
    async (r) => chat.customerConversation(customerOf(r), r.params.vendorId),
  );
  app.post(
    '/chat/:vendorId',
    { onRequest: requireCustomer, schema: { tags, security, params: vendor, body: chatMessageBody } },
    async (r, reply) =>
      reply.code(201).send(await chat.customerSend(customerOf(r), r.params.vendorId, r.body.message)),
  );
};
