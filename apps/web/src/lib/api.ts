import { type ApiClient, ApiError, createApiClient, MSG } from '@app/shared';
import { alert, SIGNED_OUT_ALERT } from './alert.ts';
import { clearUser, getToken } from './session.ts';

export { ApiError };

const client = createApiClient({ baseUrl: '/api', token: getToken });

/** SPEC §8's global rules, applied once for every failed call: offline, and a token that stopped working. */
function applyGlobalRules(error: unknown): never {
  if (error instanceof ApiError) {
    // Every call of a page failing at once (the server unreachable) says so once, not once each.
    if (error.status === 0) alert('negative', MSG.noInternet, 'no-internet');
    else if (error.body.message === MSG.unauthenticated) {
      clearUser();
      alert('negative', MSG.kindlyLogin, SIGNED_OUT_ALERT);
    }
  }
  throw error;
}

/** Calls a shared endpoint with the stored bearer token; the answer's type comes from the endpoint. */
export const request: ApiClient['request'] = (endpoint, ...args) =>
  client.request(endpoint, ...args).catch(applyGlobalRules);

/** Like `request`, the answer's JSON alone. */
export const call: ApiClient['call'] = (endpoint, ...args) =>
  client.call(endpoint, ...args).catch(applyGlobalRules);

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** True when the global handler already told the user (offline or logged out), so callers stay quiet. */
export const alreadyReported = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.body.message === MSG.unauthenticated);

/** Shows the server's message for a failed call, unless the global rules already did. */
export function reportError(error: unknown, fallback: string = MSG.somethingWrong) {
  if (alreadyReported(error)) return;
  alert('negative', (isApiError(error) && error.body.message) || fallback);
}
