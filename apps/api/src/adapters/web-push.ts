import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config.ts';
import { keptFile } from '../lib/kept-key.ts';

/** A device's subscription as the browser gave it (PushSubscription.toJSON()). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushSender {
  /** The VAPID public key browsers subscribe with (`applicationServerKey`). */
  publicKey(): Promise<string>;
  /**
   * Sends one encrypted message: 'gone' when the push service says the subscription no longer
   * exists (404, 410), to be forgotten; any other refusal throws, to be tried again.
   */
  send(target: PushTarget, payload: string): Promise<'sent' | 'gone'>;
  /** Whether we send to this endpoint at all: only to the browsers' push services (and the configured ones). */
  accepts(endpoint: string): boolean;
}

/**
 * The push services of the browsers vendors use (Chrome and Android's FCM, Firefox's autopush,
 * Edge's WNS, Safari's APNs web push), by host suffix; always over https. A subscription naming any
 * other address is refused, so no vendor can make the server post to a host of their choosing.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/** Under four weeks: a booking request older than that is no news worth a push. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * The VAPID keys: from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, else made on first use and kept in
 * DATA_DIR/vapid-keys.json (the embedded default, as lib/kept-key.ts keeps the NIN key), so
 * subscriptions survive a restart.
 */
export async function vapidKeys(config: Config): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  const kept = keptFile(join(config.DATA_DIR, 'vapid-keys.json'), () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  return JSON.parse(kept) as VapidKeys;
}

/** Who runs this server, for the push services: VAPID_SUBJECT, else an https PUBLIC_URL, else MAIL_FROM's address. */
function vapidSubject(config: Config) {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.PUBLIC_URL.startsWith('https://')) return config.PUBLIC_URL;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

/**
 * Web Push (RFC 8030, 8291, 8292) through the `web-push` library: it signs the VAPID JWT and
 * encrypts the payload (aes128gcm) into the request; the request goes out by fetch, which also
 * speaks http to a push service PUSH_SERVICE_ORIGINS names (a test's local one).
 */
export function createPushSender(config: Config): PushSender {
  let keys: Promise<VapidKeys> | undefined;
  const loaded = () => {
    keys ??= vapidKeys(config).catch((error) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  const extraOrigins = new Set(config.PUSH_SERVICE_ORIGINS.map((url) => new URL(url).origin));
  return {
    publicKey: async () => (await loaded()).publicKey,
    accepts(endpoint) {
      const url = new URL(endpoint);
      if (extraOrigins.has(url.origin)) return true;
      return (
        url.protocol === 'https:' &&
        PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
      );
    },
    async send(target, payload) {
      if (!this.accepts(target.endpoint)) return 'gone';
      const request = webpush.generateRequestDetails(target, payload, {
        vapidDetails: { subject: vapidSubject(config), ...(await loaded()) },
        TTL: TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`The push service answered ${response.status}`);
      return 'sent';
    },
  };
}
