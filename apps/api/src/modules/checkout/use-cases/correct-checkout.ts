import { CHECKOUT_MESSAGES, type CorrectionBody, nairaToKobo } from '@app/shared';
import { lockVendor } from '../../../db/locks.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import { presentEntry } from '../checkout.presenter.ts';
import type { CheckoutContext } from '../context.ts';
import { netLines } from '../live-checkout.ts';

/**
 * A correction of a checkout (issue 35): never an edit, a new entry naming it with negative
 * amounts. A void gives back everything the checkout still holds (tip, deposit applied, every
 * line less earlier refunds) and lets the booking be checked out again; a refund gives back part
 * of one way it was paid. Under the vendor's lock; once per Idempotency-Key.
 */
export async function correctCheckout(
  ctx: CheckoutContext,
  input: { userId: number; checkoutId: number; body: CorrectionBody; idempotencyKey?: string },
) {
  const { userId, checkoutId, body } = input;
  const request = { action: 'correct', checkoutId, body };
  return ctx.idempotency.once(userId, input.idempotencyKey, request, (keep) =>
    ctx.transact(async (trx) => {
      await lockVendor(trx, userId);
      const entries = await ctx.book.entries(trx, userId, { entryId: checkoutId });
      const checkout = entries.find((e) => e.id === checkoutId && e.kind === 'checkout');
      if (!checkout) throw notFound('Checkout not found');
      if (entries.some((e) => e.kind === 'void')) throw conflict(CHECKOUT_MESSAGES.checkoutVoided);
      const lines = netLines(checkout, entries);
      const base = {
        user_id: userId,
        booking_id: checkout.booking_id,
        corrects_id: checkout.id,
        reason: body.reason,
        created_at: ctx.clock.now().toISOString(),
      };
      let id: number;
      if (body.kind === 'void') {
        const refunded = entries.filter((e) => e.kind === 'refund').reduce((sum, e) => sum + e.due, 0);
        id = await ctx.book.insert(
          trx,
          {
            ...base,
            kind: 'void',
            items: checkout.items,
            deposit: -checkout.deposit,
            discount: -checkout.discount,
            // The refunds already took their part (negative dues): the void takes the rest.
            due: -(checkout.due + refunded),
            tip: -checkout.tip,
          },
          lines.map((l) => ({
            method: l.method,
            amount: -l.amount,
            staff_id: l.staff_id,
            staff_name: l.staff_name,
          })),
        );
      } else {
        const method = body.method;
        const amount = nairaToKobo(body.amount ?? 0);
        if (!method || amount <= 0)
          throw new AppError('invalid_input', 'Choose how and how much to refund', { success: false });
        const held = lines.filter((l) => l.method === method);
        if (amount > held.reduce((sum, l) => sum + l.amount, 0))
          throw new AppError('invalid_input', CHECKOUT_MESSAGES.refundTooLarge, { success: false });
        // Given back by whoever took most that way, so each member's takings stay true.
        const taker = [...held].sort((a, b) => b.amount - a.amount)[0]!;
        id = await ctx.book.insert(
          trx,
          { ...base, kind: 'refund', items: '[]', deposit: 0, discount: 0, due: -amount, tip: 0 },
          [{ method, amount: -amount, staff_id: taker.staff_id, staff_name: taker.staff_name }],
        );
      }
      const [entry] = await ctx.book.entries(trx, userId, { entryId: id });
      const answer = {
        success: true as const,
        message: CHECKOUT_MESSAGES.corrected,
        data: presentEntry(entry!),
      };
      await keep(trx, answer, 201);
      return answer;
    }),
  );
}
