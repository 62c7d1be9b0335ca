/*
 * Web Push in the app's service worker (issue 34), pulled in by Workbox's importScripts
 * (apps/web/vite.config.ts). A push always shows a notification (browsers refuse silent pushes);
 * clicking it opens the booking or conversation it names. A push carries the page in both apps (the
 * dashboard's `url`, the phone app's `app_url`): an open phone app (/app) takes it, else an open
 * dashboard (each routes it without a reload: phone/pushLinks.ts, app/dashboard/usePushLinks.ts),
 * else a new window of the app this device turned push on from (features/settings/api/pushDevice.ts
 * records it where this worker reads it).
 */
const FALLBACK_URL = '/dashboard';
const APP_FALLBACK_URL = '/app';

/** Only this site's own pages: a payload never sends the vendor elsewhere. */
const ownPage = (url, fallback = FALLBACK_URL) =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : fallback;

/** Where pushDevice.ts records which app subscribed this device: 'app' or 'dashboard'. */
const PUSH_APP_CACHE = 'push-app';
const subscribedFrom = async () => {
  const kept = await (await caches.open(PUSH_APP_CACHE)).match('/push-app');
  return kept ? kept.text() : 'dashboard';
};

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
      data: { url: ownPage(data.url), appUrl: ownPage(data.app_url, APP_FALLBACK_URL) },
    }),
  );
});

/**
 * What a click on a notification does, named so the browser journey (e2e/push.e2e.ts) can run it:
 * no automation clicks a system notification. Focusing needs the click's user activation; without
 * it the app still routes.
 */
self.openPushNotification = async (notification) => {
  notification.close();
  const data = notification.data ?? {};
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const pathOf = (client) => new URL(client.url).pathname;
  const app = windows.find((client) => pathOf(client) === '/app');
  const open = app ?? windows.find((client) => pathOf(client).startsWith('/dashboard'));
  const phone = open ? open === app : (await subscribedFrom()) === 'app';
  const path = phone ? ownPage(data.appUrl, APP_FALLBACK_URL) : ownPage(data.url);
  if (!open) return self.clients.openWindow(path);
  open.postMessage({ type: 'push:open', url: path });
  return open.focus().catch(() => open);
};

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(self.openPushNotification(event.notification));
});
