import { formatDetails, SYSTEM_TRANSITIONS, targetOf } from '@app/shared';
import type { Selectable } from 'kysely';
import type { Trx } from '../../../db/database.ts';
import { lockVendor } from '../../../db/locks.ts';
import type { PaymentsTable, PaymentTransfersTable } from '../../../db/schema.ts';
import { closeCheckout } from '../close-checkout.ts';
import type { ConfirmOutcome, PaymentsContext } from '../context.ts';

type Payment = Selectable<PaymentsTable>;
type Transfer = Selectable<PaymentTransfersTable>;
/** One charge at the provider: the checkout's own (paid on the card page) or its transfer account's. */
interface Charge {
  reference: string;
  transfer: Transfer | null;
}
/** What the provider reports it took for a charge. */
interface Taken {
  amountKobo: number;
  currency: string;
  paidAt: string;
  providerId: string | null;
}

/**
 * Asks the provider about a reference and applies its answer (webhook, return page and sweep all
 * come here). Money moves only from the provider's own answer to "verify this reference" — never
 * from a request or webhook body — and exactly once per charge, because each step is a
 * conditional move of the payment's (or its transfer's) row. The reference is the checkout's own
 * or its transfer account's (issue 35): asked by the checkout's while its transfer account is
 * open, the transfer is asked too, so the return page and the hold sweep see a transfer as they
 * see a card.
 */
export async function confirmPayment(
  ctx: PaymentsContext,
  input: { reference: string },
): Promise<ConfirmOutcome> {
  const { reference } = input;
  const { payments, db } = ctx;
  let payment = await payments.byReference(db, reference);
  const transfer = payment
    ? await payments.transferOf(db, payment.id)
    : await payments.transferByReference(db, reference);
  if (!payment && transfer) payment = await payments.byId(db, transfer.payment_id);
  if (!payment) {
    ctx.log(`payment webhook for unknown reference ${reference} ignored`);
    return 'unknown';
  }
  if (transfer?.reference === reference) return confirmCharge(ctx, payment, { reference, transfer });
  const outcome = await confirmCharge(ctx, payment, { reference, transfer: null }, transfer !== undefined);
  if (outcome !== 'pending' || transfer?.status !== 'open') return outcome;
  return confirmCharge(ctx, payment, { reference: transfer.reference, transfer });
}

