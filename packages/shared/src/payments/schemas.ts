import { z } from 'zod';
import { MISSED_DEPOSIT } from './missed-deposit.ts';
import { DEPOSIT_TYPES } from './policy.ts';

/** Where the customer pays a booking's deposit; money counts only once the provider confirms it. */
export const paymentCheckout = z.object({
  reference: z.string(),
  /** NGN */
  amount: z.number(),
  currency: z.string(),
  authorization_url: z.string(),
  /** The slot is held until then (UTC instant). */
  expires_at: z.string(),
  /** True when the embedded sandbox takes the payment: no real money moves. */
  test_mode: z.boolean(),
});
export type PaymentCheckout = z.infer<typeof paymentCheckout>;

export const PAYMENT_STATUSES = ['awaiting payment', 'paid', 'failed', 'expired', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_MESSAGES: Record<PaymentStatus, string> = {
  'awaiting payment': 'Waiting for your payment. Your time is held for 15 minutes.',
  paid: 'Payment received. Your booking has been sent to the shop.',
  failed:
    'Your payment did not go through, so the booking was not made. The time is free again; you can book once more.',
  expired:
    'Your 15-minute hold ended before the payment arrived, so the time was released. Please book again.',
  refunded: 'Your payment arrived after the hold ended, so it has been refunded in full.',
};

/** GET customer/payments/{reference}: the customer product's return page reads it. */
export const paymentStatusResponse = z.object({
  success: z.literal(true),
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  message: z.string(),
  amount: z.number(),
  currency: z.string(),
  multiple_id: z.string(),
  test_mode: z.boolean(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponse>;

const percent = (label: string) =>
  z
    .number({ error: 'Value must be numeric' })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(100, `${label} is at most 100 %`);

const noShowGrace = z
  .number({ error: 'Value must be numeric' })
  .int('Minutes must be a whole number')
  .min(0, 'Minutes cannot be negative')
  .max(240, 'At most 240 minutes (4 hours)');

const missedAfter = z
  .number({ error: 'Value must be numeric' })
  .int('Enter a whole number')
  .min(0, 'Cannot be negative')
  .max(MISSED_DEPOSIT.maxAfter, `At most ${MISSED_DEPOSIT.maxAfter}`);

/** Settings → advance settings: the vendor's cancellation and no-show policy. */
export const cancellationPolicyBody = z.object({
  free_cancel_hours: z
    .number({ error: 'Value must be numeric' })
    .int('Hours must be a whole number')
    .min(0, 'Hours cannot be negative')
    .max(168, 'At most 168 hours (7 days)'),
  late_cancel_fee_percent: percent('The late-cancellation fee'),
  no_show_fee_percent: percent('The no-show fee'),
  /** Additive (issue 35): left out, the saved grace stays as it is. */
  no_show_grace_minutes: noShowGrace.optional(),
  /**
   * Additive (issue 36), each left out stays as saved: after this many misses (0: never) every
   * service asks the client `missed_deposit_percent` of its price (missedRuleProblem: 1–100 then).
   */
  missed_deposit_after: missedAfter.optional(),
  missed_deposit_percent: percent('The deposit share').optional(),
  missed_deposit_late_cancels: z.boolean({ error: 'Choose yes or no' }).optional(),
});
export type CancellationPolicyBody = z.infer<typeof cancellationPolicyBody>;
export const cancellationPolicyResponse = z.object({
  success: z.literal(true),
  data: cancellationPolicyBody.extend({
    no_show_grace_minutes: noShowGrace,
    missed_deposit_after: missedAfter,
    missed_deposit_percent: percent('The deposit share'),
    missed_deposit_late_cancels: z.boolean(),
  }),
});

/** A service's deposit at the edge: NGN for 'fixed', a whole percent for 'percent'. */
export const depositFields = {
  deposit_type: z.enum(DEPOSIT_TYPES, { error: 'Choose how the deposit is set' }).default('none'),
  deposit_value: z
    .number({ error: 'Value must be numeric' })
    .min(0, 'The deposit cannot be negative')
    .default(0),
};
export const DEPOSIT_MESSAGES = {
  percentRange: 'A deposit share is a whole percent from 1 to 100',
  fixedRange: 'A fixed deposit is more than ₦0 and at most the price',
} as const;
/** The deposit rule of a service body: a share is 1–100 %, a fixed sum is above zero and at most the price. */
export const depositProblem = (s: { deposit_type: string; deposit_value: number; price: number }) => {
  if (
    s.deposit_type === 'percent' &&
    !(Number.isInteger(s.deposit_value) && s.deposit_value >= 1 && s.deposit_value <= 100)
  )
    return DEPOSIT_MESSAGES.percentRange;
  if (s.deposit_type === 'fixed' && !(s.deposit_value > 0 && s.deposit_value <= s.price))
    return DEPOSIT_MESSAGES.fixedRange;
  return null;
};

/** Earnings: what deposits brought in, what the policy kept and what went back to customers (NGN). */
export const depositSummaryResponse = z.object({
  success: z.literal(true),
  data: z.object({
    deposits_paid: z.number(),
    fees_kept: z.number(),
    refunded: z.number(),
    no_shows: z.number().int(),
    late_cancellations: z.number().int(),
  }),
});
export type DepositSummary = z.infer<typeof depositSummaryResponse>['data'];

/**
 * POST payments/paystack/webhook: an event as Paystack sends it. The server checks the signature
 * over the exact raw bytes and only then reads the body, so this documents the body without the
 * route validating it; `data` carries many more fields than the ones read.
 */
export const paystackEventBody = z.object({
  /** charge.success, transfer.success/failed/reversed, refund.processed/failed; others are ignored. */
  event: z.string(),
  data: z.looseObject({
    /** The payment's or the transfer's reference. */
    reference: z.string().optional(),
    /** A refund's id at Paystack. */
    id: z.union([z.number(), z.string()]).optional(),
    refund_reference: z.string().optional(),
  }),
});
export type PaystackEventBody = z.infer<typeof paystackEventBody>;

/** x-paystack-signature: hex HMAC-SHA512 of the raw body keyed with the secret key; missing or wrong → 401. */
export const paystackWebhookHeaders = z.object({ 'x-paystack-signature': z.string().optional() });

/** A signed event was taken (acted on or ignored: Paystack only needs to stop retrying). */
export const paystackWebhookResponse = z.object({ received: z.literal(true) });
