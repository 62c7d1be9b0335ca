import { useSyncExternalStore } from 'react';
import { APP_FILES_CACHE } from './appFiles.ts';

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

const isAppFile = (url: URL) => url.origin === location.origin && url.pathname.startsWith('/assets/');

/**
 * What keeps the app's files a page loaded: each file once. The cache's own fetches are resource
 * entries too, so keeping every entry it sees kept them again, and again, for the page's life
 * (measured: 7.6 s of main-thread work in 10 s on an idle calendar, a first visit).
 */
export function keepEachOnce(cache: Pick<Cache, 'addAll'>) {
  const asked = new Set<string>();
  return (entries: PerformanceEntryList) => {
    const hrefs = entries.map((entry) => new URL(entry.name)).filter(isAppFile);
    const urls = [...new Set(hrefs.map((url) => url.href))].filter((href) => !asked.has(href));
    if (!urls.length) return;
    for (const href of urls) asked.add(href);
    // Not kept now (no room, the network gone): the next page load tries again.
    void cache.addAll(urls).catch(() => undefined);
  };
}

/**
 * Keeps for offline use the app's files this page loads while no worker controls it (issue 34):
 * its first visit, the worker installing meanwhile. The page puts them into the worker's cache
 * itself, as it loads them (a PerformanceObserver, from the first), finding them in its HTTP cache;
 * the worker asking would download each again (vite.config.ts). Pages the worker controls load
 * through it, and it keeps what they load: once it controls this one, the page stops.
 */
async function keepLoadedFiles() {
  if (navigator.serviceWorker.controller) return;
  await navigator.serviceWorker.ready;
  const keep = keepEachOnce(await caches.open(APP_FILES_CACHE));
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'resource', buffered: true });
  navigator.serviceWorker.addEventListener('controllerchange', () => observer.disconnect(), { once: true });
}

/** Activates the waiting version and reloads the page with it. */
export const reloadToUpdate = () => void applyUpdate?.();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** True once a new version is installed and waiting. */
export const useUpdateReady = () => useSyncExternalStore(subscribe, () => ready);
