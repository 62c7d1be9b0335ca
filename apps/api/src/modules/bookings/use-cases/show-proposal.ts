import { RESCHEDULE_TRANSITIONS } from '@app/shared';
import { presentProposal } from '../bookings.presenter.ts';
import { customersBooking } from '../customer-moves.ts';
import type { RescheduleContext } from '../reschedule.context.ts';

/** The vendor's proposal waiting for the customer's answer, or null. */
export async function showProposal(ctx: RescheduleContext, input: { customerId: number; id: number }) {
  const booking = await customersBooking(ctx, input.customerId, input.id);
  const waiting = (RESCHEDULE_TRANSITIONS.acceptProposal.from as readonly string[]).includes(booking.status)
    ? await ctx.bookings.waitingProposal(ctx.db, input.id)
    : undefined;
  return { success: true as const, proposal: waiting ? presentProposal(waiting) : null };
}
