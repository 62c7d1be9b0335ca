import { FEES, LIMITS } from '../constants.ts';
import { formatNaira, koboToNaira, nairaToKobo } from '../format/money.ts';

/**
 * SPEC §9: 5 % fee, payout = amount − fee; VAT 7.5 % of the fee is stored, not shown. The amount is
 * the whole balance unless the vendor chose less (a partial withdrawal, ours).
 */
export function withdrawalBreakdown(amountKobo: number) {
  const fee = Math.round(amountKobo * FEES.withdrawalFeeRate);
  return { amount: amountKobo, fee, vat: Math.round(fee * FEES.vatRateOfFee), payout: amountKobo - fee };
}

export const WITHDRAWAL_AMOUNT_REQUIRED = 'Enter the amount to withdraw';

/**
 * Why a partial withdrawal of `amountKobo` from a balance of `balanceKobo` cannot be made (below the
 * SPEC minimum of ₦1,000 or above the balance), or null when it can. The dialog and the server
 * (422) say the same.
 */
export function withdrawalAmountIssue(amountKobo: number, balanceKobo: number): string | null {
  const min = nairaToKobo(LIMITS.withdrawMinBalance);
  if (amountKobo >= min && amountKobo <= balanceKobo) return null;
  const range = `from ${formatNaira(koboToNaira(min))} up to your balance of ${formatNaira(koboToNaira(balanceKobo))}`;
  return `Withdraw an amount ${range}`;
}

export type LedgerBucket = 'pending' | 'balance' | 'withdrawn' | 'cancelled';
export type LedgerMove = {
  bucket: LedgerBucket;
  kind: 'released' | 'fee_kept' | 'refunded';
  amount: number;
};

/** Statuses that end a booking without the service: the paid money is refunded, less any fee kept. */
export const MONEY_RETURNING_STATUSES: readonly string[] = ['cancelled', 'rejected', 'no show'];

/**
 * The money effect of a booking reaching `status` (DESIGN §4): paid money is pending until the
 * booking is completed (then balance) or ends without the service; then the fee the policy keeps
 * goes to the balance and the rest is refunded to the customer (the 'cancelled' bucket).
 */
export function bookingMoneyMoves(status: string, amountPaidKobo: number, keptKobo = 0): LedgerMove[] {
  if (amountPaidKobo <= 0) return [];
  if (status === 'completed') {
    return [
      { bucket: 'pending', kind: 'released', amount: -amountPaidKobo },
      { bucket: 'balance', kind: 'released', amount: amountPaidKobo },
    ];
  }
  if (!MONEY_RETURNING_STATUSES.includes(status)) return [];
  const kept = Math.min(Math.max(keptKobo, 0), amountPaidKobo);
  const moves: LedgerMove[] = [];
  if (kept > 0) {
    moves.push({ bucket: 'pending', kind: 'fee_kept', amount: -kept });
    moves.push({ bucket: 'balance', kind: 'fee_kept', amount: kept });
  }
  if (amountPaidKobo > kept) {
    moves.push({ bucket: 'pending', kind: 'refunded', amount: -(amountPaidKobo - kept) });
    moves.push({ bucket: 'cancelled', kind: 'refunded', amount: amountPaidKobo - kept });
  }
  return moves;
}

/**
 * What goes back to the customer through the payment provider when a paid booking reaches
 * `status`: the refunded part of its money moves (the rest of a deposit the policy keeps is the
 * vendor's). Zero for a status that returns nothing.
 */
export const bookingRefund = (status: string, amountPaidKobo: number, keptKobo = 0) =>
  bookingMoneyMoves(status, amountPaidKobo, keptKobo).find((move) => move.bucket === 'cancelled')?.amount ??
  0;
