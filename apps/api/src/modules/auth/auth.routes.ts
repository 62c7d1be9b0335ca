import {
  ABUSE_LIMITS,
  authSuccess,
  emailBody,
  loginBody,
  loginDisabled,
  MSG,
  messageResponse,
  registerPartOneBody,
  resetPasswordBody,
  text,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendorOf } from '../../lib/http.ts';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, oidc } = app.container;

  app.post(
    '/checkemail',
    {
      schema: {
        tags,
        summary: 'Whether an account exists: 200 when it does, 401 when the e-mail is new',
        body: emailBody,
        response: { 200: messageResponse, 401: messageResponse },
      },
      // It tells whether an account exists: a tighter per-address ceiling than the general one.
      config: { rateLimit: { max: ABUSE_LIMITS.checkEmailPerAddressPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const exists = Boolean(await auth.accountExists(request.body.email));
      return exists
        ? { success: true, message: MSG.accountExists }
        : reply.code(401).send({ success: false, message: MSG.emailAvailable });
    },
  );

  app.post(
    '/registerpartone',
    { schema: { tags, body: registerPartOneBody, response: { 201: authSuccess } } },
    async (request, reply) => reply.code(201).send(await auth.register(request.body)),
  );

  app.post(
    '/login',
    { schema: { tags, body: loginBody, response: { 200: authSuccess, 403: loginDisabled } } },
    async (request) => auth.login(request.body, request.ip),
  );

  app.get(
    '/logout',
    {
      onRequest: app.requireVendor,
      schema: { tags, security: [{ bearer: [] }], response: { 200: messageResponse } },
    },
    async (request) => {
      await auth.logout(vendorOf(request));
      return { success: true, message: 'Signed out' };
    },
  );

  app.post(
    '/resetpassword',
    {
      schema: {
        tags,
        summary: 'Sets a new password with the ticket from checktoken',
        body: resetPasswordBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => auth.resetPassword(request.body.reset_token, request.body.password, request.ip),
  );

  app.get(
    '/auth/oidc/start',
    { schema: { tags, querystring: z.object({ ref: text().max(32).optional() }) } },
    async (request, reply) => reply.redirect(await oidc.start(request.query.ref)),
  );

  app.get(
    '/auth/oidc/callback',
    {
      schema: {
        tags,
        querystring: z.object({
          code: text().max(2048).optional(),
          state: text().max(256).optional(),
          error: text().max(256).optional(),
          // RFC 9207: the issuer names itself, so a response from another provider is refused.
          iss: text().max(2048).optional(),
        }),
      },
    },
    async (request, reply) => reply.redirect(await oidc.callback(request.query)),
  );
};
