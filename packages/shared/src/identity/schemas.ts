import { z } from 'zod';
import { text } from '../common.ts';
import { MSG } from '../messages.ts';

/**
 * NIMC's virtual NIN (issue 37): a 16-character token of letters and digits the holder makes (NIMC
 * app or USSD) for one verifier, so the raw NIN need not be kept. Taken in capitals.
 */
export const VNIN_PATTERN = /^[A-Z0-9]{16}$/;
export const VNIN_MESSAGE = 'A virtual NIN is 16 letters and digits';

/**
 * POST /nin: the National Identification Number, exactly 11 digits (SPEC's rule and message), or
 * beside it a 16-character virtual NIN (additive: anything not 16 characters long still reads
 * SPEC's message).
 */
export const ninBody = z.object({
  nin_number: text({ error: MSG.ninDigits })
    .trim()
    .transform((nin) => (nin.length === 16 ? nin.toUpperCase() : nin))
    .superRefine((nin, ctx) => {
      if (/^\d{11}$/.test(nin) || VNIN_PATTERN.test(nin)) return;
      ctx.addIssue({ code: 'custom', message: nin.length === 16 ? VNIN_MESSAGE : MSG.ninDigits });
    }),
});

/** Whether a kept number is a virtual NIN (else the 11-digit NIN). */
export const isVirtualNin = (nin: string) => VNIN_PATTERN.test(nin);
export type NinBody = z.infer<typeof ninBody>;

export const ninResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Redacted: the first 4 characters only (SPEC §3), for a vNIN too. */
  nin_number: z.string(),
});
