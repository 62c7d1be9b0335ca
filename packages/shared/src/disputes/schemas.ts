import { z } from 'zod';
import { text } from '../common.ts';
import { MSG } from '../messages.ts';

/** The radio options of the dispute dialog (SPEC §5); 'Other' sends its free text instead. */
export const DISPUTE_REASONS = [
  "Customer's satisfaction",
  'Change of Location',
  'Change of Price',
  'Abusive Client',
] as const;
export const DISPUTE_OTHER = 'Other';

export const DISPUTE_COMMENT_MAX = 1000;
export const DISPUTE_STATUSES = ['open', 'resolved'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** addingdisputevendor/{reference}/user: the reason in `comment`, an optional JPG/PNG as a base64 data URL. */
export const disputeBody = z.object({
  comment: text({ error: MSG.disputeReasonRequired })
    .trim()
    .min(1, MSG.disputeReasonRequired)
    .max(DISPUTE_COMMENT_MAX, MSG.disputeCommentMax),
  // A 2 MB image is about 2.8 MB in base64; the content itself is checked on the server.
  attachment: text({ error: MSG.badImage }).max(3_000_000, MSG.badImage).nullish(),
});
export type DisputeBody = z.infer<typeof disputeBody>;

export const disputeParams = z.object({ reference: text().trim().min(1).max(40) });

/** The dispute was recorded; every refusal of this call carries `error: true` besides the message (SPEC §8). */
export const disputeSubmittedResponse = z.object({ success: z.literal(true), message: z.string() });

export const disputeResponse = z.object({
  id: z.number().int(),
  reference: z.string(),
  comment: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  resolution: z.string().nullable(),
  /** File name of the private attachment, served at /api/attachments/{name}; null when none. */
  attachment: z.string().nullable(),
  created_at: z.string(),
});
export type DisputeResponse = z.infer<typeof disputeResponse>;

export const disputesResponse = z.object({ success: z.literal(true), data: z.array(disputeResponse) });

/** Private attachment names as the server stores them: 32 hex characters and the image type. */
export const ATTACHMENT_NAME = /^[a-f0-9]{32}\.(png|jpg)$/;
