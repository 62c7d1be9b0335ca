/** The slice of an OpenAPI 3 document the fuzzer reads: operations, their parameters and JSON bodies. */

/** JSON Schema as @fastify/swagger writes it from our zod schemas (OpenAPI 3.0 flavour). */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  method: Method;
  /** The OpenAPI template, e.g. `/api/services/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The `application/json` request body schema, when the operation takes one. */
  body?: JsonSchema;
  /** Routes under /api/customer/ answer to customer tokens; every other one to vendor tokens. */
  audience: 'vendor' | 'customer';
}

interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<Lowercase<Method>, OperationObject>>>;
}

const METHODS: readonly Lowercase<Method>[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document but the Swagger UI's own pages. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      operations.push({
        method: method.toUpperCase() as Method,
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        audience: path.startsWith('/api/customer/') ? 'customer' : 'vendor',
      });
    }
  }
  return operations;
}

/**
 * Routes registered with `hide: true`, so absent from the document, that take input from the outside
 * world all the same (the sandbox checkout, the return page): fuzzed too.
 */
export const HIDDEN_OPERATIONS: readonly Operation[] = [
  {
    method: 'GET',
    path: '/sandbox/checkout/{reference}',
    parameters: [
      { name: 'reference', in: 'path', required: true, schema: { type: 'string', maxLength: 40 } },
    ],
    audience: 'customer',
  },
  {
    method: 'POST',
    path: '/sandbox/checkout/{reference}',
    parameters: [
      { name: 'reference', in: 'path', required: true, schema: { type: 'string', maxLength: 40 } },
    ],
    body: {
      type: 'object',
      properties: { outcome: { type: 'string', enum: ['pay', 'decline'] } },
      required: ['outcome'],
    },
    audience: 'customer',
  },
  {
    method: 'GET',
    path: '/pay/return',
    parameters: [{ name: 'reference', in: 'query', schema: { type: 'string', maxLength: 40 } }],
    audience: 'customer',
  },
];

/** The route a failure is grouped under: the template, not the fuzzed URL. */
export const routeOf = (op: Operation) => `${op.method} ${op.path}`;
