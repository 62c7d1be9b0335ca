import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import { offlineCopies, offlineCopyKey } from './offlineCopyStore.ts';
import { getSession } from './session.ts';

/** Kept this long after the last online visit; older copies are dropped rather than shown. */
const MAX_AGE_MS = 7 * 24 * 3_600_000;
/** Writes are gathered: a burst of answers (the dashboard's first load) is saved once. */
const SAVE_DELAY_MS = 1000;
/** The longest the dashboard waits for its copy; a store that does not answer is done without. */
const RESTORE_WAIT_MS = 1000;

type Saved = { saved_at: number; state: ReturnType<typeof dehydrate> };

/** The vendor's saved copy, or null when there is none, it is too old or the store does not answer. */
async function readCopy(userId: number): Promise<Saved | null> {
  try {
    const saved = await Promise.race([
      get<Saved>(offlineCopyKey(userId), offlineCopies()),
      new Promise<undefined>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS)),
    ]);
    return saved && Date.now() - saved.saved_at < MAX_AGE_MS ? saved : null;
  } catch {
    return null;
  }
}

/**
 * Issue 16: the answers a vendor needs to read offline (`keep` says which) are saved under the
 * vendor's id, and put back in the cache before the pages ask for them, so the calendar, today's
 * list and the alerts open with the last loaded data when the network is gone. `restored` settles
 * once the copy is in the cache (or there is none); `stop` stops saving. Sign-out forgets every
 * copy (lib/session.ts), and a save still waiting then is not written.
 */
export function persistQueries(client: QueryClient, userId: number, keep: (query: Query) => boolean) {
  const restored = readCopy(userId).then((saved) => {
    if (saved) hydrate(client, saved.state);
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = async () => {
    timer = undefined;
    if (getSession().user.userId !== userId) return;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && keep(query),
    });
    try {
      await set(offlineCopyKey(userId), { saved_at: Date.now(), state } satisfies Saved, offlineCopies());
    } catch {
      // Storage full or refused: the app works on, only without its offline copy.
    }
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !keep(event.query)) return;
    timer ??= setTimeout(() => void save(), SAVE_DELAY_MS);
  });
  const stop = () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
  return { restored, stop };
}
