import { calendarFeedApi } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api.ts';

const feedKeys = { all: ['calendar-feeds'] as const };

/** GET vendor/calendar-feeds: the shop's feed and each team member's, and whether each link was made. */
export const useCalendarFeeds = () =>
  useQuery({
    queryKey: feedKeys.all,
    queryFn: async ({ signal }) => (await call(calendarFeedApi.list, {}, { signal })).feeds,
  });

/** Makes a feed's link, or a new one in place of the old; the answer holds the link, shown this once. */
export const useResetCalendarFeed = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (staffId: number | null) => call(calendarFeedApi.reset, { body: { staff_id: staffId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: feedKeys.all }),
  });
};
