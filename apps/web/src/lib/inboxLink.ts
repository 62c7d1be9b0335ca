/** The inbox page's query: `c` the open conversation's customer id, `name` theirs while the list does not hold them yet. */
export const INBOX_QUERY = { customer: 'c', name: 'name' } as const;

/** The inbox with the conversation with this customer open, even before a first message. */
export function chatLink(customerId: number, name?: string): string {
  const query = new URLSearchParams({ [INBOX_QUERY.customer]: String(customerId) });
  if (name) query.set(INBOX_QUERY.name, name);
  return `/dashboard/inbox?${query}`;
}
