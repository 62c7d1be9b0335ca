import { CALENDAR_FEED_MESSAGES } from '@app/shared';
import { randomToken, sha256 } from '../../../lib/crypto.ts';
import { notFound } from '../../../lib/errors.ts';
import type { CalendarFeedContext } from '../context.ts';
import { feedLinks } from '../feed-link.ts';
import { listFeeds } from './list-feeds.ts';

/**
 * Makes a feed's secret link, replacing the old one: only the token's hash is kept, so the link
 * is shown this once, and the old link answers 404 from the moment this commits.
 */
export async function resetFeed(ctx: CalendarFeedContext, input: { userId: number; staffId: number | null }) {
  const { feeds } = await listFeeds(ctx, { userId: input.userId });
  const feed = feeds.find((f) => f.staff_id === input.staffId);
  if (!feed) throw notFound(CALENDAR_FEED_MESSAGES.unknownMember);
  const token = randomToken();
  const now = ctx.clock.now().toISOString();
  await ctx.transact((trx) => ctx.feeds.replace(trx, input.userId, input.staffId, sha256(token), now));
  return {
    success: true as const,
    message: CALENDAR_FEED_MESSAGES.made,
    feed: { ...feed, active: true, created_at: now },
    ...feedLinks(ctx.publicUrl, token),
  };
}
