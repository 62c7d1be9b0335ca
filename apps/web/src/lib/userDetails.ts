import type { UserDetails } from '@app/shared';
import { api } from './api.ts';
import { trackBusy } from './busy.ts';
import { applyDetails, getSession } from './session.ts';

/** getuserdetails answers `[[{...}]]`; read leniently so an extra or null field never hides the user. */
function firstUser(raw: unknown): UserDetails | null {
  if (!Array.isArray(raw) || !Array.isArray(raw[0])) return null;
  const user: unknown = raw[0][0];
  return user && typeof user === 'object' && 'register_status' in user ? (user as UserDetails) : null;
}

/**
 * Loads getuserdetails for the held user id and refreshes the session from it.
 * Failures are silent (SPEC §7): the session keeps what it had.
 */
export async function loadUserDetails(): Promise<UserDetails | null> {
  const { userId } = getSession().user;
  if (userId == null) return null;
  try {
    const details = firstUser(await trackBusy(api<unknown>(`getuserdetails/${userId}`)));
    if (details) applyDetails(details);
    return details;
  } catch {
    return null;
  }
}
