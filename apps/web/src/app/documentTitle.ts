import { useEffect, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import { PRODUCT_NAME } from '../lib/brand.ts';
import type { RouteHandle } from './routeHandle.ts';

/**
 * 'Calendar · <product name>'; the product name alone for a route without a title. A count of
 * pending requests leads it, '(3) Calendar · …', so a waiting request shows on a background tab.
 */
export function documentTitle(title?: string, count = 0) {
  const named = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  return count > 0 ? `(${count}) ${named}` : named;
}

/** The pending requests' count the dashboard puts in the title (0 off the dashboard). */
let pendingCount = 0;
const listeners = new Set<() => void>();
export function setTitleCount(count: number) {
  if (count === pendingCount) return;
  pendingCount = count;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const readCount = () => pendingCount;

/** The deepest matched route that names itself (SPEC §2's route table). */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/** Keeps the browser tab's title on the current route's name; the names live on the routes. */
export function useDocumentTitle() {
  const title = useRouteTitle();
  const count = useSyncExternalStore(subscribe, readCount, readCount);
  useEffect(() => {
    document.title = documentTitle(title, count);
  }, [title, count]);
}
