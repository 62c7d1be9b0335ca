import { z } from 'zod';
import { DURATION_TYPES } from '../bookings/state-machine.ts';
import { imageDataUrl } from '../business/schemas.ts';
import { recordId, text } from '../common.ts';
import { MSG } from '../messages.ts';
import { depositFields, depositProblem } from '../payments/schemas.ts';

const name = text({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(120, 'The maximum length allowed is 120');
const optionalText = (max: number) =>
  text().trim().max(max, `The maximum length allowed is ${max}`).nullish();
/** NGN at the edge; more than ten million naira for one service is a typo. */
const price = z
  .number({ error: MSG.numeric })
  .min(0, 'Price cannot be negative')
  .max(10_000_000, 'Price is too high');
const ids = z.array(recordId()).max(50);

export const MAX_SERVICE_IMAGES = 4;

export const serviceBody = z
  .object({
    name,
    category: optionalText(80),
    description: optionalText(1000),
    duration_hours: z.number({ error: MSG.numeric }).int().min(0).max(12, 'At most 12 hours'),
    duration_minutes: z.number({ error: MSG.numeric }).int().min(0).max(59, 'Minutes run from 0 to 59'),
    duration_type: z.enum(DURATION_TYPES, { error: 'Choose how the price is shown' }),
    price,
    virtual_appointment: z.boolean().default(false),
    home_service: z.boolean().default(false),
    images: z.array(imageDataUrl).max(MAX_SERVICE_IMAGES, `At most ${MAX_SERVICE_IMAGES} images`).default([]),
    addon_ids: ids.default([]),
    ...depositFields,
  })
  .refine((s) => s.duration_hours * 60 + s.duration_minutes >= 5, {
    message: 'A service lasts at least 5 minutes',
    path: ['duration_minutes'],
  })
  .superRefine((s, ctx) => {
    const problem = depositProblem(s);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['deposit_value'] });
  });
export type ServiceBody = z.infer<typeof serviceBody>;

export const bundleBody = z.object({
  name,
  description: optionalText(1000),
  price: price.positive('Price must be more than zero'),
  service_ids: ids.min(2, 'A bundle holds at least two services'),
});
export type BundleBody = z.infer<typeof bundleBody>;

export const addonBody = z.object({
  name,
  price,
  duration_minutes: z.number({ error: MSG.numeric }).int().min(0).max(600, 'At most 10 hours'),
});
export type AddonBody = z.infer<typeof addonBody>;

export const workspaceImageBody = z.object({
  kind: z.enum(['workspace', 'portfolio']),
  image: imageDataUrl,
  caption: optionalText(200),
});
export const reorderBody = z.object({ ids: ids.min(1) });
