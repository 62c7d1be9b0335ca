/** The client book's query: `client` the key of the client whose panel is open (issue 36). */
export const CLIENT_QUERY = 'client';

/** The client book with the panel of the client who made this booking open. */
export const clientHistoryLink = (bookingId: number) =>
  `/dashboard/clients?${new URLSearchParams({ [CLIENT_QUERY]: `booking:${bookingId}` })}`;
