import { type ApiClient, ApiError, createApiClient, MSG } from '@app/shared';
import { alert, SIGNED_OUT_ALERT } from './alert.ts';
import { clearUser, getSession, getToken } from './session.ts';

export { ApiError };

const client = createApiClient({ baseUrl: '/api', token: getToken });

/**
 * Whether the session that sent a call (its token then) is still the one signed in. Calls in flight
 * when a session ends are answered after it: their 'Unauthenticated.' speaks for a session already
 * gone, and must neither sign out the next one nor say 'Kindly login' over what the sign-in page
 * says meanwhile (a disabled account's 'Account Disabled').
 */
const sentBySignedIn = (sentWith: string | null) =>
  getSession().user.userId != null && getToken() === sentWith;

/** SPEC §8's global rules, applied once for every failed call: offline, and a token that stopped working. */
function applyGlobalRules(error: unknown, sentWith: string | null): never {
  if (error instanceof ApiError) {
    // Every call of a page failing at once (the server unreachable) says so once, not once each.
    if (error.status === 0) alert('negative', MSG.noInternet, 'no-internet');
    else if (error.body.message === MSG.unauthenticated && sentBySignedIn(sentWith)) {
      clearUser();
      alert('negative', MSG.kindlyLogin, SIGNED_OUT_ALERT);
    }
  }
  throw error;
}

/** Calls a shared endpoint with the stored bearer token; the answer's type comes from the endpoint. */
export const request: ApiClient['request'] = (endpoint, ...args) => {
  const sentWith = getToken();
  return client.request(endpoint, ...args).catch((error) => applyGlobalRules(error, sentWith));
};

/** Like `request`, the answer's JSON alone. */
export const call: ApiClient['call'] = (endpoint, ...args) => {
  const sentWith = getToken();
  return client.call(endpoint, ...args).catch((error) => applyGlobalRules(error, sentWith));
};

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * True when the global handler already told the user (offline, or logged out: by this call or, for a
 * call of a session already ended, when it ended), so callers stay quiet.
 */
export const alreadyReported = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.body.message === MSG.unauthenticated);

/** Shows the server's message for a failed call, unless the global rules already did. */
export function reportError(error: unknown, fallback: string = MSG.somethingWrong) {
  if (alreadyReported(error)) return;
  alert('negative', (isApiError(error) && error.body.message) || fallback);
}
