import type { CalendarFeed } from '@app/shared';
import type { CalendarFeedContext } from '../context.ts';

/** The shop's feed first, then each team member's, each saying whether its link was made. */
export async function listFeeds(ctx: CalendarFeedContext, input: { userId: number }) {
  const { shopName, members, feeds } = await ctx.feeds.feedsOf(input.userId);
  const madeAt = (staffId: number | null) => feeds.find((f) => f.staff_id === staffId)?.created_at ?? null;
  const feed = (staff_id: number | null, name: string): CalendarFeed => {
    const created_at = madeAt(staff_id);
    return { staff_id, name, active: created_at !== null, created_at };
  };
  return {
    success: true as const,
    feeds: [feed(null, shopName), ...members.map((m) => feed(m.id, m.name))],
  };
}
