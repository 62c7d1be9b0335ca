import {
  addDays,
  type CustomerSlotsQuery,
  daysOfMonth,
  freeStartTimes,
  fromLagos,
  SLOT_STEP_MINUTES,
  staffChoice,
} from '@app/shared';
import { notFound, unprocessable } from '../../../lib/errors.ts';
import type { CustomerContext } from '../context.ts';

/**
 * The free start times of one of the shop's services on each Lagos day of a month: the times
 * POST customer/bookings (checkSlots) takes now, judged by the shared rules (freeStartTimes
 * lists exactly what slotProblem takes) against one read of the month's calendar.
 */
export async function freeSlots(
  ctx: CustomerContext,
  input: { profileLink: string; query: CustomerSlotsQuery },
) {
  const { customers, staff, clock } = ctx;
  const { query } = input;
  const vendor = await customers.vendorByLink(input.profileLink);
  if (!vendor) throw notFound('Shop not found');
  const [service] = await customers.services(vendor.id, [query.service_id]);
  if (!service)
    throw unprocessable('Choose a service of this shop', { service_id: 'Choose a service of this shop' });
  const choice = staffChoice(await staff.team(vendor.id), service, query.staff_id);
  if ('problem' in choice) throw unprocessable(choice.problem, { staff_id: choice.problem });
  const dates = daysOfMonth(query.month);
  const from = fromLagos(dates[0]!, '00:00');
  // A start on the month's last day can run past its end by a duration.
  const to = new Date(
    fromLagos(addDays(dates.at(-1)!, 1), '00:00').getTime() + service.duration_minutes * 60_000,
  );
  // A look, not a booking: read outside any transaction, with no lock.
  const people = Array.isArray(choice.staff) ? choice.staff : [choice.staff];
  const shop = await ctx.bookings.calendar(
    ctx.db,
    vendor.id,
    { from, to },
    { now: clock.now(), bookedBy: 'customer', staff: people.filter((id) => id !== null) },
  );
  // Anyone available: a time at which at least one of them is free.
  const each = people
    .filter((id) => id === null || shop.team.has(id))
    .map((id) => freeStartTimes(dates, service.duration_minutes, ctx.bookings.contextFor(shop, id)));
  const days = dates.map((date, i) => ({
    date,
    times: [...new Set(each.flatMap((days) => days[i]!.times))].sort(),
  }));
  return {
    success: true as const,
    service_id: service.id,
    month: query.month,
    duration_minutes: service.duration_minutes,
    step_minutes: SLOT_STEP_MINUTES,
    days,
  };
}
