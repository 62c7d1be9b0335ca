import { FEES } from '../constants.ts';

/** SPEC §9: the whole balance is withdrawn; 5 % fee, payout = balance − fee; VAT 7.5 % of the fee is stored, not shown. */
export function withdrawalBreakdown(balanceKobo: number) {
  const fee = Math.round(balanceKobo * FEES.withdrawalFeeRate);
  return { amount: balanceKobo, fee, vat: Math.round(fee * FEES.vatRateOfFee), payout: balanceKobo - fee };
}

export type LedgerMove = { bucket: 'pending' | 'balance' | 'withdrawn' | 'cancelled'; amount: number };

/**
 * The money effect of a booking reaching `status` (DESIGN §4): paid money is pending until the
 * booking is completed (then balance) or cancelled/rejected (then cancelled, refunded to the customer).
 */
export function bookingMoneyMoves(status: string, amountPaidKobo: number): LedgerMove[] {
  if (amountPaidKobo <= 0) return [];
  if (status === 'completed') {
    return [
      { bucket: 'pending', amount: -amountPaidKobo },
      { bucket: 'balance', amount: amountPaidKobo },
    ];
  }
  if (status === 'cancelled' || status === 'rejected') {
    return [
      { bucket: 'pending', amount: -amountPaidKobo },
      { bucket: 'cancelled', amount: amountPaidKobo },
    ];
  }
  return [];
}
