import type { UserDetails } from '@app/shared';
import { applyDetails, getSession } from './session.ts';

/**
 * Loads getuserdetails (`[[{...}]]`) for the held user id and refreshes the session from it.
 * Failures are silent (SPEC §7): the session keeps what it had. No progress bar: the phone app
 * calls it too, and the dashboard's bar (lib/progress.ts, Mantine's) belongs to the dashboard.
 */
export async function freshUserDetails(): Promise<UserDetails | null> {
  const { userId } = getSession().user;
  if (userId == null) return null;
  try {
    // The endpoint (with its zod schema) loads with the call, off the first download (deferredCalls.ts).
    const calls = await import('./deferredCalls.ts');
    const details = (await calls.requestUserDetails(userId))[0]?.[0] ?? null;
    if (details) applyDetails(details);
    return details;
  } catch {
    return null;
  }
}
