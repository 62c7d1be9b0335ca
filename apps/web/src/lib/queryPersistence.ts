import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { PERSISTED_QUERIES_PREFIX } from './offlineData.ts';

/** Kept this long after the last online visit; older copies are dropped rather than shown. */
const MAX_AGE_MS = 7 * 24 * 3_600_000;
/** Writes are gathered: a burst of answers (the dashboard's first load) is saved once. */
const SAVE_DELAY_MS = 1000;

type Saved = { saved_at: number; state: ReturnType<typeof dehydrate> };

// Dates (a booking's start and end) survive the trip through JSON as tagged strings.
function replacer(this: Record<string, unknown>, key: string, value: unknown) {
  const original = this[key];
  return original instanceof Date ? { $date: original.toISOString() } : value;
}
/** Puts the tagged dates back, in place: twice as fast as a reviver, which JSON.parse calls for every value. */
function revive(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const date = (value as { $date?: unknown }).$date;
  if (typeof date === 'string') return new Date(date);
  const fields = value as Record<string, unknown>;
  for (const key in fields) {
    const revived = revive(fields[key]);
    if (revived !== fields[key]) fields[key] = revived;
  }
  return value;
}

/**
 * Issue 16: the answers a vendor needs to read offline (`keep` says which) are saved in local
 * storage under the vendor's id, and put back in the cache before the pages ask for them, so the
 * calendar, today's list and the alerts open with the last loaded data when the network is gone.
 * Answers the function that stops saving. Sign-out forgets them (lib/offlineData.ts).
 */
export function persistQueries(client: QueryClient, userId: number, keep: (query: Query) => boolean) {
  const key = `${PERSISTED_QUERIES_PREFIX}${userId}`;
  try {
    const raw = localStorage.getItem(key);
    const saved = raw ? (revive(JSON.parse(raw)) as Saved) : null;
    if (saved && Date.now() - saved.saved_at < MAX_AGE_MS) hydrate(client, saved.state);
  } catch {
    localStorage.removeItem(key);
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && keep(query),
    });
    try {
      localStorage.setItem(key, JSON.stringify({ saved_at: Date.now(), state } satisfies Saved, replacer));
    } catch {
      // Storage full or refused: the app works on, only without its offline copy.
    }
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !keep(event.query)) return;
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}
