import { customerApi as api } from '@app/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

declare module 'fastify' {
  interface FastifyRequest {
    customerId: number | null;
  }
}

const customerOf = (request: FastifyRequest) => {
  if (!request.customerId) throw new Error('requireCustomer must run first');
  return request.customerId;
};

/**
 * The booking a customer changed, as the service reads it back by id inside the change's
 * transaction: typed as possibly missing (a read by id), it is always there.
 */
async function changed<B>(answer: Promise<{ success: true; booking: B | undefined }>) {
  const { success, booking } = await answer;
  if (!booking) throw new Error('The changed booking was not read back');
  return { success, booking };
}

/** The customer API of DESIGN §5 under /api/customer/, with its own bearer tokens. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { customer, chat, customerPayments, reschedule } = app.container;
  app.decorateRequest('customerId', null);
  const requireCustomer = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const owner = header.startsWith('Bearer ')
      ? await customer.authenticate(header.slice(7).trim())
      : undefined;
    if (!owner) return unauthenticated(reply);
    request.customerId = owner.id;
  };
  const signedIn = { onRequest: requireCustomer };

  app.route({
    ...route(api.register),
    handler: async (r, reply) => reply.code(201).send(await customer.register(r.body)),
  });
  app.route({ ...route(api.login), handler: async (r) => customer.login(r.body, r.ip) });
  app.route({ ...route(api.shop), handler: async (r) => customer.shop(r.params.profileLink) });
  app.route({
    ...route(api.slots),
    handler: async (r) => customer.freeSlots(r.params.profileLink, r.query),
  });
  app.route({
    ...route(api.book),
    ...signedIn,
    handler: async (r, reply) => reply.code(201).send(await customer.book(customerOf(r), r.body, r.ip)),
  });
  app.route({
    ...route(api.payment),
    ...signedIn,
    handler: async (r) => customerPayments.statusForCustomer(customerOf(r), r.params.reference),
  });
  app.route({
    ...route(api.bookings),
    ...signedIn,
    handler: async (r) => customer.myBookings(customerOf(r)),
  });
  app.route({
    ...route(api.requestCancel),
    ...signedIn,
    handler: async (r) => changed(customer.requestCancel(customerOf(r), r.params.id, r.body.comment)),
  });
  app.route({
    ...route(api.answerCancel),
    ...signedIn,
    handler: async (r) => changed(customer.answerVendorCancel(customerOf(r), r.params.id, r.body.accept)),
  });
  app.route({
    ...route(api.reschedule),
    ...signedIn,
    handler: async (r) => reschedule.customerMove(customerOf(r), r.params.id, r.body),
  });
  app.route({
    ...route(api.proposal),
    ...signedIn,
    handler: async (r) => reschedule.proposal(customerOf(r), r.params.id),
  });
  app.route({
    ...route(api.answerProposal),
    ...signedIn,
    handler: async (r) => reschedule.answer(customerOf(r), r.params.id, r.body.accept),
  });
  app.route({
    ...route(api.review),
    ...signedIn,
    handler: async (r, reply) =>
      reply.code(201).send(await changed(customer.review(customerOf(r), r.params.id, r.body))),
  });
  app.route({
    ...route(api.chat),
    ...signedIn,
    handler: async (r) => chat.customerConversation(customerOf(r), r.params.vendorId),
  });
  app.route({
    ...route(api.sendMessage),
    ...signedIn,
    handler: async (r, reply) =>
      reply.code(201).send(await chat.customerSend(customerOf(r), r.params.vendorId, r.body.message)),
  });
};
