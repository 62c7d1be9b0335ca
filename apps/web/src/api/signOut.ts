import { authApi } from '@app/shared';
import { call } from '../lib/api.ts';
import { clearUser } from '../lib/session.ts';

/** Revokes the token server-side; callers ignore failure and clear the session anyway. */
const logout = () => call(authApi.logout);

/** Log Out: revoke the token if the server is reachable, then always clear the session. */
export async function signOut() {
  try {
    await logout();
  } catch {
    // Ignored on purpose: the local session is cleared either way.
  }
  clearUser();
}
