import { useSyncExternalStore } from 'react';

/**
 * Issue 16: the service worker that keeps the app's shell for offline use (vite.config.ts,
 * vite-plugin-pwa). A new version waits until the vendor chooses to reload (the update notice),
 * never replacing the page in the middle of a task.
 */
let ready = false;
let registered = false;
let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

/**
 * Registers the worker once the page has loaded, from the data layout: never on the sign-in
 * page's critical path, and not competing with the dashboard's first calls. Built app only.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || registered) return;
  registered = true;
  const register = () =>
    void import('virtual:pwa-register').then(({ registerSW }) => {
      applyUpdate = registerSW({
        onRegisteredSW: () => void keepLoadedFiles(),
        onNeedRefresh: () => {
          ready = true;
          for (const listener of listeners) listener();
        },
      });
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * The app's files this page loaded before the worker controlled it (issue 34): the worker keeps
 * them for offline use, fetched again from the browser's HTTP cache, not the network (Workbox's
 * CACHE_URLS message, routed to the worker's cache of content-named files, vite.config.ts).
 */
async function keepLoadedFiles() {
  const { active } = await navigator.serviceWorker.ready;
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href);
  active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}

/** Activates the waiting version and reloads the page with it. */
export const reloadToUpdate = () => void applyUpdate?.();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** True once a new version is installed and waiting. */
export const useUpdateReady = () => useSyncExternalStore(subscribe, () => ready);
