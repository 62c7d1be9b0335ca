import { customerApi as api } from '@app/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { answerVendorCancel } from './use-cases/answer-vendor-cancel.ts';
import { authenticate } from './use-cases/authenticate.ts';
import { book } from './use-cases/book.ts';
import { bookSeries } from './use-cases/book-series.ts';
import { freeSlots } from './use-cases/free-slots.ts';
import { myBookings } from './use-cases/my-bookings.ts';
import { previewSeries } from './use-cases/preview-series.ts';
import { register } from './use-cases/register.ts';
import { requestCancel } from './use-cases/request-cancel.ts';
import { review } from './use-cases/review.ts';
import { shop } from './use-cases/shop.ts';
import { signIn } from './use-cases/sign-in.ts';

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
 * The booking a customer changed, as the use case reads it back by id inside the change's
 * transaction: typed as possibly missing (a read by id), it is always there.
 */
async function changed<B>(answer: Promise<{ success: true; booking: B | undefined }>) {
  const { success, booking } = await answer;
  if (!booking) throw new Error('The changed booking was not read back');
  return { success, booking };
}

/** The customer API of DESIGN §5 under /api/customer/, with its own bearer tokens. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat, customerPayments } = app.container;
  const ctx = app.container.customer;
  app.decorateRequest('customerId', null);
  const requireCustomer = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const owner = header.startsWith('Bearer ')
      ? await authenticate(ctx, { token: header.slice(7).trim() })
      : undefined;
    if (!owner) return unauthenticated(reply);
    request.customerId = owner.id;
  };
  const signedIn = { onRequest: requireCustomer };

  app.route({
    ...route(api.register),
    handler: async (r, reply) => reply.code(201).send(await register(ctx, { body: r.body })),
  });
  app.route({ ...route(api.login), handler: async (r) => signIn(ctx, { body: r.body, ip: r.ip }) });
  app.route({ ...route(api.shop), handler: async (r) => shop(ctx, { profileLink: r.params.profileLink }) });
  app.route({
    ...route(api.slots),
    handler: async (r) => freeSlots(ctx, { profileLink: r.params.profileLink, query: r.query }),
  });
  app.route({
    ...route(api.book),
    ...signedIn,
    handler: async (r, reply) =>
      reply.code(201).send(await book(ctx, { customerId: customerOf(r), body: r.body, ip: r.ip })),
  });
  // Issue 36: a client's recurring visits, when the shop takes them online.
  app.route({
    ...route(api.seriesPreview),
    handler: async (r) => previewSeries(ctx, { profileLink: r.params.profileLink, body: r.body }),
  });
  app.route({
    ...route(api.bookSeries),
    ...signedIn,
    handler: async (r, reply) =>
      reply.code(201).send(
        await bookSeries(ctx, {
          customerId: customerOf(r),
          body: r.body,
          ip: r.ip,
          idempotencyKey: r.headers['idempotency-key'],
        }),
      ),
  });
  app.route({
    ...route(api.payment),
    ...signedIn,
    handler: async (r) => customerPayments.statusForCustomer(customerOf(r), r.params.reference),
  });
  app.route({
    ...route(api.bookings),
    ...signedIn,
    handler: async (r) => myBookings(ctx, { customerId: customerOf(r) }),
  });
  app.route({
    ...route(api.requestCancel),
    ...signedIn,
    handler: async (r) =>
      changed(
        requestCancel(ctx, { customerId: customerOf(r), bookingId: r.params.id, comment: r.body.comment }),
      ),
  });
  app.route({
    ...route(api.answerCancel),
    ...signedIn,
    handler: async (r) =>
      changed(
        answerVendorCancel(ctx, { customerId: customerOf(r), bookingId: r.params.id, accept: r.body.accept }),
      ),
  });
  app.route({
    ...route(api.reschedule),
    ...signedIn,
    handler: async (r) => ctx.reschedule.move({ customerId: customerOf(r), id: r.params.id, body: r.body }),
  });
  app.route({
    ...route(api.proposal),
    ...signedIn,
    handler: async (r) => ctx.reschedule.proposal({ customerId: customerOf(r), id: r.params.id }),
  });
  app.route({
    ...route(api.answerProposal),
    ...signedIn,
    handler: async (r) =>
      ctx.reschedule.answer({ customerId: customerOf(r), id: r.params.id, accept: r.body.accept }),
  });
  app.route({
    ...route(api.review),
    ...signedIn,
    handler: async (r, reply) =>
      reply
        .code(201)
        .send(
          await changed(review(ctx, { customerId: customerOf(r), bookingId: r.params.id, body: r.body })),
        ),
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
