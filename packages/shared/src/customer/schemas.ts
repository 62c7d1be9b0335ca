import { z } from 'zod';
import { emailRule, passwordRule } from '../auth/schemas.ts';
import { bookingResponse, SERVICE_LOCATIONS } from '../bookings/schemas.ts';
import { recordId, text } from '../common.ts';
import { LIMITS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { paymentCheckout } from '../payments/schemas.ts';

/** The customer API of DESIGN §5. */
export const customerRegisterBody = z.object({
  email: emailRule,
  first_name: text().trim().min(1, MSG.required).max(60),
  last_name: text().trim().min(1, MSG.required).max(60),
  password: passwordRule,
});
export const customerLoginBody = z.object({
  email: emailRule,
  password: text().min(1, MSG.required).max(128),
});

export const customerBookingBody = z
  .object({
    vendor_id: recordId(),
    items: z
      .array(
        z.object({
          service_id: recordId(),
          date: text().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD'),
          time: text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are HH:mm'),
        }),
      )
      .min(1, 'Choose at least one service')
      .max(10, 'At most 10 services in one booking'),
    service_location: z.enum(SERVICE_LOCATIONS),
    service_address: text().trim().max(255).optional(),
    comment: text().trim().max(500).optional(),
    /** Money is never taken on the customer's word: a deposit is paid on the provider's checkout page. */
    amount_paid: z
      .never({ error: 'Payment is taken on the checkout page, not in the booking request' })
      .optional(),
  })
  .refine((b) => b.service_location !== "At Client's Location" || Boolean(b.service_address), {
    message: 'Give the address for a home service',
    path: ['service_address'],
  });
export type CustomerBookingBody = z.infer<typeof customerBookingBody>;

export const customerCommentBody = z.object({ comment: text().trim().min(1, MSG.required).max(500) });
export const customerReviewBody = z.object({
  rating: z.number().int().min(LIMITS.ratingMin).max(LIMITS.ratingMax),
  comment: text().trim().min(1, MSG.required).max(1000),
});
export const customerDecisionBody = z.object({ accept: z.boolean() });

/** POST customer/bookings: the held bookings and, when a deposit is due, where to pay it. */
export const customerBookingResponse = z.object({
  success: z.literal(true),
  multiple_id: z.string(),
  bookings: z.array(bookingResponse),
  payment: paymentCheckout.nullable(),
});
