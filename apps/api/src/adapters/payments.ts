import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the provider says about a charge when asked by reference (never what a webhook body claims). */
export interface ChargeVerification {
  reference: string;
  status: 'success' | 'failed' | 'abandoned' | 'pending';
  /** kobo */
  amountKobo: number;
  currency: string;
  paidAt: string | null;
  providerId: string | null;
}

export interface CheckoutRequest {
  reference: string;
  amountKobo: number;
  currency: string;
  email: string;
  callbackUrl: string;
  metadata?: Record<string, string | number>;
}

/** A transfer charge: the customer pays by bank transfer into a one-time account (Paystack's 'Pay with Transfer'). */
export interface TransferRequest {
  /** The transfer charge's own reference (a checkout's card charge already holds the checkout's). */
  reference: string;
  amountKobo: number;
  email: string;
  /** The account takes transfers until then: the checkout's hold. */
  expiresAt: string;
  metadata?: Record<string, string | number>;
}

/** The one-time account the provider opened, shown to the customer as it answered. */
export interface TransferAccount {
  bankName: string;
  accountNumber: string;
  accountName: string;
  amountKobo: number;
  expiresAt: string;
}

export interface RefundResult {
  status: 'pending' | 'processing' | 'processed';
  providerReference: string;
}

/** A refund the provider holds for a transaction, as its refund list shows it. */
export interface ProviderRefund extends RefundResult {
  amountKobo: number;
  failed: boolean;
}

/**
 * Takes customers' payments (DESIGN §4): Paystack's shape — initialise a transaction, the customer
 * pays on the provider's page, a signed webhook arrives, and we verify the charge by reference.
 */
export interface PaymentProvider {
  readonly name: 'paystack' | 'sandbox';
  /** True when no real money moves (the embedded sandbox, or a provider test key). */
  readonly testMode: boolean;
  initialize(request: CheckoutRequest): Promise<{ authorizationUrl: string }>;
  /**
   * Opens a one-time account number for a charge paid by bank transfer; the transfer is confirmed,
   * as a card is, by the signed charge.success webhook and `verify` on its reference.
   */
  openTransfer(request: TransferRequest): Promise<TransferAccount>;
  verify(reference: string): Promise<ChargeVerification>;
  refund(request: { reference: string; amountKobo: number }): Promise<RefundResult>;
  /**
   * The refunds the provider already holds for a transaction (its id when known, else our
   * reference): asked before a refund is sent again, so an attempt whose answer was lost is not paid twice.
   */
  refundsOf(transaction: { reference: string; providerId: string | null }): Promise<ProviderRefund[]>;
  /** Whether `signature` (header x-paystack-signature) is the HMAC-SHA512 of the raw body with the secret key. */
  signatureValid(rawBody: Buffer, signature: string | undefined): boolean;
}

/** Paystack's webhook signature: hex HMAC-SHA512 of the exact raw body, keyed with the secret key. */
export const paystackSignature = (secretKey: string, rawBody: Buffer | string) =>
  createHmac('sha512', secretKey).update(rawBody).digest('hex');

/** Compares in constant time; a missing or malformed header is simply invalid. */
export function signatureMatches(secretKey: string, rawBody: Buffer, signature: string | undefined) {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(paystackSignature(secretKey, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
