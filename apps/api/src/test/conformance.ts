import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Every answer the API test suite receives, checked against the OpenAPI document the server
 * publishes: the status must be documented for the operation, and a JSON body must match the
 * documented schema. The body checked is the one the handler produced (before the serializer
 * would drop undocumented fields), so a field clients would silently lose is a violation too.
 */
export const violations = new Set<string>();
export let checkedResponses = 0;

/** Starts a test file's count afresh: a worker's files share this module (the project's `isolate: false`). */
export function startFileCount() {
  violations.clear();
  checkedResponses = 0;
}

interface ResponseObject {
  content?: Record<string, { schema?: unknown }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, ResponseObject> }>>;
}

const produced = new WeakMap<FastifyRequest, unknown>();

/** JSON a handler sent as it is (a string, or bytes it compressed itself, like the bookings list). */
const sentJson = (payload: unknown, encoding: unknown) => {
  if (typeof payload === 'string') return JSON.parse(payload);
  if (!Buffer.isBuffer(payload)) return undefined;
  const bytes =
    encoding === 'gzip' ? gunzipSync(payload) : encoding === 'br' ? brotliDecompressSync(payload) : payload;
  return JSON.parse(bytes.toString('utf8'));
};
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

interface Checker {
  ajv: Ajv2020;
  document: OpenApiDocument;
}
/**
 * The document and its compiled schemas, by the app's table of routes. Building them takes about
 * 0.6 s (swagger's document from ~100 zod schemas, then ajv's compilation), and the suite makes an
 * app for almost every test: apps with the same routes have the same document (every schema comes
 * from a shared endpoint), so each table is built once per test worker, not once per app.
 */
const checkers = new Map<string, Checker>();

export function checkAnswersAgainstDocument(app: FastifyInstance) {
  let checker: Checker | undefined;
  const load = () => {
    if (checker) return checker;
    const routes = app.printRoutes({ commonPrefix: false });
    checker = checkers.get(routes);
    if (!checker) {
      const document = app.swagger() as unknown as OpenApiDocument;
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats.default(ajv);
      ajv.addSchema(document, 'doc');
      checker = { ajv, document };
      checkers.set(routes, checker);
    }
    return checker;
  };

  app.addHook('preSerialization', async (request, _reply, payload) => {
    produced.set(request, JSON.parse(JSON.stringify(payload)));
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const routeUrl = request.routeOptions.url;
    if (!routeUrl?.startsWith('/api/') || routeUrl.startsWith('/api/docs')) return payload;
    const { ajv, document } = load();
    const path = routeUrl.replace(/:(\w+)/g, '{$1}');
    const method = request.method.toLowerCase();
    const where = `${request.method} ${path} → ${reply.statusCode}`;
    const operation = document.paths[path]?.[method];
    checkedResponses += 1;
    if (!request.routeOptions.config.endpoint)
      violations.add(`${where}: route not made from a shared endpoint`);
    if (!operation) {
      violations.add(`${where}: the operation is not in the document`);
      return payload;
    }
    const documented = operation.responses?.[String(reply.statusCode)];
    if (!documented) {
      violations.add(
        `${where}: status not documented (${Object.keys(operation.responses ?? {}).join(', ')})`,
      );
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '').split(';')[0];
    if (type !== 'application/json') {
      if (documented.content?.['application/json'])
        violations.add(`${where}: sent ${type || 'no body'}, not JSON`);
      return payload;
    }
    if (!documented.content?.['application/json']?.schema) {
      violations.add(`${where}: JSON sent but no JSON schema documented`);
      return payload;
    }
    const body = produced.has(request)
      ? produced.get(request)
      : sentJson(payload, reply.getHeader('content-encoding'));
    const ref = `doc#/${pointer('paths', path, method, 'responses', String(reply.statusCode), 'content', 'application/json', 'schema')}`;
    const validate = ajv.getSchema(ref);
    if (!validate) violations.add(`${where}: schema ${ref} not found`);
    else if (!validate(body)) {
      const errors = ajv.errorsText(validate.errors, { separator: '; ' });
      violations.add(`${where}: ${errors} in ${JSON.stringify(body).slice(0, 300)}`);
    }
    return payload;
  });
}
