import { type ChatMember, formatTime, lagos } from '@app/shared';

/**
 * What an arrival says (issue 34), the same on the dashboard (features/realtime/arrivals.tsx, a
 * Mantine toast) and in the phone app (phone/arrivals.ts, its own toast): who, what and when, and
 * once per key. No component library here: the phone app loads it.
 */
export type Arrival = { key: string; title: string; lines: string[] };

/**
 * Long enough to read across the room (a pointer over the dashboard's toast holds it); what it
 * announced also waits in Requests or Chats, in the tab's title count and on the alerts' dot.
 */
export const ARRIVAL_TOAST_MS = 12_000;

/** What was announced already: an event the server sends again (a redelivery, a reconnection) is not. */
const announced = new Set<string>();

/** True the first time a key is asked about. */
export function firstTime(key: string) {
  if (announced.has(key)) return false;
  announced.add(key);
  return true;
}

/** What an arrival reads of a booking (api/bookings/model.ts's Booking, which lib/ does not import). */
type ArrivingBooking = {
  id: number;
  multiple_id: string;
  status: string;
  endUser: string;
  service_name: string;
  start: Date;
};

/** A customer's booking request: who, what and when (the day too: it is rarely today); nothing for any other change. */
export function bookingArrival(booking: ArrivingBooking): Arrival | null {
  if (booking.status !== 'pending') return null;
  return {
    // Services booked together come as one event each: one request, one toast.
    key: `booking-${booking.multiple_id || booking.id}`,
    title: 'New booking request',
    lines: [
      booking.endUser,
      `${booking.service_name}, ${lagos(booking.start).format('ddd, DD MMM')} at ${formatTime(booking.start)}`,
    ],
  };
}

/** A live chat message, as the server sends it ('chat.message'). */
export type LiveMessage = {
  id: number;
  customer_id: number;
  sender: string;
  message: string;
  created_at: string;
};

/** A client's message (not the vendor's own, sent from another device); null for anything else. */
export function clientMessage(data: unknown): LiveMessage | null {
  const m = data as Partial<LiveMessage> | null;
  const valid =
    typeof m?.id === 'number' && typeof m.customer_id === 'number' && typeof m.message === 'string';
  return valid && m.sender === 'customer' ? (m as LiveMessage) : null;
}

export const memberName = (member: ChatMember | undefined) =>
  member ? `${member.first_name} ${member.last_name}`.trim() : 'A client';

/** A client's message: from whom (named from the conversations, when known) and its first words. */
export function messageArrival(message: LiveMessage, member: ChatMember | undefined): Arrival {
  const text = message.message.length > 80 ? `${message.message.slice(0, 79)}…` : message.message;
  return {
    key: `chat-${message.id}`,
    title: `New message from ${memberName(member)}`,
    lines: [text, formatTime(message.created_at)],
  };
}
