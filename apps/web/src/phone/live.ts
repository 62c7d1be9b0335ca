/**
 * What the realtime connection (realtime.ts, loaded after first paint) tells the tabs: the chats
 * changed, or a toast's link was followed. Bookings need no signal here: they reload through
 * bookingsStore.
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

/** A page of the app to open (a push's `app_url`, a toast's button): pushLinks.ts follows it. */
const linkListeners = new Set<(url: string) => void>();

export function onOpenLink(listener: (url: string) => void) {
  linkListeners.add(listener);
  return () => {
    linkListeners.delete(listener);
  };
}

export function openLink(url: string) {
  for (const listener of linkListeners) listener(url);
}
