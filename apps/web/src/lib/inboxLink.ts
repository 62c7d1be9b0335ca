import { conversationLink, PUSH_LINK_QUERY } from '@app/shared';

/** The inbox page's query: `c` the open conversation's customer id, `name` theirs while the list does not hold them yet. */
export const INBOX_QUERY = { customer: PUSH_LINK_QUERY.customer, name: 'name' } as const;

/** The inbox with the conversation with this customer open, even before a first message (a push opens it too). */
export function chatLink(customerId: number, name?: string): string {
  const link = conversationLink(customerId);
  return name ? `${link}&${new URLSearchParams({ [INBOX_QUERY.name]: name })}` : link;
}
