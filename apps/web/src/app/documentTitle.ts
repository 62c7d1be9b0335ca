import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { PRODUCT_NAME } from '../lib/brand.ts';
import type { RouteHandle } from './routeHandle.ts';

/** 'Calendar · <product name>'; the product name alone for a route without a title. */
export const documentTitle = (title?: string) => (title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME);

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
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
