import { verificationApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { verification } = app.container;

  app.route({
    ...route(api.sendEmailCode),
    handler: async (request) => verification.sendEmailCode(request.body.email, request.ip),
  });

  app.route({
    ...route(api.checkEmailCode),
    handler: async (request, reply) =>
      reply.code(202).send(await verification.checkEmailCode(request.body.userid, request.body.token)),
  });

  app.route({
    ...route(api.sendPhoneCode),
    onRequest: app.requireVendor,
    handler: async (request) =>
      verification.sendPhoneCode(vendorOf(request).userId, request.body.phone_number, request.ip),
  });

  app.route({
    ...route(api.checkPhoneCode),
    onRequest: app.requireVendor,
    handler: async (request, reply) =>
      reply
        .code(202)
        .send(
          await verification.checkPhoneCode(
            vendorOf(request).userId,
            request.body.userid,
            request.body.token,
          ),
        ),
  });
};
