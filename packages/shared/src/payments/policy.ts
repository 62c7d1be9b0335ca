/**
 * Deposits and no-show protection: what a booking asks for up front, and how much of a paid
 * deposit the vendor keeps when the customer cancels late or does not come.
 */
export const DEPOSIT_TYPES = ['none', 'fixed', 'percent'] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];

export const PAYMENTS = {
  currency: 'NGN',
  /** A booking that needs a deposit holds its slot this long while the customer pays. */
  holdMinutes: 15,
} as const;

export interface CancellationPolicy {
  /** Cancelling at least this many hours before the start refunds the whole deposit. */
  free_cancel_hours: number;
  /** Share of the deposit kept when the customer cancels inside the free window. */
  late_cancel_fee_percent: number;
  /** Share of the deposit kept when the customer does not come. */
  no_show_fee_percent: number;
  /**
   * Minutes after the start before a booking may be marked a no-show (issue 35): a client a few
   * minutes late is not yet a no-show, so the fee is not kept the minute the appointment starts.
   */
  no_show_grace_minutes?: number;
}

export const DEFAULT_CANCELLATION_POLICY: Required<CancellationPolicy> = {
  free_cancel_hours: 24,
  late_cancel_fee_percent: 50,
  no_show_fee_percent: 100,
  no_show_grace_minutes: 15,
};

/** The deposit a service asks for, in kobo: a fixed sum (never above the price) or a share of the price. */
export function depositDue(priceKobo: number, rule: { deposit_type: string; deposit_value: number }): number {
  if (rule.deposit_type === 'fixed') return Math.min(Math.max(rule.deposit_value, 0), priceKobo);
  if (rule.deposit_type === 'percent')
    return Math.round((priceKobo * Math.min(rule.deposit_value, 100)) / 100);
  return 0;
}

/**
 * How a booking's paid money ends: the service happened, the shop let it go (full refund), the
 * customer cancelled inside the free window (late), or the customer did not come.
 */
export type DepositOutcome = 'completed' | 'refund' | 'late-cancel' | 'no-show';

/** The part of `paidKobo` the vendor keeps for an outcome; the rest goes back to the customer. */
export function depositKept(paidKobo: number, outcome: DepositOutcome, policy: CancellationPolicy): number {
  if (outcome === 'completed') return paidKobo;
  if (outcome === 'refund') return 0;
  const percent = outcome === 'late-cancel' ? policy.late_cancel_fee_percent : policy.no_show_fee_percent;
  return Math.round((paidKobo * percent) / 100);
}

/** A customer's cancellation is late when it comes less than the free window before the start. */
export const customerCancelOutcome = (
  requestedAt: Date,
  start: Date,
  policy: CancellationPolicy,
): 'refund' | 'late-cancel' =>
  start.getTime() - requestedAt.getTime() >= policy.free_cancel_hours * 3_600_000 ? 'refund' : 'late-cancel';

/**
 * What a customer's cancellation of a paid booking comes to if asked for at `requestedAt`: the
 * part of the deposit the shop keeps and the part the customer gets back. The server keeps this
 * much when the booking ends by that cancellation; the client's booking page states it before the
 * client confirms.
 */
export function cancelRefund(
  paidKobo: number,
  requestedAt: Date,
  start: Date,
  policy: CancellationPolicy,
): { outcome: 'refund' | 'late-cancel'; kept: number; back: number } {
  const outcome = customerCancelOutcome(requestedAt, start, policy);
  const kept = depositKept(paidKobo, outcome, policy);
  return { outcome, kept, back: paidKobo - kept };
}
