import { randomBytes } from 'node:crypto';
import { koboToNaira, PAYMENTS } from '@app/shared';
import type { Trx } from '../../../db/database.ts';
import { AppError } from '../../../lib/errors.ts';
import { closeCheckout } from '../close-checkout.ts';
import type { PaymentsContext } from '../context.ts';

const newReference = () => `PAY-${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x').toUpperCase()}`;

/**
 * A checkout for a deposit, in two steps: `record` writes the payment in the transaction that
 * holds the bookings (after their slots are checked under the vendor's lock), then `open`, after
 * commit and outside any transaction, opens it at the provider. A provider that does not answer
 * releases the hold, so no checkout is opened for a slot that was refused, and no slot is held
 * without a checkout.
 */
export function openCheckout(
  ctx: PaymentsContext,
  input: {
    vendorId: number;
    customerId: number | null;
    email: string;
    multipleId: string;
    amountKobo: number;
    /**
     * Where the payer comes back to, a path of this product (the shop page's, issue 33; checked by
     * isOwnPath where the request is read); else the return page the operator set.
     */
    returnPath?: string;
  },
) {
  const { db, payments, provider } = ctx;
  const reference = newReference();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + PAYMENTS.holdMinutes * 60_000).toISOString();
  return {
    expiresAt,
    record: (trx: Trx) =>
      payments.insert(trx, {
        reference,
        user_id: input.vendorId,
        customer_id: input.customerId,
        multiple_id: input.multipleId,
        amount: input.amountKobo,
        currency: PAYMENTS.currency,
        status: 'initialized',
        provider: provider.name,
        // Known once the provider opens the checkout, just after this commits.
        authorization_url: '',
        expires_at: expiresAt,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      }),
    async open() {
      let authorizationUrl: string;
      try {
        ({ authorizationUrl } = await provider.initialize({
          reference,
          amountKobo: input.amountKobo,
          currency: PAYMENTS.currency,
          email: input.email,
          callbackUrl: input.returnPath
            ? new URL(input.returnPath, ctx.publicUrl).toString()
            : ctx.callbackUrl,
          metadata: { multiple_id: input.multipleId },
        }));
      } catch (error) {
        ctx.log(`opening checkout ${reference} failed; its hold is released`, error);
        const payment = await payments.byReference(db, reference);
        if (payment) await closeCheckout(ctx, payment, 'failed');
        throw new AppError(
          'provider_unavailable',
          'Payment could not be started. Please try again in a moment.',
          { success: false },
        );
      }
      await payments.setAuthorizationUrl(db, reference, authorizationUrl);
      return {
        reference,
        amount: koboToNaira(input.amountKobo),
        currency: PAYMENTS.currency,
        // The customer lands on a page offering card and bank transfer (issue 35): the sandbox's
        // own checkout page does; a real provider's card page is one choice of our checkout page.
        authorization_url:
          provider.name === 'sandbox'
            ? authorizationUrl
            : new URL(`/pay/${reference}`, ctx.publicUrl).toString(),
        expires_at: expiresAt,
        test_mode: provider.testMode,
      };
    },
  };
}
