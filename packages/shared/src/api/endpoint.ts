import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: a vendor's token, a customer's token (the customer API), or anyone. */
export type Audience = 'vendor' | 'customer' | 'public';

/** Failure statuses an operation can answer beyond the ones every operation of its kind can. */
export type ErrorStatus = 401 | 403 | 404 | 409 | 422 | 502 | 503;

/** A success answer that is not JSON: a redirect, or a file in one of the given media types. */
export interface NotJson {
  description: string;
  content?: Record<string, { schema: z.ZodType }>;
}

/**
 * One call of the API, the single description both sides use: the server registers its route
 * (validation, serialisation, OpenAPI) from it and the typed client builds requests and infers
 * answers from it. `path` is under `/api`, with `:name` parameters as Fastify writes them.
 * `errors` lists the failures particular to this call; the ones any call can meet (bad input,
 * a missing token, limits, a server fault) are added by the server for every endpoint.
 */
export interface Endpoint {
  method: Method;
  /**
   * The method a POST's `_method` field stands for (Laravel's method spoofing: the original
   * server's route was PATCH, and forms can only post). The route answers that method too.
   */
  spoofs?: 'PATCH';
  path: string;
  tag: string;
  audience: Audience;
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  responses: { [status: number]: z.ZodType | NotJson };
  errors?: readonly ErrorStatus[];
}

/** Declares an endpoint, keeping every schema's own type for inference on both sides. */
export const endpoint = <const E extends Endpoint>(description: E): E => description;

type Field<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : never;
type Part<E, K extends string, Name extends string> = [Field<E, K>] extends [never]
  ? unknown
  : { [P in Name]: z.input<Field<E, K>> };

/** What a caller gives: path parameters, query and body, each only when the endpoint has one. */
export type EndpointInput<E extends Endpoint> = Part<E, 'params', 'params'> &
  Part<E, 'body', 'body'> &
  ([Field<E, 'query'>] extends [never] ? unknown : { query?: z.input<Field<E, 'query'>> });

/** 304 carries no data: it answers only a revalidation, which the browser's cache turns into its 200. */
type SuccessStatus<E extends Endpoint> = Exclude<Extract<keyof E['responses'], number>, 304>;

/** The JSON of a successful answer (`undefined` for one without a body). */
export type EndpointData<E extends Endpoint> = {
  [S in SuccessStatus<E>]: E['responses'][S] extends z.ZodType ? z.output<E['responses'][S]> : undefined;
}[SuccessStatus<E>];
