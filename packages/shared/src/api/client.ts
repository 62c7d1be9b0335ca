import type { ErrorResponse } from '../common.ts';
import { MSG } from '../messages.ts';
import type { Endpoint, EndpointData, EndpointInput } from './endpoint.ts';

/** A failed call: `status` is 0 when no answer came back; `body` is the API's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorResponse,
    /** Seconds to wait before trying again (a 429's or 503's Retry-After), when the answer said. */
    readonly retryAfter: number | null = null,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }
}

export interface ClientOptions {
  /** Where `/api` is, e.g. `/api` in the browser or `http://127.0.0.1:3000/api`. */
  baseUrl: string;
  /** The bearer token of every call, unless a call brings its own. */
  token?: () => string | null | undefined;
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** This call's bearer token (scripts acting as several users). */
  token?: string;
}

type Args<E extends Endpoint> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

interface Given {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The endpoint's path with its parameters filled in, and its query string. */
export function urlOf(endpoint: Endpoint, { params = {}, query = {} }: Given = {}): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${endpoint.path} needs ${name}`);
    return encodeURIComponent(String(params[name]));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

const errorBody = (status: number, body: unknown): ErrorResponse =>
  body && typeof body === 'object' && typeof (body as ErrorResponse).message === 'string'
    ? (body as ErrorResponse)
    : { message: `Request failed (${status})` };

/**
 * The one typed client of the API, for the web app, the browser journeys' support, the simulator
 * and the benchmarks: it builds each request from the shared endpoint and infers the answer's
 * type from the endpoint's success schema. Failures throw `ApiError`; so does a 304, the answer to
 * a request naming the entity tag of a copy its caller holds (`If-None-Match`) that is still current.
 */
export function createApiClient({ baseUrl, token, fetch: given }: ClientOptions) {
  // Looked up at each call, so a fetch installed later (tests, polyfills) is the one used.
  const send: typeof fetch = (...args) => (given ?? globalThis.fetch)(...args);
  async function request<E extends Endpoint>(
    endpoint: E,
    ...[input, options = {}]: Args<E>
  ): Promise<{ status: number; data: EndpointData<E>; etag: string | null }> {
    const given = (input ?? {}) as Given;
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (given.body !== undefined) headers['Content-Type'] = 'application/json';
    const bearer = options.token ?? token?.();
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    let response: Response;
    try {
      response = await send(`${baseUrl}${urlOf(endpoint, given)}`, {
        method: endpoint.method,
        headers,
        body: given.body === undefined ? undefined : JSON.stringify(given.body),
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError(0, { message: MSG.networkError });
    }
    const data = await readBody(response);
    if (!response.ok) {
      const retryAfter = Number(response.headers.get('Retry-After') ?? Number.NaN);
      throw new ApiError(
        response.status,
        errorBody(response.status, data),
        Number.isFinite(retryAfter) ? retryAfter : null,
      );
    }
    // The server validated this answer against the same endpoint's schema before sending it.
    return { status: response.status, data: data as EndpointData<E>, etag: response.headers.get('ETag') };
  }

  return {
    request,
    /** The answer's JSON alone. */
    call: async <E extends Endpoint>(endpoint: E, ...args: Args<E>) =>
      (await request(endpoint, ...args)).data,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
