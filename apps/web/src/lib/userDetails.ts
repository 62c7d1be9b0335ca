import type { UserDetails } from '@app/shared';
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
    // The endpoint (with its zod schema) loads with the call, off the first download (deferredCalls.ts).
    const answer = await trackBusy(
      import('./deferredCalls.ts').then((calls) => calls.requestUserDetails(userId)),
    );
    const details = answer[0]?.[0] ?? null;
    if (details) applyDetails(details);
    return details;
  } catch {
    return null;
  }
}
