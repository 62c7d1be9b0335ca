/**
 * Sign-out: no other person on this browser reads the vendor's bookings offline. The copy's store
 * (lib/offlineCopyStore.ts) is loaded only then, never by the sign-in page.
 */
export async function forgetOfflineData(): Promise<void> {
  const store = await import('./offlineCopyStore.ts');
  await store.clearOfflineCopies();
}
