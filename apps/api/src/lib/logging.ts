import type { FastifyRequest } from 'fastify';

/**
 * How a request appears in the log: tokens and codes never do — no headers (bearer tokens), and
 * no query string (OIDC codes and states, reset tickets, payment references).
 */
export const logRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.split('?')[0],
  remoteAddress: request.ip,
});
