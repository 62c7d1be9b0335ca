/**
 * The pages a push opens (issue 34), built by the server and read by the dashboard: the calendar
 * with a booking's details open, or the inbox with a conversation open (`c`, as lib/inboxLink.ts).
 */
export const PUSH_LINK_QUERY = { booking: 'booking', customer: 'c' } as const;

export const bookingLink = (bookingId: number) =>
  `/dashboard/calendar?${PUSH_LINK_QUERY.booking}=${bookingId}`;
export const conversationLink = (customerId: number) =>
  `/dashboard/inbox?${PUSH_LINK_QUERY.customer}=${customerId}`;
