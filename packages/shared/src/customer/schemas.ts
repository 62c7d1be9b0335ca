import { z } from 'zod';
import { emailRule, passwordRule, phoneRule } from '../auth/schemas.ts';
import { bookingResponse, SERVICE_LOCATIONS } from '../bookings/schemas.ts';
import { seriesBody } from '../bookings/series.ts';
import { addonResponse, bundleResponse, serviceResponse } from '../catalogue/schemas.ts';
import { formBoolean, formNumber, idParam, recordId, text } from '../common.ts';
import { LIMITS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { isOwnPath } from '../payments/return-path.ts';
import { paymentCheckout } from '../payments/schemas.ts';

/** The customer API of DESIGN §5. */
export const customerRegisterBody = z.object({
  email: emailRule,
  first_name: text().trim().min(1, MSG.required).max(60),
  last_name: text().trim().min(1, MSG.required).max(60),
  password: passwordRule,
  /** Optional: shown to the vendors the customer books with, to call or message about a booking. */
  phone_number: phoneRule.optional(),
});
export const customerLoginBody = z.object({
  email: emailRule,
  password: text().min(1, MSG.required).max(128),
});

/** Where and how a client's booking is made: the same for one visit and for a series. */
const bookingDetails = {
  service_location: z.enum(SERVICE_LOCATIONS),
  service_address: text().trim().max(255).optional(),
  comment: text().trim().max(500).optional(),
  /**
   * Where the deposit's checkout sends the client back (ours, beside DESIGN §5): a path of this
   * product, such as the shop page's; never another site.
   */
  return_path: text().max(300).refine(isOwnPath, 'Return to a page of this site').optional(),
  /**
   * Ours (issue 37): the client's answer to the booking page's unticked reminders box. Absent (a
   * customer account's own booking): the booking's basis, recorded as such.
   */
  reminders: z.boolean().optional(),
  /** Money is never taken on the customer's word: a deposit is paid on the provider's checkout page. */
  amount_paid: z
    .never({ error: 'Payment is taken on the checkout page, not in the booking request' })
    .optional(),
};

/** A home service needs the address the shop comes to. */
const hasHomeAddress = (b: { service_location: string; service_address?: string | undefined }) =>
  b.service_location !== "At Client's Location" || Boolean(b.service_address);
const homeAddressIssue = { message: 'Give the address for a home service', path: ['service_address'] };

export const customerBookingBody = z
  .object({
    vendor_id: recordId(),
    items: z
      .array(
        z.object({
          service_id: recordId(),
          date: text().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD'),
          time: text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are HH:mm'),
          /** The team member asked for; absent: anyone available who performs the service. */
          staff_id: recordId().optional(),
        }),
      )
      .min(1, 'Choose at least one service')
      .max(10, 'At most 10 services in one booking'),
    ...bookingDetails,
  })
  .refine(hasHomeAddress, homeAddressIssue);
export type CustomerBookingBody = z.infer<typeof customerBookingBody>;

/**
 * Ours (issue 36): a client's series of one service, each visit a booking as POST customer/bookings
 * makes it, within the vendor's series limits (the same schema as the vendor's series).
 */
export const customerSeriesBody = z
  .object({
    vendor_id: recordId(),
    ...seriesBody.pick({ service_id: true, staff_id: true, every_weeks: true, visits: true }).shape,
    ...bookingDetails,
  })
  .refine(hasHomeAddress, homeAddressIssue);
export type CustomerSeriesBody = z.infer<typeof customerSeriesBody>;

export const customerCommentBody = z.object({ comment: text().trim().min(1, MSG.required).max(500) });
export const customerReviewBody = z.object({
  rating: formNumber(z.number().int().min(LIMITS.ratingMin).max(LIMITS.ratingMax)),
  comment: text().trim().min(1, MSG.required).max(1000),
});
export const customerDecisionBody = z.object({ accept: formBoolean(z.boolean()) });

/** POST customer/bookings: the held bookings and, when a deposit is due, where to pay it. */
export const customerBookingResponse = z.object({
  success: z.literal(true),
  multiple_id: z.string(),
  bookings: z.array(bookingResponse),
  payment: paymentCheckout.nullable(),
  /** Issue 36: why a deposit is asked when the client's missed bookings raised it, in plain words. */
  deposit_reason: z.string().optional(),
});

/** Ours (issue 36): the client's series booked, held for its deposits when they are due. */
export const customerSeriesResponse = customerBookingResponse.extend({ message: z.string() });

/** Path parameters of the customer API. */
export const customerShopParams = z.object({ profileLink: text().max(120) });
export const customerPaymentParams = z.object({ reference: text().min(1).max(40) });
export const customerVendorParams = z.object({ vendorId: idParam });

/** GET customer/shop/{profileLink}/slots: one service of the shop, one Lagos month (1970-01 to 2099-12). */
export const customerSlotsQuery = z.object({
  service_id: idParam,
  /** One team member's times; absent: the times at which anyone who performs the service is free. */
  staff_id: idParam.optional(),
  month: text().regex(/^(19[7-9]\d|20\d{2})-(0[1-9]|1[0-2])$/, 'Months are YYYY-MM'),
});
export type CustomerSlotsQuery = z.infer<typeof customerSlotsQuery>;
/**
 * The free start times of the service on each Lagos day of the month ('YYYY-MM-DD', every day,
 * in order), each 'HH:mm' Lagos time that POST customer/bookings takes for it at this moment:
 * every `step_minutes` of the clock, plus the opening time and the ends of breaks, blocked time
 * and bookings (where avoid-gaps lets a booking start).
 */
export const customerSlotsResponse = z.object({
  success: z.literal(true),
  service_id: z.number().int(),
  month: z.string(),
  duration_minutes: z.number().int(),
  step_minutes: z.number().int(),
  days: z.array(z.object({ date: z.string(), times: z.array(z.string()) })),
});

/** POST customer/register (201) and customer/login (200): a customer's bearer token. */
export const customerTokenResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  userId: z.number().int(),
});

