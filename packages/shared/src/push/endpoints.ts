import { endpoint } from '../api/endpoint.ts';
import { pushKeyResponse, pushSavedResponse, pushSubscriptionBody, pushUnsubscribeBody } from './schemas.ts';

const vendor = { tag: 'push', audience: 'vendor' } as const;

/**
 * Our own (not SPEC §7), issue 34: Web Push for the vendor's devices. SPEC's `push_notification`
 * setting says whether the vendor wants pushes at all; each device opts in with its subscription.
 */
export const pushApi = {
  key: endpoint({
    ...vendor,
    method: 'GET',
    path: '/push/key',
    summary: "The server's VAPID public key, to subscribe a device",
    responses: { 200: pushKeyResponse },
  }),
  /** Saves (or moves to this vendor) the device's subscription; 422 for a push service we do not send to. */
  subscribe: endpoint({
    ...vendor,
    method: 'POST',
    path: '/push/subscriptions',
    summary: "Turns push on for this device: saves its browser's subscription",
    body: pushSubscriptionBody,
    responses: { 201: pushSavedResponse },
    errors: [422],
  }),
  /** Forgets the device's subscription (nothing to forget answers the same). */
  unsubscribe: endpoint({
    ...vendor,
    method: 'DELETE',
    path: '/push/subscriptions',
    summary: "Turns push off for this device: forgets its browser's subscription",
    body: pushUnsubscribeBody,
    responses: { 200: pushSavedResponse },
  }),
};
