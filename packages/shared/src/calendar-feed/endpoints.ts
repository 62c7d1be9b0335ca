import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  calendarFeedParams,
  calendarFeedResetBody,
  calendarFeedResetResponse,
  calendarFeedsResponse,
} from './schemas.ts';

const vendor = { tag: 'calendar-feed', audience: 'vendor' } as const;

/**
 * Our own (not SPEC §7), issue 36: secret iCalendar (RFC 5545) addresses a phone calendar
 * subscribes to, one for the shop and one per team member.
 */
export const calendarFeedApi = {
  list: endpoint({
    ...vendor,
    method: 'GET',
    path: '/vendor/calendar-feeds',
    summary: "The shop's and each team member's calendar feed, and whether its link was made",
    responses: { 200: calendarFeedsResponse },
  }),
  /** 404 for a team member not of this vendor. */
  reset: endpoint({
    ...vendor,
    method: 'POST',
    path: '/vendor/calendar-feeds/reset',
    summary: 'Makes a feed link, replacing the old one (which stops working)',
    body: calendarFeedResetBody,
    responses: { 200: calendarFeedResetResponse },
    errors: [404],
  }),
  /** The feed itself, for calendar apps: the link's token is the only credential. */
  feed: endpoint({
    tag: 'calendar-feed',
    audience: 'public',
    method: 'GET',
    path: '/calendar-feeds/:file',
    summary: 'The iCalendar file of a feed link',
    params: calendarFeedParams,
    responses: {
      200: {
        description: 'The bookings as iCalendar events, times in Africa/Lagos',
        content: { 'text/calendar': { schema: z.string() } },
      },
    },
    errors: [404],
  }),
};
