import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

/** Asks for one cached query again (marks it stale; reloads it now if a screen shows it). */
export const reloadQuery = (client: QueryClient, query: Query): void =>
  void client.invalidateQueries({ queryKey: query.queryKey, exact: true });

/**
 * Runs `then` once the load of `query` now in flight has its answer. A load that fails is asked for
 * again instead, and a query dropped from the cache meanwhile is let go.
 */
export function whenLoaded(client: QueryClient, query: Query, then: () => void): void {
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.query !== query) return;
    if (event.type === 'removed') unsubscribe();
    if (event.type !== 'updated') return;
    if (event.action.type === 'success') {
      unsubscribe();
      then();
    } else if (event.action.type === 'error') {
      unsubscribe();
      reloadQuery(client, query);
    }
  });
}

/**
 * Asks again for every cached query under `queryKey`, because what they hold may miss whatever
 * happened before now (a realtime (re)subscription: nothing before it was pushed). A reload cancels
 * and restarts a load in flight, except a query's first load, which the query library keeps and
 * shares; that load's answer may predate now, so it is asked for again once it is in.
 */
export function reloadQueries(client: QueryClient, queryKey: QueryKey): void {
  for (const query of client.getQueryCache().findAll({ queryKey })) {
    const firstLoad = query.state.fetchStatus !== 'idle' && query.state.data === undefined;
    if (firstLoad) whenLoaded(client, query, () => reloadQuery(client, query));
    else reloadQuery(client, query);
  }
}
