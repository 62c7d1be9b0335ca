import { z } from 'zod';
import { recordId, text } from '../common.ts';

/** One of the vendor's feeds: the whole shop (`staff_id` null) or one team member's bookings. */
export const calendarFeed = z.object({
  staff_id: z.number().nullable(),
  /** The business's name for the shop's feed, the member's name for theirs. */
  name: z.string(),
  /** Whether an address was made; its token is kept hashed, so it is shown only when made. */
  active: z.boolean(),
  created_at: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeed>;

export const calendarFeedsResponse = z.object({ success: z.literal(true), feeds: z.array(calendarFeed) });

/** Makes a feed's address, or a new one in place of the old (which then answers 404). */
export const calendarFeedResetBody = z.object({ staff_id: recordId().nullable() });

export const calendarFeedResetResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  feed: calendarFeed,
  /** https address of the .ics file, and the same as webcal:// for a phone's "subscribe" tap. */
  url: z.string(),
  webcal_url: z.string(),
});

/** `<token>.ics`: the secret part of the address; anything else names no feed (404). */
export const calendarFeedParams = z.object({ file: text().max(100) });

export const CALENDAR_FEED_MESSAGES = {
  made: 'A new calendar link is ready. The old link, if any, no longer works.',
  unknownMember: 'Team member not found.',
  notFound: 'Calendar feed not found.',
} as const;