/** GET customer/shop/{profileLink}: a listed vendor's public page, prices in NGN. */
export const customerShopResponse = z.object({
  success: z.literal(true),
  business: z.object({
    id: z.number().int(),
    business_name: z.string().nullable(),
    business_description: z.string().nullable(),
    business_address: z.string().nullable(),
    profile_pic: z.string().nullable(),
    /** The shop's logo and cover photo (public paths), when the vendor set them. */
    logo: z.string().nullable(),
    cover: z.string().nullable(),
    profile_link: z.string(),
    home_service: z.boolean(),
    my_place: z.boolean(),
    home_service_fee: z.number(),
    category_name: z.string().nullable(),
  }),
  /** The vendor's own service fields a customer needs, and the deposit booking asks up front (NGN). */
  services: z.array(
    serviceResponse
      .pick({
        id: true,
        name: true,
        category: true,
        description: true,
        duration_minutes: true,
        duration_type: true,
        price: true,
        virtual_appointment: true,
        home_service: true,
        deposit_type: true,
        deposit_value: true,
      })
      .extend({ deposit: z.number() }),
  ),
  /** The shop's bundles and add-ons, as the vendor's own lists show them (prices in NGN). */
  bundles: z.array(bundleResponse),
  addons: z.array(addonResponse),
  /** The active team members and the services each performs (empty: the vendor works alone). */
  staff: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      photo: z.string().nullable(),
      service_ids: z.array(z.number().int()),
    }),
  ),
  /** Opening hours by day (0 = Monday), each with its breaks. */
  hours: z.array(
    z.object({
      day: z.number().int(),
      open_time: z.string(),
      close_time: z.string(),
      breaks: z.array(
        z.object({
          id: z.number().int(),
          day: z.number().int(),
          start_time: z.string(),
          end_time: z.string(),
        }),
      ),
    }),
  ),
});

/** GET customer/bookings: the customer's latest 200 bookings, latest start first. */
export const customerBookingsResponse = z.object({
  success: z.literal(true),
  bookings: z.array(
    z.object({
      id: z.number().int(),
      vendor_id: z.number().int(),
      reference: z.string(),
      service_name: z.string(),
      status: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
    }),
  ),
});

/** A customer's cancellation request, answer or review: the booking as it now stands. */
export const customerBookingChangeResponse = z.object({ success: z.literal(true), booking: bookingResponse });

/** GET customer/bookings/{id}/reschedule-proposal: the vendor's proposed time, if one waits. */
export const customerProposalResponse = z.object({
  success: z.literal(true),
  proposal: bookingResponse.shape.reschedule_proposal.unwrap().nullable(),
});
