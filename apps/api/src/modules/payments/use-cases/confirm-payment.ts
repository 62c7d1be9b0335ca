import { formatDetails, SYSTEM_TRANSITIONS, targetOf } from '@app/shared';
import type { Selectable } from 'kysely';
import type { Trx } from '../../../db/database.ts';
import { lockVendor } from '../../../db/locks.ts';
import type { PaymentsTable } from '../../../db/schema.ts';
import { closeCheckout } from '../close-checkout.ts';
import type { ConfirmOutcome, PaymentsContext } from '../context.ts';

type Payment = Selectable<PaymentsTable>;

/**
 * Asks the provider about a reference and applies its answer (webhook, return page and sweep all
 * come here). Money moves only from the provider's own answer to "verify this reference" — never
 * from a request or webhook body — and exactly once per reference, because each step is a
 * conditional move of the payment row.
 */
export async function confirmPayment(
  ctx: PaymentsContext,
  input: { reference: string },
): Promise<ConfirmOutcome> {
  const { reference } = input;
  const payment = await ctx.payments.byReference(ctx.db, reference);
  if (!payment) {
    ctx.log(`payment webhook for unknown reference ${reference} ignored`);
    return 'unknown';
  }
  if (payment.status === 'success' || payment.status === 'refunded') return 'already';
  const charge = await ctx.provider.verify(reference);
  if (charge.status === 'success') {
    if (charge.reference !== reference) {
      ctx.log(`payment ${reference} ignored: the provider answered about ${charge.reference}`);
      return 'mismatch';
    }
    const paidAt = charge.paidAt ?? ctx.clock.now().toISOString();
    if (charge.amountKobo !== payment.amount || charge.currency !== payment.currency)
      return refundMismatch(ctx, payment, charge.amountKobo, paidAt, charge.providerId, charge.currency);
    return applySuccess(ctx, payment, paidAt, charge.providerId);
  }
  if (charge.status === 'failed') {
    await closeCheckout(ctx, payment, 'failed');
    return 'failed';
  }
  return 'pending';
}

/** With the confirmation: the vendor sees the paid booking arrive, as any new booking, and is alerted. */
async function announce(
  ctx: PaymentsContext,
  trx: Trx,
  vendorId: number,
  held: { id: number }[],
  status: string,
) {
  const rows = await ctx.bookings.findMany(
    trx,
    vendorId,
    held.map((b) => b.id),
  );
  const [first] = rows.sort((x, y) => x.starts_at.localeCompare(y.starts_at));
  if (!first) return;
  await ctx.outbox.record(trx, [
    {
      topic: 'bookings',
      payload: { userId: vendorId, event: 'booking.created', ids: rows.map((r) => r.id) },
    },
  ]);
  await ctx.notifications.record(
    trx,
    vendorId,
    'service',
    status === 'approved' ? 'New booking' : 'New booking request',
    `${rows.map((r) => r.service_name).join(', ')} on ${formatDetails(first.starts_at)}, deposit paid.`,
    { email: true, bookingId: first.id, push: true },
  );
}

/** Applies a successful, matching charge: confirms the hold, or refunds a payment that came too late. */
async function applySuccess(
  ctx: PaymentsContext,
  payment: Payment,
  paidAt: string,
  providerId: string | null,
) {
  const { payments } = ctx;
  const outcome = await ctx.transact(async (trx) => {
    await lockVendor(trx, payment.user_id);
    const now = ctx.clock.now().toISOString();
    const stamp = { updated_at: now, paid_at: paidAt, provider_id: providerId };
    if (
      now < payment.expires_at &&
      (await payments.move(trx, payment.reference, ['initialized'], { status: 'success', ...stamp }))
    ) {
      const held = await payments.heldBookings(trx, payment.multiple_id);
      const { automatic_confirm_booking } = await payments.vendorRule(trx, payment.user_id);
      const status = targetOf(SYSTEM_TRANSITIONS.paymentConfirmed, {
        automaticConfirm: Boolean(automatic_confirm_booking),
      });
      await payments.releaseHold(trx, payment.multiple_id, status, now, true);
      await ctx.messages.sync(
        trx,
        held.map((b) => b.id),
      );
      await ctx.ledger.insertLedger(
        trx,
        held
          .filter((b) => b.deposit_due > 0)
          .map((b) => ({
            user_id: b.user_id,
            booking_id: b.id,
            withdrawal_id: null,
            kind: 'booking_paid' as const,
            bucket: 'pending' as const,
            amount: b.deposit_due,
            created_at: now,
          })),
      );
      await announce(ctx, trx, payment.user_id, held, status);
      return 'confirmed' as const;
    }
    // The hold ended (or the charge was declined first): the money goes back in full.
    if (
      await payments.move(trx, payment.reference, ['initialized', 'expired', 'failed'], {
        status: 'refunded',
        ...stamp,
      })
    ) {
      await payments.releaseHold(trx, payment.multiple_id, SYSTEM_TRANSITIONS.holdExpired.to, now, false);
      await payments.insertRefunds(trx, [
        {
          payment_id: payment.id,
          booking_id: null,
          amount: payment.amount,
          status: 'pending',
          created_at: now,
          updated_at: now,
        },
      ]);
      return 'refunded late' as const;
    }
    return 'already' as const;
  });
  if (outcome === 'refunded late')
    ctx.log(`payment ${payment.reference} arrived after its hold ended; refunded in full`);
  return outcome;
}

/**
 * A charge of another amount or currency than the checkout asked: it pays for nothing. The
 * checkout closes as a failed payment would (its held bookings leave 'awaiting payment') and
 * everything the provider took goes back to the customer.
 */
async function refundMismatch(
  ctx: PaymentsContext,
  payment: Payment,
  takenKobo: number,
  paidAt: string,
  providerId: string | null,
  currency: string,
) {
  const { payments } = ctx;
  const refunded = await ctx.transact(async (trx) => {
    await lockVendor(trx, payment.user_id);
    const now = ctx.clock.now().toISOString();
    const moved = await payments.move(trx, payment.reference, ['initialized', 'expired', 'failed'], {
      status: 'refunded',
      updated_at: now,
      paid_at: paidAt,
      provider_id: providerId,
    });
    if (!moved) return false;
    await payments.releaseHold(trx, payment.multiple_id, SYSTEM_TRANSITIONS.paymentFailed.to, now, false);
    await payments.insertRefunds(trx, [
      {
        payment_id: payment.id,
        booking_id: null,
        amount: takenKobo,
        status: 'pending',
        created_at: now,
        updated_at: now,
      },
    ]);
    return true;
  });
  if (!refunded) return 'already' as const;
  ctx.log(
    `payment ${payment.reference} closed and refunded: the provider reports ${takenKobo} ${currency}, we asked for ${payment.amount} ${payment.currency}`,
  );
  return 'refunded mismatch' as const;
}
