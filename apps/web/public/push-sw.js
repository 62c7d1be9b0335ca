/*
 * Web Push in the app's service worker (issue 34), pulled in by Workbox's importScripts
 * (apps/web/vite.config.ts). A push always shows a notification (browsers refuse silent pushes);
 * clicking it opens the booking or conversation it names, in the open dashboard if there is one
 * (routed there without a reload, app/dashboard/usePushLinks.ts), else in a new window.
 */
const FALLBACK_URL = '/dashboard';

/** Only this site's own pages: a payload never sends the vendor elsewhere. */
const ownPage = (url) =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : FALLBACK_URL;

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data?.text() ?? '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Provider Dashboard', {
      body: data.body || '',
      tag: data.tag,
      renotify: Boolean(data.tag),
      icon: '/icon-192.png',
      data: { url: ownPage(data.url) },
    }),
  );
});

/**
 * What a click on a notification does, named so the browser journey (e2e/push.e2e.ts) can run it:
 * no automation clicks a system notification. Focusing needs the click's user activation; without
 * it the dashboard still routes.
 */
self.openPushNotification = async (notification) => {
  notification.close();
  const path = ownPage(notification.data?.url);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).pathname.startsWith('/dashboard'));
  if (!open) return self.clients.openWindow(path);
  open.postMessage({ type: 'push:open', url: path });
  return open.focus().catch(() => open);
};

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(self.openPushNotification(event.notification));
});
