import { z } from 'zod';

export const messageResponse = z.object({ success: z.boolean().optional(), message: z.string() });
/** A call that did what was asked: always `success: true` and the message to show. */
export const successResponse = z.object({ success: z.literal(true), message: z.string() });
export const authSuccess = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  userId: z.number().int(),
  registerStatus: z.boolean(),
});
export const loginDisabled = z.object({
  success: z.literal(false),
  disabled: z.literal(true),
  message: z.string(),
});
export const tokenAccepted = z.object({
  success: z.literal(true),
  message: z.string(),
  /** One-time ticket for the reset-password step; only set when the code was sent to an e-mail. */
  reset_token: z.string().optional(),
});

export const businessCategory = z.object({ id: z.number().int(), category_name: z.string() });
export const bookingRule = z.object({
  booking_window: z.number().int(),
  future_booking_window: z.number().int(),
  rescheduling: z.boolean(),
  /** Ours, beside SPEC §3: how many hours before the start a customer may still move a booking. */
  rescheduling_hours: z.number().int(),
  automatic_confirm_booking: z.boolean(),
  avoid_gaps: z.boolean(),
  /** Ours (issue 36): clients may book a series of visits from the booking page. */
  clients_book_series: z.boolean(),
});

/** The user fields of SPEC §3 (getuserdetails), plus the settings-side names of the same data. */
export const userDetails = z.object({
  id: z.number().int(),
  full_name: z.string(),
  sub_amount_to_pay: z.number(),
  businesscategory: z.array(businessCategory),
  register_status: z.boolean(),
  email: z.string(),
  business_name: z.string(),
  phone_number: z.string(),
  business_address: z.string().nullable(),
  business_imagepath: z.array(z.string()),
  business_description: z.string().nullable(),
  profile_pic: z.string(),
  home_service: z.boolean(),
  my_place: z.boolean(),
  profile_link: z.string(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  /** Always empty here: the hours are served by the schedule calls. */
  businesshour: z.array(z.never()),
  workspaceimage: z.array(z.string()),
  homeservicefee: z.number(),
  /** Always empty here: bank accounts are served by the wallet calls. */
  paymentinfo: z.array(z.never()),
  email_notification: z.boolean(),
  search_visibility: z.boolean(),
  push_notification: z.boolean(),
  account_active: z.boolean(),
  gender: z.string().nullable(),
  bookingrule: bookingRule,
  email_verify_checker: z.boolean(),
  phone_verify_checker: z.boolean(),
  /** No QR code is generated yet. */
  qrcode: z.null(),
  nin_number: z.string().nullable(),
  nationalid_check: z.boolean(),
  reg_no: z.string().nullable(),
  biz_reg_status: z.boolean(),
  total_orders: z.number().int(),
  referral_code: z.string(),
  created_at: z.string(),
  nin_verified: z.boolean(),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
  /** Always empty here, as `paymentinfo`. */
  userBank: z.array(z.never()),
});
/** getuserdetails answers `[[{...}]]`. */
export const userDetailsResponse = z.array(z.array(userDetails));

export type UserDetails = z.infer<typeof userDetails>;
export type AuthSuccess = z.infer<typeof authSuccess>;
