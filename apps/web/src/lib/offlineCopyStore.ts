import { clear, createStore, type UseStore } from 'idb-keyval';

/**
 * Where the offline copy of a vendor's data is kept (lib/queryPersistence.ts): IndexedDB, not local
 * storage. Local storage is read whole and synchronously by the first access of every page load
 * (sign-in's too), and a busy salon's copy is hundreds of kilobytes; IndexedDB reads it without
 * blocking and keeps dates as dates. Apart, so that sign-out can load it alone.
 */
let store: UseStore | undefined;
export const offlineCopies = () => {
  store ??= createStore('provider-dashboard', 'offline-copy');
  return store;
};

/** The key of one vendor's copy. */
export const offlineCopyKey = (userId: number) => `query-cache:${userId}`;

/** Sign-out: every copy goes (no other person on this browser reads the vendor's bookings offline). */
export async function clearOfflineCopies(): Promise<void> {
  try {
    await clear(offlineCopies());
  } catch {
    // No IndexedDB (a private window may refuse it): then nothing was saved either.
  }
}
