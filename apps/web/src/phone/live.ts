/**
 * What the realtime connection (realtime.ts, loaded after first paint) tells the tabs: the chats
 * changed. Bookings need no signal here: they reload through bookingsStore.
 */
const chatListeners = new Set<() => void>();

export function onChatsChanged(listener: () => void) {
  chatListeners.add(listener);
  return () => {
    chatListeners.delete(listener);
  };
}

export function chatsChanged() {
  for (const listener of chatListeners) listener();
}
