import { useEffect, useSyncExternalStore } from 'react';

/**
 * The vendor's no-show grace (minutes after the start before No-show), from their cancellation
 * policy: the dashboard's source (GET settings/cancellation-policy), asked once per page when a
 * booking that may become a no-show is opened; null until known. The server checks the same grace.
 */
let grace: number | null = null;
let asking: Promise<unknown> | null = null;
const listeners = new Set<() => void>();

/** Keeps the grace the vendor just saved (the Shop tab's policy form), without asking again. */
export function setNoShowGrace(minutes: number | null) {
  grace = minutes;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => grace;

export function useNoShowGrace(needed: boolean): number | null {
  const known = useSyncExternalStore(subscribe, read, read);
  useEffect(() => {
    if (!needed || grace !== null || asking) return;
    // The call (with its zod schema) loads with it, off the first download (deferredCalls.ts).
    asking = import('../lib/deferredCalls.ts')
      .then((calls) => calls.requestCancellationPolicy())
      .then(
        (answer) => setNoShowGrace(answer.data.no_show_grace_minutes),
        // Asked again at the next opening: a grace that failed to load is not the default one.
        () => undefined,
      )
      .finally(() => {
        asking = null;
      });
  }, [needed]);
  return known;
}

/** Forgets the grace (a test starts afresh, as a page load does). */
export const forgetNoShowGrace = () => {
  asking = null;
  setNoShowGrace(null);
};
