/**
 * Where the offline copy of a vendor's data is kept (lib/queryPersistence.ts). Apart, so that
 * sign-out can forget it without loading the query library on the sign-in page.
 */
export const PERSISTED_QUERIES_PREFIX = 'query-cache:';

/** Sign-out: no other person on this browser reads the vendor's bookings offline. */
export function forgetOfflineData() {
  for (const key of Object.keys(localStorage))
    if (key.startsWith(PERSISTED_QUERIES_PREFIX)) localStorage.removeItem(key);
}
