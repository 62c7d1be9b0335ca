// The public face of realtime: what other modules use of it, written out here (importing it loads nothing).

/** The events a vendor's screens hear on their private channel. */
export type RealtimeEvent = 'booking.created' | 'booking.updated' | 'notification.created' | 'chat.message';
