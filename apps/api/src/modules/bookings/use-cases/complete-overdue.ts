import { formatDetails, formatNaira, koboToNaira, LIMITS, SYSTEM_TRANSITIONS } from '@app/shared';
import type { BookingsContext } from '../bookings.context.ts';
import { StaleBookings } from '../index.ts';

/** Bookings left awaiting review for 48 hours without a dispute become completed (DESIGN §4). */
export async function completeOverdue(ctx: BookingsContext) {
  const { bookings, moves, notifications, clock } = ctx;
  const cutoff = new Date(clock.now().getTime() - LIMITS.reviewGraceHours * 3_600_000).toISOString();
  const overdue = await bookings.overdueReviews(cutoff);
  for (const { id, user_id } of overdue) {
    // Each on its own: one booking disputed meanwhile does not hold back the others.
    await ctx
      .transact(async (trx) => {
        await moves.move(trx, {
          vendorId: user_id,
          scope: { user_id },
          ids: [id],
          from: SYSTEM_TRANSITIONS.reviewGraceElapsed.from,
          changes: {
            status: SYSTEM_TRANSITIONS.reviewGraceElapsed.to,
            updated_at: clock.now().toISOString(),
          },
        });
        // The system did this, not the vendor: the vendor hears of it, and of the money it freed.
        const [done] = await bookings.findMany(trx, user_id, [id]);
        if (!done) return;
        const released =
          done.amount_paid > 0 ? ` ${formatNaira(koboToNaira(done.amount_paid))} moved to your balance.` : '';
        await notifications.record(
          trx,
          user_id,
          'completed',
          'Booking completed',
          `${done.service_name} (${done.reference}) on ${formatDetails(done.starts_at)} is complete: ${LIMITS.reviewGraceHours} hours passed without a dispute.${released}`,
          { bookingId: done.id },
        );
      })
      .catch((error) => {
        if (!(error instanceof StaleBookings)) throw error;
      });
  }
  return overdue.length;
}