async function confirmCharge(
  ctx: PaymentsContext,
  payment: Payment,
  charge: Charge,
  hasTransfer = false,
): Promise<ConfirmOutcome> {
  const { reference, transfer } = charge;
  if (transfer?.status === 'paid' || transfer?.status === 'refunded') return 'already';
  // Without a transfer beside it, a settled checkout's one charge is settled; with one, the card
  // may be a second payment, so the provider is asked.
  if (!transfer && !hasTransfer && (payment.status === 'success' || payment.status === 'refunded'))
    return 'already';
  const charged = await ctx.provider.verify(reference);
  if (charged.status === 'success') {
    if (charged.reference !== reference) {
      ctx.log(`payment ${reference} ignored: the provider answered about ${charged.reference}`);
      return 'mismatch';
    }
    const taken: Taken = {
      amountKobo: charged.amountKobo,
      currency: charged.currency,
      paidAt: charged.paidAt ?? ctx.clock.now().toISOString(),
      providerId: charged.providerId,
    };
    const sameCurrency = taken.currency === payment.currency;
    // A transfer of more than the deposit still pays it (the excess goes back, see applySuccess);
    // a card charges exactly what was asked, so another sum there is a fault, refunded whole.
    const pays =
      sameCurrency && (transfer ? taken.amountKobo >= payment.amount : taken.amountKobo === payment.amount);
    if (!pays) return refundMismatch(ctx, payment, charge, taken);
    return applySuccess(ctx, payment, charge, taken);
  }
  if (charged.status === 'failed') {
    // A transfer charge that failed took nothing; the checkout stays open for its hold.
    if (transfer) return 'pending';
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

/**
 * Applies a successful charge that pays the deposit: confirms the hold, or refunds a payment that
 * came too late or after the checkout's other charge paid it. An overpaid transfer confirms and its
 * excess is refunded, not kept as credit: the deposit is the sum the shop asked, the customer
 * expects the rest back as the provider itself sends back a wrong sum, and a refund ends the money
 * at once, where a credit would wait on a visit that may never come.
 */
async function applySuccess(ctx: PaymentsContext, payment: Payment, charge: Charge, taken: Taken) {
  const { payments } = ctx;
  const outcome = await ctx.transact(async (trx) => {
    await lockVendor(trx, payment.user_id);
    const now = ctx.clock.now().toISOString();
    const stamp = { updated_at: now, paid_at: taken.paidAt, provider_id: taken.providerId };
    if (
      now < payment.expires_at &&
      (await payments.move(trx, payment.reference, ['initialized'], { status: 'success', ...stamp }))
    ) {
      if (charge.transfer)
        await payments.settleTransfer(trx, charge.transfer.id, ['open'], {
          status: 'paid',
          received: taken.amountKobo,
          provider_id: taken.providerId,
          updated_at: now,
        });
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
      const excess = taken.amountKobo - payment.amount;
      if (excess > 0)
        await payments.insertRefunds(trx, [
          {
            payment_id: payment.id,
            booking_id: null,
            amount: excess,
            status: 'pending',
            charge_reference: charge.reference,
            created_at: now,
            updated_at: now,
          },
        ]);
      await announce(ctx, trx, payment.user_id, held, status);
      return excess > 0 ? ('confirmed, excess refunded' as const) : ('confirmed' as const);
    }
    // The hold ended, the card was declined first, or the other charge paid: the money goes back in full.
    return (await refundCharge(ctx, trx, payment, charge, taken, SYSTEM_TRANSITIONS.holdExpired.to))
      ? ('refunded late' as const)
      : ('already' as const);
  });
  if (outcome === 'refunded late')
    ctx.log(`payment ${charge.reference} arrived after its checkout ended; refunded in full`);
  if (outcome === 'confirmed, excess refunded') {
    ctx.log(
      `transfer ${charge.reference} paid ${taken.amountKobo} for ${payment.amount}; the excess is refunded`,
    );
    return 'confirmed';
  }
  return outcome;
}

/**
 * A charge that pays for nothing (too little, after the hold, or a second payment of a checkout
 * already settled) moves once, and everything it took goes back. The checkout closes with it
 * unless its other charge settled it; the bookings it held leave 'awaiting payment' for
 * `releaseTo`. False when this charge was already settled.
 */
async function refundCharge(
  ctx: PaymentsContext,
  trx: Trx,
  payment: Payment,
  charge: Charge,
  taken: Taken,
  releaseTo: string,
) {
  const { payments } = ctx;
  const now = ctx.clock.now().toISOString();
  if (
    charge.transfer &&
    !(await payments.settleTransfer(trx, charge.transfer.id, ['open', 'expired'], {
      status: 'refunded',
      received: taken.amountKobo,
      provider_id: taken.providerId,
      updated_at: now,
    }))
  )
    return false;
  const closed = await payments.move(trx, payment.reference, ['initialized', 'expired', 'failed'], {
    status: 'refunded',
    updated_at: now,
    paid_at: taken.paidAt,
    provider_id: taken.providerId,
  });
  if (closed) await payments.releaseHold(trx, payment.multiple_id, releaseTo, now, false);
  else if (!charge.transfer) {
    // The card after the checkout was settled: by this very charge (nothing to do), or by its
    // transfer (a second payment, sent back once).
    const current = await payments.byId(trx, payment.id);
    if (
      current?.provider_id === taken.providerId ||
      (await payments.chargeRefunded(trx, payment.id, charge.reference))
    )
      return false;
  }
  await payments.insertRefunds(trx, [
    {
      payment_id: payment.id,
      booking_id: null,
      amount: taken.amountKobo,
      status: 'pending',
      // The checkout's own charge, once it closed on it, is its paying charge; any other is named.
      charge_reference: closed && !charge.transfer ? null : charge.reference,
      created_at: now,
      updated_at: now,
    },
  ]);
  return true;
}

/**
 * A charge of another amount or currency than the checkout asked (a transfer of too little): it
 * pays for nothing. The checkout closes as a failed payment would (its held bookings leave
 * 'awaiting payment') and everything the provider took goes back to the customer.
 */
async function refundMismatch(ctx: PaymentsContext, payment: Payment, charge: Charge, taken: Taken) {
  const refunded = await ctx.transact(async (trx) => {
    await lockVendor(trx, payment.user_id);
    return refundCharge(ctx, trx, payment, charge, taken, SYSTEM_TRANSITIONS.paymentFailed.to);
  });
  if (!refunded) return 'already' as const;
  ctx.log(
    `payment ${charge.reference} closed and refunded: the provider reports ${taken.amountKobo} ${taken.currency}, we asked for ${payment.amount} ${payment.currency}`,
  );
  return 'refunded mismatch' as const;
}
