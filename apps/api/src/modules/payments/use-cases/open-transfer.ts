import type { PaymentsContext } from '../context.ts';

/**
 * The customer chose to pay a deposit by bank transfer (issue 35): the provider opens a one-time
 * account for the checkout, a charge of its own (Paystack's POST /charge with `bank_transfer`),
 * kept once per checkout and shown again on every visit. Its reference is the checkout's with
 * '-T', so a second tab opening it at once is refused by the provider as a duplicate rather than
 * given a second account. The account takes transfers until the checkout's hold ends. Answers
 * false when the checkout is not open (paid, closed, or its hold over) or the provider did not
 * answer; the card stays.
 */
export async function openTransfer(ctx: PaymentsContext, input: { reference: string }) {
  const { db, payments, provider } = ctx;
  const payment = await payments.byReference(db, input.reference);
  if (!payment) return false;
  if (await payments.transferOf(db, payment.id)) return true;
  const now = ctx.clock.now().toISOString();
  const email = payment.customer_id === null ? undefined : await payments.payerEmail(db, payment.customer_id);
  if (payment.status !== 'initialized' || payment.expires_at <= now || !email) return false;
  const reference = `${payment.reference}-T`;
  try {
    const account = await provider.openTransfer({
      reference,
      amountKobo: payment.amount,
      email,
      expiresAt: payment.expires_at,
      metadata: { multiple_id: payment.multiple_id, checkout: payment.reference },
    });
    await payments.insertTransfer(db, {
      payment_id: payment.id,
      reference,
      bank_name: account.bankName,
      account_number: account.accountNumber,
      account_name: account.accountName,
      amount: account.amountKobo,
      expires_at: account.expiresAt,
      status: 'open',
      received: null,
      provider_id: null,
      created_at: now,
      updated_at: now,
    });
    return true;
  } catch (error) {
    ctx.log(`opening a transfer account for ${payment.reference} failed`, error);
    return Boolean(await payments.transferOf(db, payment.id));
  }
}
