import { z } from 'zod';
import { emailRule } from '../auth/schemas.ts';
import { text } from '../common.ts';
import { toE164 } from '../format/phone.ts';
import { MSG } from '../messages.ts';
import { SHOP_CODE_CHANNELS, SHOP_MESSAGES } from './messages.ts';

/** A Nigerian mobile number as people write it (0803 123 4567, +234 803 123 4567); kept in E.164. */
const clientPhone = text({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(24, SHOP_MESSAGES.phone)
  .refine((value) => toE164(value) !== null, SHOP_MESSAGES.phone);

export const shopLinkParams = z.object({ profileLink: text().max(120) });

/** POST shop/{link}/code: a one-time code to the client's phone, by SMS or WhatsApp. */
export const shopCodeBody = z.object({
  phone: clientPhone,
  channel: z.enum(SHOP_CODE_CHANNELS, { error: MSG.required }).default('sms'),
});
export const shopCodeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Seconds before another code may be asked for. */
  resend_after: z.number().int(),
});

/**
 * POST shop/{link}/verify: the code proves the phone the client's. Their name (and e-mail, if
 * given) makes their account the first time; later it changes nothing.
 */
export const shopVerifyBody = z.object({
  phone: clientPhone,
  code: text().regex(/^\d{6}$/, 'Enter the 6 digits of the code'),
  name: text().trim().min(2, 'Enter your name').max(80, 'The maximum length allowed is 80'),
  email: emailRule.optional(),
});
export type ShopVerifyBody = z.infer<typeof shopVerifyBody>;

/** The client's customer token: it books through the customer API (POST customer/bookings). */
export const shopVerifyResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  userId: z.number().int(),
  first_name: z.string(),
});
