import type { BookingStatus } from '../bookings/state-machine.ts';

/**
 * What a booking is in a subscribed calendar (RFC 5545 STATUS): one that will not happen is kept
 * as CANCELLED (a phone removes or strikes it, so a slot freed since the last refresh shows as
 * free), one not yet agreed is TENTATIVE, the rest CONFIRMED.
 */
export function feedEventStatus(status: BookingStatus): 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED' {
  if (status === 'cancelled' || status === 'rejected') return 'CANCELLED';
  if (status === 'pending' || status.startsWith('cancellation requested')) return 'TENTATIVE';
  return 'CONFIRMED';
}

/** The client's first name only (data minimisation): a phone calendar is seen by others. */
export const firstNameOf = (name: string | null | undefined) => name?.trim().split(/\s+/)[0] || 'Client';

/** A booking's title in the feed: 'Wash & Set · Amina'. */
export const feedEventTitle = (service: string, clientFirstName: string) => `${service} · ${clientFirstName}`;

/** The days the feed covers around today: recent history and what is booked ahead. */
export const FEED_WINDOW = { pastDays: 31, futureDays: 366 } as const;
