import { pushApi } from '@app/shared';
import { call } from '../../../lib/api.ts';

/**
 * This device's Web Push subscription (issue 34). SPEC's `push_notification` says whether the
 * vendor wants pushes; each browser opts in on its own, with its own subscription at its browser's
 * push service, which the server keeps (`/api/push/subscriptions`) and sends to.
 */
export type PushDeviceState = 'unsupported' | 'blocked' | 'on' | 'off';

export const PUSH_DEVICE_MESSAGES = {
  blocked: 'Notifications are blocked for this site. Allow them in your browser settings, then try again.',
  unsupported: 'This browser cannot show push notifications.',
} as const;

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/**
 * The worker's registration, once the site's service worker is active: the dashboard registers it
 * (lib/appUpdate.ts); the phone app, which does not load that code, registers the same worker here
 * when it was not yet (its first screen stays small).
 */
async function registration() {
  if (!(await navigator.serviceWorker.getRegistration('/'))) await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** Which app turned push on for this device: a click on a push opens that app (public/push-sw.js). */
export type PushApp = 'app' | 'dashboard';
/** Where the worker reads it (public/push-sw.js's PUSH_APP_CACHE): storage both can reach. */
const PUSH_APP_CACHE = 'push-app';
const recordApp = async (app: PushApp) =>
  (await caches.open(PUSH_APP_CACHE)).put('/push-app', new Response(app));

export async function pushDeviceState(): Promise<PushDeviceState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const existing = await (await registration()).pushManager.getSubscription();
  return existing && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Asks the browser's permission, subscribes with the server's VAPID key and saves the
 * subscription; `app` is where this device's pushes open when neither app is open.
 */
export async function subscribeThisDevice(app: PushApp): Promise<void> {
  if (!supported()) throw new Error(PUSH_DEVICE_MESSAGES.unsupported);
  if ((await Notification.requestPermission()) !== 'granted') throw new Error(PUSH_DEVICE_MESSAGES.blocked);
  const { public_key } = await call(pushApi.key);
  const { pushManager } = await registration();
  const subscription =
    (await pushManager.getSubscription()) ??
    (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: public_key }));
  const { endpoint, keys } = subscription.toJSON();
  await call(pushApi.subscribe, {
    body: { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
  });
  await recordApp(app);
}

/** Forgets this device at the server, then at its push service. */
export async function unsubscribeThisDevice(): Promise<void> {
  if (!supported()) return;
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription) return;
  await call(pushApi.unsubscribe, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
