import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { Clock } from './clock.ts';
import { type PaymentProvider, paystackSignature, signatureMatches } from './payments.ts';

/**
 * The embedded default's payment provider: a test-mode stand-in for Paystack served by our own
 * process. It keeps its own books (sandbox_transactions), so verifying a charge asks "the
 * provider" rather than trusting a webhook body, and it signs its webhooks like Paystack does.
 */
export function sandboxPayments(deps: { db: Db; clock: Clock; publicUrl: string }) {
  const { db, clock, publicUrl } = deps;
  // Deliveries are signed and checked inside this process, so a per-process key is enough.
  const secret = `sk_sandbox_${randomBytes(24).toString('hex')}`;
  const find = (reference: string) =>
    db.selectFrom('sandbox_transactions').selectAll().where('reference', '=', reference).executeTakeFirst();

  const provider: PaymentProvider = {
    name: 'sandbox',
    testMode: true,
    async initialize(request) {
      await db
        .insertInto('sandbox_transactions')
        .values({
          reference: request.reference,
          amount: request.amountKobo,
          currency: request.currency,
          email: request.email,
          callback_url: request.callbackUrl,
          status: 'initialized',
          created_at: clock.now().toISOString(),
        })
        .execute();
      return { authorizationUrl: new URL(`/sandbox/checkout/${request.reference}`, publicUrl).toString() };
    },
    async openTransfer(request) {
      await db
        .insertInto('sandbox_transactions')
        .values({
          reference: request.reference,
          amount: request.amountKobo,
          currency: 'NGN',
          email: request.email,
          // A transfer comes back to no page: the customer stays on the transfer page.
          callback_url: '',
          status: 'initialized',
          created_at: clock.now().toISOString(),
        })
        .execute();
      // A made-up NUBAN-length number, the same for the same charge.
      const digits = BigInt(`0x${createHash('sha256').update(request.reference).digest('hex').slice(0, 12)}`);
      return {
        bankName: 'Sandbox Bank (test)',
        accountNumber: `99${String(digits % 100_000_000n).padStart(8, '0')}`,
        accountName: 'SANDBOX CHECKOUT',
        amountKobo: request.amountKobo,
        expiresAt: request.expiresAt,
      };
    },
    async verify(reference) {
      const row = await find(reference);
      if (!row) throw new Error('Transaction reference not found');
      return {
        reference,
        status: row.status === 'initialized' ? 'pending' : row.status,
        amountKobo: row.amount,
        currency: row.currency,
        paidAt: row.paid_at,
        providerId: `sbx_${reference}`,
      };
    },
    async refund({ reference, amountKobo }) {
      // Like the real provider: never more than was charged, counting earlier refunds.
      const result = await db
        .updateTable('sandbox_transactions')
        .set((eb) => ({ refunded: eb('refunded', '+', amountKobo) }))
        .where('reference', '=', reference)
        .where('status', '=', 'success')
        .where((eb) => eb(eb('refunded', '+', amountKobo), '<=', eb.ref('amount')))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new Error('Refund amount exceeds what can be refunded');
      return { status: 'processed', providerReference: `sbx_rf_${randomBytes(6).toString('hex')}` };
    },
    // The sandbox keeps no list of refunds, only their sum: its refund is one local UPDATE, so an
    // answer is lost only if the process dies between it and ours (test mode; no real money moves).
    refundsOf: async () => [],
    signatureValid: (rawBody, signature) => signatureMatches(secret, rawBody, signature),
  };

  return {
    provider,
    /** The checkout page's view of a transaction. */
    transaction: find,
    /**
     * The tester pressed Pay or Decline, or Simulate transfer (`channel` 'bank_transfer', with the
     * amount the bank delivered, which may differ from the one asked). Answers the signed
     * charge.success webhook to deliver after a payment (the provider sends none for a declined
     * card), or null when nothing changed.
     */
    async complete(
      reference: string,
      outcome: 'success' | 'failed',
      options: { channel?: 'card' | 'bank_transfer'; amountKobo?: number } = {},
    ) {
      const paidAt = clock.now().toISOString();
      const row = await db
        .updateTable('sandbox_transactions')
        .set({
          status: outcome,
          paid_at: outcome === 'success' ? paidAt : null,
          ...(options.amountKobo === undefined ? {} : { amount: options.amountKobo }),
        })
        .where('reference', '=', reference)
        .where('status', '=', 'initialized')
        .returningAll()
        .executeTakeFirst();
      if (!row || outcome !== 'success') return null;
      const raw = JSON.stringify({
        event: 'charge.success',
        data: {
          id: `sbx_${reference}`,
          domain: 'test',
          status: 'success',
          reference,
          amount: row.amount,
          currency: row.currency,
          paid_at: paidAt,
          channel: options.channel ?? 'card',
          customer: { email: row.email },
        },
      });
      return { raw, signature: paystackSignature(secret, raw) };
    },
  };
}

export type SandboxPayments = ReturnType<typeof sandboxPayments>;
