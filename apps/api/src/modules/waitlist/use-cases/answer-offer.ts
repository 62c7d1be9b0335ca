import { randomUUID } from 'node:crypto';
import { CUSTOMER_CREATE, phoneEmail, targetOf, VENDOR_CREATE, WAITLIST_MESSAGES } from '@app/shared';
import type { Trx } from '../../../db/database.ts';
import { lockVendor } from '../../../db/locks.ts';
import { sha256 } from '../../../lib/crypto.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import type { WaitlistContext } from '../context.ts';
import { offerDeposit } from '../offer-deposit.ts';
import { offerNext } from '../offer-next.ts';

/** The offer of a link's token, still holding its slot under the vendor's lock; 404 or 409. */
async function liveOffer(ctx: WaitlistContext, trx: Trx, token: string) {
  const offer = await ctx.waitlist.offerByToken(trx, sha256(token));
  if (!offer) throw notFound(WAITLIST_MESSAGES.notFound);
  await lockVendor(trx, offer.user_id);
  const now = ctx.clock.now().toISOString();
  if (offer.status !== 'offered' || offer.expires_at <= now) throw conflict(WAITLIST_MESSAGES.gone);
  // Only one answer (or the sweep) ends a hold: the loser sees the offer gone.
  if (!(await ctx.waitlist.closeOffer(trx, offer.id, 'declined', now)))
    throw conflict(WAITLIST_MESSAGES.gone);
  return { offer, now };
}

/**
 * Books the offer's slot as the vendor's booking for the waiting client (approved, by the usual
 * slot rules), in one transaction with the vendor locked: a second taker, an ended hold or a slot
 * taken meanwhile answers 409. When the booking asks a deposit (the service's, or the misses rule's,
 * issue 36) it is held 'awaiting payment' through the deposit's checkout instead, as an online
 * booking is: paid, it is a booking; unpaid when the hold ends, payments frees the slot and the
 * next in line is offered it.
 */
export async function takeOffer(ctx: WaitlistContext, input: { token: string }) {
  const { reference, checkout } = await ctx.transact(async (trx) => {
    const { offer, now } = await liveOffer(ctx, trx, input.token);
    const start = new Date(offer.starts_at);
    const end = new Date(offer.ends_at);
    const [staffId] = await ctx.bookings.checkSlots(
      trx,
      offer.user_id,
      [{ label: offer.service_name, start, end, staff: offer.staff_id }],
      { now: new Date(now), bookedBy: 'vendor' },
    );
    const deposit = await offerDeposit(ctx, trx, offer);
    const multipleId = randomUUID();
    const checkout =
      deposit.kobo > 0
        ? ctx.checkout({
            vendorId: offer.user_id,
            customerId: offer.customer_id,
            email: phoneEmail(offer.client_phone),
            multipleId,
            amountKobo: deposit.kobo,
            // Back to her offer's page, which then says it is booked.
            returnPath: `/waitlist/${encodeURIComponent(input.token)}`,
          })
        : null;
    const reference = ctx.bookings.newReference();
    const row = {
      user_id: offer.user_id,
      customer_id: offer.customer_id,
      service_id: offer.service_id,
      multiple_id: multipleId,
      reference,
      service_name: offer.service_name,
      duration_type: offer.duration_type,
      virtual_appointment: offer.virtual_appointment,
      starts_at: offer.starts_at,
      ends_at: offer.ends_at,
      status: VENDOR_CREATE.to,
      service_price: offer.service_price,
      service_location: "At Vendor's Location",
      source: 'phone' as const,
      client_name: offer.client_name,
      client_phone: offer.client_phone,
      staff_id: staffId ?? null,
      created_at: now,
      updated_at: now,
    };
    // Held for payment, as an online booking with a deposit: the vendor hears of it once paid.
    const [bookingId] = checkout
      ? (
          await ctx.bookings.insertMany(trx, [
            {
              ...row,
              status: targetOf(CUSTOMER_CREATE, { depositDue: true, automaticConfirm: false }),
              deposit_due: deposit.kobo,
              hold_expires_at: checkout.expiresAt,
            },
          ])
        ).map((r) => r.id)
      : await ctx.moves.create(trx, offer.user_id, [row]);
    await checkout?.record(trx);
    await ctx.waitlist.markTaken(trx, offer.id, bookingId!);
    await ctx.waitlist.markBooked(trx, offer.entry_id);
    return { reference, checkout };
  });
  if (!checkout) return { success: true as const, message: WAITLIST_MESSAGES.taken, reference };
  // Opened at the provider after commit; one that does not answer releases the hold (payments).
  const payment = await checkout.open();
  return { success: true as const, message: WAITLIST_MESSAGES.payDeposit, reference, payment };
}

/** Lets the slot go: the next in line is offered it at once. */
export async function declineOffer(ctx: WaitlistContext, input: { token: string }) {
  await ctx.transact(async (trx) => {
    const { offer } = await liveOffer(ctx, trx, input.token);
    await offerNext(ctx, trx, {
      vendorId: offer.user_id,
      serviceId: offer.service_id,
      staffId: offer.staff_id,
      startsAt: offer.starts_at,
      endsAt: offer.ends_at,
    });
  });
  return { success: true as const, message: WAITLIST_MESSAGES.declined };
}
