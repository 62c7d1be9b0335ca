import { z } from 'zod';
import {
  type ChargeVerification,
  type PaymentProvider,
  type RefundResult,
  signatureMatches,
} from './payments.ts';

export interface PaystackApi {
  baseUrl: string;
  secretKey: string;
}

const envelope = z.object({
  status: z.boolean().optional(),
  message: z.string().optional(),
  data: z.unknown().optional(),
});

/** Paystack answered and refused: its HTTP status and its own message. */
export class PaystackRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PaystackRefusal';
  }
}

/**
 * One authenticated JSON call to Paystack's API, shared by payments, transfers and account
 * lookups. Answers the envelope's `data` checked against `schema`; a refusal (`status` false or an
 * HTTP error) throws a `PaystackRefusal` with the provider's own message. No answer at all (network,
 * timeout) throws as fetch does.
 */
export async function paystackCall<T>(
  api: PaystackApi,
  method: 'GET' | 'POST',
  path: string,
  schema: z.ZodType<T>,
  body?: object,
): Promise<T> {
  // Relative to the base, so a base URL with a path prefix (a proxy, a fake) still works.
  const base = api.baseUrl.endsWith('/') ? api.baseUrl : `${api.baseUrl}/`;
  const response = await fetch(new URL(path, base), {
    method,
    headers: {
      authorization: `Bearer ${api.secretKey}`,
      accept: 'application/json',
      ...(body && { 'content-type': 'application/json' }),
    },
    body: body && JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  // Never the query in a message: it may hold an account number, and messages end up in the log.
  const call = `${method} ${path.split('?')[0]}`;
  const parsed = envelope.safeParse(await response.json().catch(() => null));
  const reply = parsed.success ? parsed.data : {};
  if (!response.ok || reply.status !== true) {
    throw new PaystackRefusal(
      response.status,
      reply.message ?? `Paystack answered HTTP ${response.status} to ${call}`,
    );
  }
  const data = schema.safeParse(reply.data);
  if (!data.success) throw new Error(`Paystack answered an unexpected shape to ${call}`);
  return data.data;
}

/** A reference as one URL path segment; '.' and '..' would climb the path even when encoded. */
export function pathSegment(reference: string) {
  if (reference === '' || reference === '.' || reference === '..') {
    throw new Error(`Invalid reference "${reference}"`);
  }
  return encodeURIComponent(reference);
}

const id = z.union([z.number(), z.string()]).transform(String);
const initialized = z.object({ authorization_url: z.url() });
const transaction = z.object({
  id,
  reference: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  paid_at: z.string().nullish(),
});
/** POST /charge with bank_transfer answers 'pending_bank_transfer' with the account to pay into. */
const transferCharge = z.object({
  account_name: z.string(),
  account_number: z.string(),
  bank: z.object({ name: z.string() }),
  amount: z.number().int(),
  account_expires_at: z.string().nullish(),
});
const refund = z.object({ id, status: z.string() });
const listedRefund = z.object({ id, status: z.string(), amount: z.number().int() });

/** Paystack's 'abandoned' only means not paid yet: the customer may still pay on the same page. */
function chargeStatus(status: string): ChargeVerification['status'] {
  if (status === 'success') return 'success';
  if (status === 'failed' || status === 'reversed') return 'failed';
  if (status === 'abandoned') return 'abandoned';
  return 'pending'; // ongoing, pending, processing, queued: still moving
}

/** Refunds settle later (refund.processed / refund.failed webhooks); until then they are pending. */
function refundStatus(status: string): RefundResult['status'] {
  return status === 'processed' || status === 'processing' ? status : 'pending';
}

/** Customers' payments through Paystack: checkout, verify by reference, refund, signed webhooks. */
export function paystackPayments(options: PaystackApi): PaymentProvider {
  return {
    name: 'paystack',
    testMode: options.secretKey.startsWith('sk_test_'),
    async initialize(request) {
      const data = await paystackCall(options, 'POST', 'transaction/initialize', initialized, {
        email: request.email,
        amount: request.amountKobo,
        currency: request.currency,
        reference: request.reference,
        callback_url: request.callbackUrl,
        metadata: request.metadata,
      });
      return { authorizationUrl: data.authorization_url };
    },
    async openTransfer(request) {
      const data = await paystackCall(options, 'POST', 'charge', transferCharge, {
        email: request.email,
        amount: request.amountKobo,
        reference: request.reference,
        metadata: request.metadata,
        bank_transfer: { account_expires_at: request.expiresAt },
      });
      return {
        bankName: data.bank.name,
        accountNumber: data.account_number,
        accountName: data.account_name,
        amountKobo: data.amount,
        expiresAt: data.account_expires_at ?? request.expiresAt,
      };
    },
    async verify(reference) {
      const path = `transaction/verify/${pathSegment(reference)}`;
      const data = await paystackCall(options, 'GET', path, transaction);
      return {
        reference: data.reference,
        status: chargeStatus(data.status),
        amountKobo: data.amount,
        currency: data.currency,
        paidAt: data.paid_at ?? null,
        providerId: data.id,
      };
    },
    async refund({ reference, amountKobo }) {
      const data = await paystackCall(options, 'POST', 'refund', refund, {
        transaction: reference,
        amount: amountKobo,
      });
      return { status: refundStatus(data.status), providerReference: data.id };
    },
    async refundsOf({ reference, providerId }) {
      // GET /refund filters by the transaction's id; our reference stands in before we know it.
      const query = new URLSearchParams({ transaction: providerId ?? reference, perPage: '100' });
      const list = await paystackCall(options, 'GET', `refund?${query}`, z.array(listedRefund));
      return list.map((r) => ({
        providerReference: r.id,
        status: refundStatus(r.status),
        amountKobo: r.amount,
        failed: r.status === 'failed',
      }));
    },
    signatureValid: (rawBody, signature) => signatureMatches(options.secretKey, rawBody, signature),
  };
}
