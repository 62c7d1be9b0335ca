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

/** The worker's registration, once the app's service worker (lib/appUpdate.ts) is active. */
const registration = () => navigator.serviceWorker.ready;

export async function pushDeviceState(): Promise<PushDeviceState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const existing = await (await registration()).pushManager.getSubscription();
  return existing && Notification.permission === 'granted' ? 'on' : 'off';
}

/** Asks the browser's permission, subscribes with the server's VAPID key and saves the subscription. */
export async function subscribeThisDevice(): Promise<void> {
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
}

/** Forgets this device at the server, then at its push service. */
export async function unsubscribeThisDevice(): Promise<void> {
  if (!supported()) return;
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription) return;
  await call(pushApi.unsubscribe, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
