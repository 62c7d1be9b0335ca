import { useEffect, useSyncExternalStore } from 'react';

/** Runs `then` when the browser is next idle (or 2 s later at the latest); returns a cancel. */
export function whenIdle(then: () => void): () => void {
  if (!window.requestIdleCallback) {
    const timer = window.setTimeout(then, 200);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(then, { timeout: 2_000 });
  return () => window.cancelIdleCallback(idle);
}

let settled = false;
let asked = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => settled;

/**
 * False until the first screen of this page load has settled (the browser idle once after the first
 * component asking mounted), then true for good. What a screen does not draw first (the list of
 * all bookings) waits for it, so it never holds up what the screen shows (issue 14).
 */
export function useSettled(): boolean {
  useEffect(() => {
    if (asked) return;
    asked = true;
    whenIdle(() => {
      settled = true;
      for (const listener of listeners) listener();
    });
  }, []);
  return useSyncExternalStore(subscribe, read, read);
}
