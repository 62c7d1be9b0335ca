import { z } from 'zod';
import { text } from '../common.ts';
import { MSG } from '../messages.ts';

/** POST /nin: the National Identification Number, exactly 11 digits. */
export const ninBody = z.object({
  nin_number: text({ error: MSG.ninDigits })
    .trim()
    .regex(/^\d{11}$/, MSG.ninDigits),
});
export type NinBody = z.infer<typeof ninBody>;

export const ninResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Redacted: the first 4 digits only (SPEC §3). */
  nin_number: z.string(),
});
