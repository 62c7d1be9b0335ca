import { z } from 'zod';
import { text } from '../common.ts';
import { MSG } from '../messages.ts';

/** A booking as the server sends it (SPEC §3, field names kept, including 'servvice_date'). */
export const bookingResponse = z.object({
  id: z.number().int(),
  multiple_id: z.string(),
  service_name: z.string(),
  servvice_date: z.string(),
  service_time: z.string(),
  end_date: z.string(),
  end_time: z.string(),
  booking_status: z.string(),
  service_amount: z.number(),
  enduser: z.object({ first_name: z.string(), profile_image: z.string().nullable() }).nullable(),
  service_comment: z.string().nullable(),
  amount_paid: z.number(),
  balance_received: z.number(),
  service_location: z.string(),
  reviews: z.array(z.object({ id: z.number().int(), rating: z.number().int(), comment: z.string() })),
  cancelcomment: z.array(
    z.object({ initiator: z.string(), comment: z.string(), attachment: z.string().nullable() }),
  ),
  serviceform: z.object({
    service_duration_type: z.string(),
    virtual_appointment: z.boolean(),
    service_price: z.number(),
  }),
  service_address: z.string().nullable(),
  reference: z.string(),
  home_service_fee: z.number(),
  updated_at: z.string(),
  /** NGN of the paid deposit the shop kept (late cancellation or no-show) and the part refunded. */
  deposit_kept: z.number(),
  deposit_refunded: z.number(),
  /** UTC instants of start and end, for clients that do not want to parse Lagos wall-clock fields. */
  starts_at: z.string(),
  ends_at: z.string(),
});
export type BookingResponse = z.infer<typeof bookingResponse>;

export const bookingsResponse = z.object({ success: z.literal(true), bookings: z.array(bookingResponse) });
export const actionResponse = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  type: z.string().optional(),
});

export const notificationResponse = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type NotificationResponse = z.infer<typeof notificationResponse>;
export const NOTIFICATION_TYPES = [
  'service',
  'reschedule',
  'fund',
  'security',
  'completed',
  'complete',
  'cancel',
] as const;

/** Cancel dialog: a comment with an optional image attachment (data URL). */
export const cancelBookingBody = z.object({
  comment: text({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(500, 'The maximum length allowed is 500'),
  attachment: text().max(3_000_000).nullish(),
});
export type CancelBookingBody = z.infer<typeof cancelBookingBody>;

export const SERVICE_LOCATIONS = ["At Client's Location", "At Vendor's Location"] as const;
