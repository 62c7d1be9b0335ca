import type { AppConfig } from '@app/shared';
import { useEffect, useSyncExternalStore } from 'react';

type AppConfigState = { data: AppConfig | undefined; isPending: boolean };

let state: AppConfigState = { data: undefined, isPending: true };
let asked = false;
const listeners = new Set<() => void>();

const settle = (next: AppConfigState) => {
  state = next;
  for (const listener of listeners) listener();
};

/** One request per page load; after a failure the next screen that needs it asks again. */
function load() {
  // The endpoint (with its zod schema) loads with the call, off the first download (deferredCalls.ts).
  if (asked) return;
  asked = true;
  import('./deferredCalls.ts')
    .then((calls) => calls.requestAppConfig())
    .then(
      (data) => settle({ data, isPending: false }),
      () => {
        asked = false;
        settle({ data: undefined, isPending: false });
      },
    );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * GET app-config: what the server is configured with (social sign-in, the vendor apps' store
 * pages, the support chat), asked once per page load. Until it answers, or if it fails, nothing
 * that depends on it is offered. Kept outside the query cache: the sign-in page shows the Google
 * button from it without downloading the query library (issue 14).
 */
export function useAppConfig(): AppConfigState {
  useEffect(load, []);
  const read = () => state;
  // A prerendered page (app/prerender.tsx) shows what is shown before the answer.
  return useSyncExternalStore(subscribe, read, read);
}

/** Forgets the answer, as a new page load would (component tests start each test afresh). */
export function forgetAppConfig() {
  asked = false;
  state = { data: undefined, isPending: true };
}
