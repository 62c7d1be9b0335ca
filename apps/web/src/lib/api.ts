import { MSG } from '@app/shared';
import { alert } from './alert.ts';
import { clearUser, getToken } from './session.ts';

/** Parsed error body of the API: `errors` maps a field to its message on validation failures. */
export type ApiErrorBody = {
  success?: boolean;
  message?: string;
  errors?: Record<string, string>;
  disabled?: boolean;
  [key: string]: unknown;
};

/** Thrown for every failed call; `status` is 0 when no response came back. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
};

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/** Calls `/api/<path>` with JSON and the stored bearer token, applying SPEC §8's global error rules. */
export async function api<T>(path: string, options: Options = {}): Promise<T> {
  return (await apiWithStatus<T>(path, options)).data;
}

/** Like `api`, also giving the success status for calls whose meaning is the status (e.g. 202). */
export async function apiWithStatus<T>(
  path: string,
  { method = 'GET', body, signal, headers: extra }: Options = {},
): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    alert('negative', MSG.noInternet);
    throw new ApiError(0, { message: MSG.networkError }, MSG.networkError);
  }

  const data = await readBody(response);
  if (response.ok) return { status: response.status, data: data as T };

  const errorBody: ApiErrorBody = data && typeof data === 'object' ? (data as ApiErrorBody) : {};
  if (errorBody.message === MSG.unauthenticated) {
    clearUser();
    alert('negative', MSG.kindlyLogin);
  }
  throw new ApiError(response.status, errorBody, errorBody.message ?? `Request failed (${response.status})`);
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** True when the global handler already told the user (offline or logged out), so callers stay quiet. */
export const alreadyReported = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.body.message === MSG.unauthenticated);

/** Shows the server's message for a failed call, unless the global rules already did. */
export function reportError(error: unknown, fallback: string = MSG.somethingWrong) {
  if (alreadyReported(error)) return;
  alert('negative', (isApiError(error) && error.body.message) || fallback);
}
