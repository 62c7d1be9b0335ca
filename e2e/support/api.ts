import { type ApiClient, ApiError, createApiClient, type ErrorResponse } from '@app/shared';

/**
 * The one typed API client (packages/shared) for the server at `baseUrl` ('http://127.0.0.1:port'):
 * requests are built from the shared endpoints and answers typed from them. A script acting as
 * several users passes each call's `token`.
 */
export const apiClient = (baseUrl: string): ApiClient => createApiClient({ baseUrl: `${baseUrl}/api` });

/**
 * Waits for a `client.request(...)` whose failure a test expects (a 409, a 403) and resolves with
 * the status and the answer: the endpoint's JSON, or the API's error body when the call failed.
 * A call that got no answer at all (status 0) still throws.
 */
export async function attempt<T>(
  pending: Promise<{ status: number; data: T }>,
): Promise<{ status: number; data: T | ErrorResponse }> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) return { status: error.status, data: error.body };
    throw error;
  }
}
