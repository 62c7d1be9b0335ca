import { ABUSE_LIMITS, authApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, oidc } = app.container;

  const checkEmail = route(api.checkEmail);
  app.route({
    ...checkEmail,
    // It tells whether an account exists: a tighter per-address ceiling than the general one.
    config: {
      ...checkEmail.config,
      rateLimit: { max: ABUSE_LIMITS.checkEmailPerAddressPerMinute, timeWindow: 60_000 },
    },
    handler: async (request) => auth.checkEmail(request.body.email),
  });

  app.route({
    ...route(api.register),
    handler: async (request, reply) =>
      reply.code(201).send(await auth.register(request.body, clientOf(request))),
  });

  app.route({
    ...route(api.login),
    handler: async (request) => auth.login(request.body, clientOf(request)),
  });

  app.route({
    ...route(api.logout),
    onRequest: app.requireVendor,
    handler: async (request) => auth.logout(vendorOf(request)),
  });

  app.route({
    ...route(api.resetPassword),
    handler: async (request) =>
      auth.resetPassword(request.body.reset_token, request.body.password, request.ip),
  });

  app.route({
    ...route(api.oidcStart),
    handler: async (request, reply) => reply.redirect(await oidc.start(request.query.ref)),
  });

  app.route({
    ...route(api.oidcCallback),
    handler: async (request, reply) => reply.redirect(await oidc.callback(request.query, clientOf(request))),
  });
};
