import { z } from 'zod';
import { DURATION_TYPES } from '../bookings/state-machine.ts';
import { imageDataUrl } from '../business/schemas.ts';
import { recordId, text } from '../common.ts';
import { MSG } from '../messages.ts';
import { DEPOSIT_TYPES } from '../payments/policy.ts';
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

/** An add-on as the catalogue reads list it (price in NGN). */
export const addonResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  duration_minutes: z.number().int(),
});
export type AddonResponse = z.infer<typeof addonResponse>;

/** A service as `getallservicebyid` sends it (SPEC field names; price and fixed deposit in NGN). */
export const serviceResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  /** The whole length, and the same split into hours and the minutes left over. */
  duration_minutes: z.number().int(),
  duration_hours: z.number().int(),
  duration_mins: z.number().int(),
  /** One of DURATION_TYPES for every service saved through this API. */
  duration_type: z.string(),
  price: z.number(),
  virtual_appointment: z.boolean(),
  home_service: z.boolean(),
  deposit_type: z.enum(DEPOSIT_TYPES),
  /** NGN for a 'fixed' deposit, a whole percent for 'percent', 0 for none. */
  deposit_value: z.number(),
  /** Paths under /uploads, in the order they were given. */
  images: z.array(z.string()),
  addons: z.array(addonResponse),
});
export type ServiceResponse = z.infer<typeof serviceResponse>;
export const servicesResponse = z.object({ success: z.literal(true), data: z.array(serviceResponse) });

export const bundleResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  /** What the live services cost one by one, so the saving can be shown. */
  regular_price: z.number(),
  services: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type BundleResponse = z.infer<typeof bundleResponse>;
export const bundlesResponse = z.object({ success: z.literal(true), bundles: z.array(bundleResponse) });

export const addonsResponse = z.object({ success: z.literal(true), data: z.array(addonResponse) });

export const workspaceImageResponse = z.object({
  id: z.number().int(),
  kind: workspaceImageBody.shape.kind,
  path: z.string(),
  caption: z.string().nullable(),
  position: z.number().int(),
});
export type WorkspaceImageResponse = z.infer<typeof workspaceImageResponse>;
export const workspaceImagesResponse = z.object({
  success: z.literal(true),
  data: z.array(workspaceImageResponse),
});

/** A created or updated service, bundle or add-on: the message to show and its id. */
export const catalogueSavedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.number().int(),
});
/** A stored workspace or portfolio image, with where it is served. */
export const workspaceImageAddedResponse = catalogueSavedResponse.extend({ path: z.string() });
/** A deletion or a reordering done. */
export const catalogueDoneResponse = z.object({ success: z.literal(true), message: z.string() });
