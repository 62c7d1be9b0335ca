import { checkTokenBody, emailBody, messageResponse, sendPhoneCodeBody, tokenAccepted } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';

const tags = ['verification'];

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { verification } = app.container;

  app.post(
    '/checkforgetemail',
    { schema: { tags, body: emailBody, response: { 200: messageResponse } } },
    async (request) => verification.sendEmailCode(request.body.email, request.ip),
  );

  app.post(
    '/checktoken',
    { schema: { tags, body: checkTokenBody, response: { 202: tokenAccepted } } },
    async (request, reply) =>
      reply.code(202).send(await verification.checkEmailCode(request.body.userid, request.body.token)),
  );

  app.post(
    '/sendoptphone',
    {
      onRequest: app.requireVendor,
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: sendPhoneCodeBody,
        response: { 200: messageResponse },
      },
    },
    async (request) =>
      verification.sendPhoneCode(vendorOf(request).userId, request.body.phone_number, request.ip),
  );

  app.post(
    '/checksmstoken',
    {
      onRequest: app.requireVendor,
      schema: { tags, security: [{ bearer: [] }], body: checkTokenBody, response: { 202: messageResponse } },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await verification.checkPhoneCode(
            vendorOf(request).userId,
            request.body.userid,
            request.body.token,
          ),
        ),
  );
};
