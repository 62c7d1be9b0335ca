import { z } from 'zod';
import { text } from '../common.ts';

/** Base64url without padding, as the Push API's `getKey()` values are sent (RFC 8291). */
const base64url = (bytes: number, name: string) =>
  text()
    .regex(/^[A-Za-z0-9_-]+$/, `The ${name} key is not base64url.`)
    .refine(
      (value) => Math.floor((value.length * 3) / 4) === bytes,
      `The ${name} key must be ${bytes} bytes.`,
    );

/** Where the browser's push service takes messages for this device (PushSubscription.endpoint). */
export const pushEndpoint = text()
  .max(1000)
  .pipe(z.url({ protocol: /^https?$/, error: 'The push endpoint must be a web address.' }));

/** A device's push subscription, as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionBody = z.object({
  endpoint: pushEndpoint,
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64url(65, 'p256dh'),
    /** The authentication secret (16 bytes). */
    auth: base64url(16, 'auth'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint: pushEndpoint });

export const pushKeyResponse = z.object({
  success: z.literal(true),
  /** The server's VAPID public key (base64url), the `applicationServerKey` of `pushManager.subscribe`. */
  public_key: z.string(),
});
export const pushSavedResponse = z.object({ success: z.literal(true), message: z.string() });

/** What the service worker receives in a push and shows (issue 34). */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** The page the notification opens: the booking or the conversation (this site's path). */
  url: z.string().startsWith('/'),
  /** The same in the phone app (/app), opened when the device subscribed from it or it is open. */
  app_url: z.string().startsWith('/app'),
  /** Notifications with the same tag replace each other (the same booking or conversation). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;

export const PUSH_MESSAGES = {
  saved: 'Push notifications are on for this device.',
  removed: 'Push notifications are off for this device.',
  unsupportedService: "This browser's push service is not supported.",
} as const;
