import { SYSTEM_TRANSITIONS } from '@app/shared';
import type { Selectable } from 'kysely';
import type { PaymentsTable } from '../../db/schema.ts';
import type { PaymentsContext } from './context.ts';

/** Ends a checkout without money: the held slots are free again, and its transfer account ends. */
export async function closeCheckout(
  ctx: PaymentsContext,
  payment: Selectable<PaymentsTable>,
  status: 'expired' | 'failed',
) {
  await ctx.transact(async (trx) => {
    const now = ctx.clock.now().toISOString();
    const rule = status === 'failed' ? SYSTEM_TRANSITIONS.paymentFailed : SYSTEM_TRANSITIONS.holdExpired;
    if (!(await ctx.payments.move(trx, payment.reference, ['initialized'], { status, updated_at: now })))
      return;
    await ctx.payments.expireTransfer(trx, payment.id, now);
    if (!(await ctx.payments.releaseHold(trx, payment.multiple_id, rule.to, now, false))) return;
    // The freed slots are offered to the waitlist's first in line.
    const held = await ctx.payments.heldSlots(trx, payment.multiple_id);
    await ctx.waitlist.freed(
      trx,
      held.flatMap((b) =>
        b.service_id === null
          ? []
          : [
              {
                vendorId: b.user_id,
                serviceId: b.service_id,
                staffId: b.staff_id,
                startsAt: b.starts_at,
                endsAt: b.ends_at,
              },
            ],
      ),
    );
  });
}
