import { z } from 'zod';
import { rangeDay } from '../bookings/schemas.ts';
import { recordId, text } from '../common.ts';
import { toE164 } from '../format/phone.ts';
import { MSG } from '../messages.ts';
import { paymentCheckout } from '../payments/schemas.ts';
import { SHOP_MESSAGES } from '../shop/messages.ts';
import { WAITLIST } from './rules.ts';

const clientName = text({ error: MSG.required }).trim().min(1, MSG.required).max(100);
/** A Nigerian mobile number as people write it; kept in E.164. */
const clientPhone = text({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(24, SHOP_MESSAGES.phone)
  .refine((value) => toE164(value) !== null, SHOP_MESSAGES.phone);

/** Joining the waitlist: a service on a Lagos day or range of days. */
export const waitlistJoinBody = z.object({
  service_id: recordId(),
  from_date: rangeDay,
  to_date: rangeDay,
  name: clientName,
  phone: clientPhone,
});
export type WaitlistJoinBody = z.infer<typeof waitlistJoinBody>;

export const waitlistOfferStatus = z.enum(['offered', 'taken', 'declined', 'expired']);

/** One offer of a freed slot, as the vendor sees it. */
export const waitlistOffer = z.object({
  id: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: waitlistOfferStatus,
  offered_at: z.string(),
  expires_at: z.string(),
  answered_at: z.string().nullable(),
  booking_id: z.number().nullable(),
});

export const waitlistEntry = z.object({
  id: z.number(),
  service_id: z.number(),
  service_name: z.string(),
  client_name: z.string(),
  client_phone: z.string(),
  from_date: z.string(),
  to_date: z.string(),
  status: z.enum(['waiting', 'booked', 'removed']),
  added_by: z.enum(['client', 'vendor']),
  created_at: z.string(),
  /** Newest first. */
  offers: z.array(waitlistOffer),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;

export const waitlistResponse = z.object({
  success: z.literal(true),
  hold_minutes: z.number(),
  /** First joined first: the order offers go in. */
  entries: z.array(waitlistEntry),
});

export const waitlistDoneResponse = z.object({ success: z.literal(true), message: z.string() });
export const waitlistSettingsBody = z.object({
  hold_minutes: z.number().int().min(WAITLIST.minHoldMinutes).max(WAITLIST.maxHoldMinutes),
});

/** The offer link's secret: the only credential of its page and answers. */
export const waitlistOfferParams = z.object({ token: text().max(100) });

/** An offer as its link shows it to the client. */
export const waitlistOfferView = z.object({
  success: z.literal(true),
  shop: z.string(),
  service: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: waitlistOfferStatus,
  expires_at: z.string(),
  /** Issue 36: the deposit (NGN) taking it asks, paid before it is a booking; 0 when none. */
  deposit: z.number().optional(),
  /** Why a deposit is asked when the client's missed bookings asked it. */
  deposit_reason: z.string().optional(),
});
export type WaitlistOfferView = z.infer<typeof waitlistOfferView>;

export const waitlistTakeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  reference: z.string(),
  /** Issue 36: where to pay a deposit the booking asks; the slot is held until it is paid or the hold ends. */
  payment: paymentCheckout.optional(),
});
