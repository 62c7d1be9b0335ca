import {
  CHECKOUT_MESSAGES,
  type CheckoutBody,
  type CheckoutInput,
  checkoutProblem,
  checkoutSums,
  nairaToKobo,
  needsBalance,
} from '@app/shared';
import type { Trx } from '../../../db/database.ts';
import { lockVendor } from '../../../db/locks.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import { presentEntry } from '../checkout.presenter.ts';
import type { CheckoutContext } from '../context.ts';
import { liveCheckout } from '../live-checkout.ts';

/** Statuses whose booking is done and may be checked out on its own, after completing. */
const DONE = ['awaiting review', 'completed'];

/**
 * Records what the client paid at the chair (issue 35). An ongoing booking is completed in the same
 * transaction (SPEC §4's Complete, through bookings' port); a completed one gets its checkout after.
 * Once per booking until voided, under the vendor's lock; once per Idempotency-Key.
 */
export async function recordCheckout(
  ctx: CheckoutContext,
  input: { userId: number; bookingId: number; body: CheckoutBody; idempotencyKey?: string },
) {
  const { userId, bookingId, body } = input;
  const request = { action: 'checkout', bookingId, body };
  return ctx.idempotency.once(userId, input.idempotencyKey, request, async (keep) => {
    const booking = await ctx.book.booking(ctx.db, userId, bookingId);
    if (!booking) throw notFound('Booking not found');
    const ongoing = booking.status === 'ongoing';
    if (!ongoing && !DONE.includes(booking.status)) throw conflict(CHECKOUT_MESSAGES.cannotCheckOut);

    const facts = {
      priceKobo: booking.service_price,
      homeFeeKobo: booking.home_service_fee,
      depositKobo: booking.amount_paid,
      openPrice: needsBalance(booking.duration_type),
    };
    const checkout: CheckoutInput = {
      balanceKobo: body.balance === undefined ? undefined : nairaToKobo(body.balance),
      addOns: (body.add_ons ?? []).map((a) => ({ name: a.name, amountKobo: nairaToKobo(a.amount) })),
      discountKobo: nairaToKobo(body.discount ?? 0),
      tipKobo: nairaToKobo(body.tip ?? 0),
      payments: body.payments.map((p) => ({
        method: p.method,
        amountKobo: nairaToKobo(p.amount),
        staffId: p.staff_id ?? null,
      })),
    };
    const problem = checkoutProblem(facts, checkout);
    if (problem) throw new AppError('invalid_input', problem, { success: false });
    const sums = checkoutSums(facts, checkout);

    const memberIds = [...new Set(checkout.payments.flatMap((p) => (p.staffId ? [p.staffId] : [])))];
    const members = new Map(
      (await ctx.book.staffNames(ctx.db, userId, memberIds)).map((m) => [m.id, m.name] as const),
    );
    if (members.size !== memberIds.length)
      throw new AppError('invalid_input', 'Choose a member of your team', { success: false });

    const now = ctx.clock.now().toISOString();
    let answer: { success: true; message: string; data: ReturnType<typeof presentEntry> } | undefined;
    const write = async (trx: Trx) => {
      await lockVendor(trx, userId);
      if (liveCheckout(await ctx.book.entries(trx, userId, { bookingId })))
        throw conflict(CHECKOUT_MESSAGES.alreadyCheckedOut);
      const items = [
        { name: booking.service_name, amount: sums.serviceKobo },
        ...checkout.addOns.map((a) => ({ name: a.name, amount: a.amountKobo })),
        ...(sums.homeFeeKobo > 0 ? [{ name: 'Home-service fee', amount: sums.homeFeeKobo }] : []),
      ];
      const id = await ctx.book.insert(
        trx,
        {
          user_id: userId,
          booking_id: bookingId,
          kind: 'checkout',
          corrects_id: null,
          reason: null,
          items: JSON.stringify(items),
          deposit: sums.depositKobo,
          discount: sums.discountKobo,
          due: sums.dueKobo,
          tip: sums.tipKobo,
          created_at: now,
        },
        checkout.payments.map((p) => ({
          method: p.method,
          amount: p.amountKobo,
          staff_id: p.staffId,
          staff_name: p.staffId ? (members.get(p.staffId) ?? null) : null,
        })),
      );
      const [entry] = await ctx.book.entries(trx, userId, { entryId: id });
      answer = { success: true, message: CHECKOUT_MESSAGES.recorded, data: presentEntry(entry!) };
      await keep(trx, answer, 201);
    };
    if (ongoing)
      await ctx.completion.complete({
        vendorId: userId,
        id: bookingId,
        balanceReceivedKobo: sums.dueKobo,
        within: write,
      });
    else await ctx.transact(write);
    return answer!;
  });
}
