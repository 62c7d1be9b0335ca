import { disputesApi as api, LIMITS, MSG } from '@app/shared';
import type { FastifyError } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

/** SPEC §7 addingdisputevendor/{reference}/user, plus the list the Disputes settings page reads. */
export const disputesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { disputes } = app.container;
  app.addHook('onRequest', app.requireVendor);

  // The dialog shows the server message when the body has an `error` field (SPEC §8), so every
  // refusal here carries `error: true`; the app's handler then writes the answer as usual.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof AppError) {
      throw new AppError(error.code, error.message, { error: true, success: false, ...error.body });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const { instancePath, message } of error.validation) {
        const field = instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        errors[field] ??= message ?? MSG.required;
      }
      throw new AppError('invalid_request', Object.values(errors)[0] ?? MSG.required, {
        error: true,
        success: false,
        errors,
      });
    }
    // Fastify's own refusals (bad JSON, too large) keep their status and Fastify's message.
    if (error.statusCode && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message, error: true, success: false });
    }
    throw error;
  });

  app.route({
    ...route(api.raise),
    // Room for a 2 MB image in base64 plus the comment.
    bodyLimit: Math.ceil((LIMITS.imageMaxBytes * 4) / 3) + 16 * 1024,
    handler: async (r) => disputes.raise(vendorOf(r).userId, r.params.reference, r.body),
  });
  app.route({ ...route(api.list), handler: async (r) => disputes.list(vendorOf(r).userId) });
};
