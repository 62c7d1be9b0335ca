import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { notificationResponse } from '../bookings/schemas.ts';
import { idParams } from '../common.ts';

/** GET getVendorNotice: the vendor's latest 100 alerts, newest first. */
export const notificationsResponse = z.object({
  success: z.literal(true),
  bookings: z.array(notificationResponse),
});
/** GET readVendorNotice/{id}: 202 once the alert is marked read. */
export const notificationReadResponse = z.object({ success: z.literal(true), message: z.string() });

const notices = { method: 'GET', tag: 'notifications', audience: 'vendor' } as const;

/** SPEC §7 notifications. */
export const notificationsApi = {
  list: endpoint({
    ...notices,
    path: '/getVendorNotice',
    summary: 'The vendor alerts, newest first',
    responses: { 200: notificationsResponse },
  }),
  /** 404 when the alert is not the vendor's. */
  read: endpoint({
    ...notices,
    path: '/readVendorNotice/:id',
    params: idParams,
    responses: { 202: notificationReadResponse },
    errors: [404],
  }),
};
