import { STAFF_MESSAGES, staffChoice } from '@app/shared';
import { unprocessable } from '../../lib/errors.ts';
import type { BookingsContext } from './bookings.context.ts';

/**
 * The team member a calendar entry names, checked: active, and performing `service` when it is
 * a booking. None named: the vendor's own (a booking) or the whole business's (blocked time).
 */
export async function memberFor(
  ctx: BookingsContext,
  userId: number,
  staffId: number | null | undefined,
  service?: { id: number; name: string },
) {
  if (staffId == null) return null;
  const team = await ctx.staff.team(userId);
  const choice = service
    ? staffChoice(team, service, staffId)
    : team.some((m) => m.id === staffId && m.active)
      ? { staff: staffId }
      : { problem: STAFF_MESSAGES.chooseMember };
  if ('problem' in choice) throw unprocessable(choice.problem, { staff_id: choice.problem });
  return staffId;
}
