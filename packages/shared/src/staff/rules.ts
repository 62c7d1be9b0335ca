import { STAFF_MESSAGES } from './schemas.ts';

/** What the booking rules need to know of a team member. */
export interface TeamMember {
  id: number;
  name: string;
  active: boolean;
  service_ids: readonly number[];
}

/**
 * Who may take a booking of `service`: the member asked for, or 'anyone available'.
 * - A member asked for must be an active member of the team who performs the service.
 * - Anyone available: every active member who performs it (by id), for the slot check to choose
 *   from; when none does — a business without staff, or a service only the owner performs — the
 *   booking is the vendor's own (null), exactly as before teams existed.
 */
export function staffChoice(
  team: readonly TeamMember[],
  service: { id: number; name: string },
  asked?: number | null,
): { staff: number | null | number[] } | { problem: string } {
  if (asked != null) {
    const member = team.find((m) => m.id === asked && m.active);
    if (!member) return { problem: STAFF_MESSAGES.chooseMember };
    if (!member.service_ids.includes(service.id))
      return { problem: STAFF_MESSAGES.doesNotPerform(member.name, service.name) };
    return { staff: member.id };
  }
  const able = team
    .filter((m) => m.active && m.service_ids.includes(service.id))
    .map((m) => m.id)
    .sort((a, b) => a - b);
  return { staff: able.length ? able : null };
}

/**
 * 'Anyone available', fairly: the members in the order they are offered the booking — the one
 * with the fewest bookings that day first, ties to the lowest id (the longest on the team), so
 * the same calendar always gives the same answer.
 */
export const fairestFirst = (ids: readonly number[], bookingsThatDay: (id: number) => number) =>
  [...ids].sort((a, b) => bookingsThatDay(a) - bookingsThatDay(b) || a - b);
