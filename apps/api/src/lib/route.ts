import { type Endpoint, type ErrorStatus, errorResponse, type NotJson } from '@app/shared';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The shared endpoint the route was registered from (the contract test reads it). */
    endpoint?: Endpoint;
  }
}

type Schema<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;
type AnyStatus = 400 | 401 | 403 | 413 | 415 | 429 | 500 | ErrorStatus;

/** Failures any call of this kind can meet, then the endpoint's own. */
export function errorStatuses(endpoint: Endpoint): number[] {
  const statuses = new Set<number>([400, 429, 500, ...(endpoint.errors ?? [])]);
  if (endpoint.audience !== 'public') statuses.add(401);
  // A vendor under review is paused (403) before any vendor call runs.
  if (endpoint.audience === 'vendor') statuses.add(403);
  // Fastify reads a body on any method but GET, so any of them can meet an unreadable one.
  if (endpoint.method !== 'GET') {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort();
}

/** A file in its media types; a body-less answer (a redirect) as `type: 'null'`, @fastify/swagger's way. */
const notJson = ({ description, content }: NotJson) =>
  content ? { description, content } : z.null().describe(description);

/** Only the parts an endpoint has: Fastify warns about parts declared empty. */
const defined = <T extends object>(parts: T) =>
  Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined)) as T;

/**
 * The Fastify route of a shared endpoint: method, path, validation, answers (its own and every
 * error it can give, all `{success:false, message}`) and its OpenAPI description, from the one
 * description both sides use. Spread into `app.route({ ...route(endpoint), handler })`.
 */
export function route<const E extends Endpoint>(endpoint: E) {
  const response: Record<number, unknown> = {};
  for (const [status, answer] of Object.entries(endpoint.responses)) {
    response[Number(status)] = answer instanceof z.ZodType ? answer : notJson(answer);
  }
  for (const status of errorStatuses(endpoint)) response[status] = errorResponse;
  return {
    method: endpoint.spoofs ? [endpoint.method, endpoint.spoofs] : endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    schema: defined({
      tags: [endpoint.tag],
      summary: endpoint.summary,
      security: endpoint.audience === 'public' ? undefined : [{ bearer: [] }],
      params: endpoint.params as Schema<E, 'params'>,
      querystring: endpoint.query as Schema<E, 'query'>,
      body: endpoint.body as Schema<E, 'body'>,
      headers: endpoint.headers as Schema<E, 'headers'>,
      response: response as E['responses'] & Record<AnyStatus, typeof errorResponse>,
    }),
  };
}
