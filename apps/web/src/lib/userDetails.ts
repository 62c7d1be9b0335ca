import { accountApi, type UserDetails } from '@app/shared';
import { call } from './api.ts';
import { trackBusy } from './progress.ts';
import { applyDetails, getSession } from './session.ts';

/**
 * Loads getuserdetails (`[[{...}]]`) for the held user id and refreshes the session from it.
 * Failures are silent (SPEC §7): the session keeps what it had.
 */
export async function loadUserDetails(): Promise<UserDetails | null> {
  const { userId } = getSession().user;
  if (userId == null) return null;
  try {
    const answer = await trackBusy(call(accountApi.details, { params: { userId } }));
    const details = answer[0]?.[0] ?? null;
    if (details) applyDetails(details);
    return details;
  } catch {
    return null;
  }
}
