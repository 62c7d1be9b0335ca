/**
 * The pages a push opens (issue 34), built by the server and read by the apps: on the dashboard,
 * the calendar with a booking's details open, or the inbox with a conversation open (`c`, as
 * lib/inboxLink.ts); in the phone app (/app), the booking's sheet, or Chats with the conversation.
 * A push carries both; the service worker picks (apps/web/public/push-sw.js).
 */
export const PUSH_LINK_QUERY = { booking: 'booking', customer: 'c' } as const;

export const bookingLink = (bookingId: number) =>
  `/dashboard/calendar?${PUSH_LINK_QUERY.booking}=${bookingId}`;
export const conversationLink = (customerId: number) =>
  `/dashboard/inbox?${PUSH_LINK_QUERY.customer}=${customerId}`;

export const appBookingLink = (bookingId: number) => `/app?${PUSH_LINK_QUERY.booking}=${bookingId}`;
export const appConversationLink = (customerId: number) =>
  `/app?${PUSH_LINK_QUERY.customer}=${customerId}#chats`;
