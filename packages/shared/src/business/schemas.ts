import { z } from 'zod';
import { businessCategory } from '../auth/responses.ts';
import { formBoolean, MAX_ID, text } from '../common.ts';
import { LIMITS } from '../constants.ts';
import { MSG } from '../messages.ts';

const requiredText = (max: number) =>
  text({ error: MSG.required }).trim().min(1, MSG.required).max(max, `The maximum length allowed is ${max}`);

/** An image sent as a data URL (JPG or PNG). The server re-checks the bytes, not just the prefix. */
export const imageDataUrl = text()
  .regex(/^data:image\/(png|jpe?g);base64,[A-Za-z0-9+/=]+$/, MSG.badImage)
  .max(Math.ceil((LIMITS.imageMaxBytes * 4) / 3) + 32, MSG.badImage);

// Form posts (urlencoded, multipart) send `1`/`0` or `true`/`false` as text.
const location = {
  home_service: formBoolean(z.boolean()),
  my_place: formBoolean(z.boolean()),
};
const atLeastOnePlace = (value: { home_service: boolean; my_place: boolean }) =>
  value.home_service || value.my_place;
const placeMessage = { message: 'Choose home service, my place or both', path: ['my_place'] };

export const bizSetupBody = z
  .object({
    business_category: z.coerce
      .number({ error: MSG.required })
      .int()
      .positive(MSG.required)
      .max(MAX_ID, MSG.invalidId),
    business_address: requiredText(200),
    business_description: requiredText(1000),
    ...location,
    images: z.array(imageDataUrl).max(LIMITS.businessImagesMax, `At most ${LIMITS.businessImagesMax} images`),
  })
  .refine(atLeastOnePlace, placeMessage);

export type BizSetupBody = z.infer<typeof bizSetupBody>;

/** businesscategories: every category a business may choose, by name. */
export const businessCategoriesResponse = z.object({
  success: z.literal(true),
  data: z.array(businessCategory),
});

/** The business's logo (square) and cover photo (wide). */
export const PROFILE_IMAGE_KINDS = ['logo', 'cover'] as const;
export type ProfileImageKind = (typeof PROFILE_IMAGE_KINDS)[number];

/** A new logo or cover photo, as a data URL like the business images. */
export const profileImageBody = z.object({ image: imageDataUrl });
export type ProfileImageBody = z.infer<typeof profileImageBody>;

/** Public paths of the logo and the cover photo (under /uploads), null when there is none. */
export const profileImages = z.object({ logo: z.string().nullable(), cover: z.string().nullable() });
export type ProfileImages = z.infer<typeof profileImages>;

export const profileImagesResponse = z.object({ success: z.literal(true), data: profileImages });
/** After a change: what the profile now shows, and the message to show. */
export const profileImagesSavedResponse = profileImagesResponse.extend({ message: z.string() });
