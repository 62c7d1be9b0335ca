/**
 * SPEC §9 withdrawal: the processing fee is 5 percent of the balance; the payout is the balance
 * minus the fee; a 7.5 percent figure is computed but not shown (DESIGN §4: VAT, 7.5 % of the
 * fee). Amounts are whole kobo (DESIGN §3): each figure is rounded to the nearest kobo, halves up.
 * DESIGN §4 booking money: paid money is pending until the booking is completed (then balance) or
 * ends without the service (the kept fee to the balance, the rest back to the customer).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingMoneyMoves, bookingRefund, MONEY_RETURNING_STATUSES, withdrawalBreakdown } from './fees.ts';

/** Nearest whole number of n × num / den, halves up, in exact integer arithmetic. */
const share = (n: number, num: bigint, den: bigint) => Number((BigInt(n) * num * 2n + den) / (2n * den));

describe('withdrawal: 5 % fee, payout = balance − fee, 7.5 % of the fee computed', () => {
  it.each([
    // [balance kobo, fee, vat, payout]
    [100_000, 5_000, 375, 95_000], // ₦1,000, the smallest balance that can be withdrawn
    [123_450, 6_173, 463, 117_277], // ₦1,234.50: fee 6,172.5 → 6,173; VAT 462.975 → 463
    [2_000_000, 100_000, 7_500, 1_900_000], // ₦20,000: fee ₦1,000, VAT ₦75
    [0, 0, 0, 0],
    [1, 0, 0, 1], // 0.05 kobo of fee rounds to none
    [9, 0, 0, 9], // 0.45
    [10, 1, 0, 9], // 0.5: halves go up
    [30, 2, 0, 28], // 1.5
    [29, 1, 0, 28], // 1.45
    [400, 20, 2, 380], // VAT 1.5 → 2
    [1_000_000_000_000, 50_000_000_000, 3_750_000_000, 950_000_000_000], // ₦10 billion
  ])('balance %d kobo: fee %d, VAT %d, payout %d', (amount, fee, vat, payout) => {
    expect(withdrawalBreakdown(amount)).toEqual({ amount, fee, vat, payout });
  });

  it('takes the whole balance; the fee and the payout add up to it, to the kobo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000_000 }), (balance) => {
        const { amount, fee, vat, payout } = withdrawalBreakdown(balance);
        expect(amount).toBe(balance);
        expect(fee).toBe(share(balance, 5n, 100n));
        expect(vat).toBe(share(fee, 75n, 1000n));
        expect(fee + payout).toBe(balance);
        expect(Number.isInteger(fee) && Number.isInteger(vat) && Number.isInteger(payout)).toBe(true);
      }),
    );
  });
});

describe('booking money moves', () => {
  const paid = 300_000; // a ₦3,000 deposit

  it('releases the paid money from pending to the balance when the booking is completed', () => {
    expect(bookingMoneyMoves('completed', paid)).toEqual([
      { bucket: 'pending', kind: 'released', amount: -paid },
      { bucket: 'balance', kind: 'released', amount: paid },
    ]);
    // Whatever fee was agreed: a completed booking keeps everything.
    expect(bookingMoneyMoves('completed', paid, 100)).toEqual(bookingMoneyMoves('completed', paid));
  });

  it('returns the money of a booking that ends without the service: cancelled, rejected or no show', () => {
    expect([...MONEY_RETURNING_STATUSES].sort()).toEqual(['cancelled', 'no show', 'rejected']);
    for (const status of ['cancelled', 'rejected', 'no show']) {
      expect(bookingMoneyMoves(status, paid), status).toEqual([
        { bucket: 'pending', kind: 'refunded', amount: -paid },
        { bucket: 'cancelled', kind: 'refunded', amount: paid },
      ]);
    }
  });

  it('splits a kept fee to the balance and refunds the rest', () => {
    expect(bookingMoneyMoves('cancelled', paid, 150_000)).toEqual([
      { bucket: 'pending', kind: 'fee_kept', amount: -150_000 },
      { bucket: 'balance', kind: 'fee_kept', amount: 150_000 },
      { bucket: 'pending', kind: 'refunded', amount: -150_000 },
      { bucket: 'cancelled', kind: 'refunded', amount: 150_000 },
    ]);
  });

  it('keeps at most what was paid, and never a negative fee', () => {
    expect(bookingMoneyMoves('no show', paid, paid)).toEqual([
      { bucket: 'pending', kind: 'fee_kept', amount: -paid },
      { bucket: 'balance', kind: 'fee_kept', amount: paid },
    ]);
    expect(bookingMoneyMoves('no show', paid, paid + 1)).toEqual(bookingMoneyMoves('no show', paid, paid));
    expect(bookingMoneyMoves('cancelled', paid, -1)).toEqual(bookingMoneyMoves('cancelled', paid, 0));
    expect(bookingMoneyMoves('cancelled', 1, 1)).toEqual([
      { bucket: 'pending', kind: 'fee_kept', amount: -1 },
      { bucket: 'balance', kind: 'fee_kept', amount: 1 },
    ]);
  });

  it('moves nothing while the booking can still happen, or when nothing was paid', () => {
    for (const status of [
      'pending',
      'approved',
      'ongoing',
      'awaiting review',
      'cancellation requested user',
      'cancellation requested vendor',
      'awaiting payment',
      'expired',
    ]) {
      expect(bookingMoneyMoves(status, paid, 100), status).toEqual([]);
    }
    for (const status of ['completed', 'cancelled', 'rejected', 'no show']) {
      expect(bookingMoneyMoves(status, 0, 0), status).toEqual([]);
      expect(bookingMoneyMoves(status, -5), status).toEqual([]);
    }
  });

  it('only moves money: the paid amount leaves pending exactly, and lands in balance or refunds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('completed', 'cancelled', 'rejected', 'no show'),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: -1_000, max: 200_000_000 }),
        (status, amount, kept) => {
          const moves = bookingMoneyMoves(status, amount, kept);
          const sum = (bucket: string) =>
            moves.filter((m) => m.bucket === bucket).reduce((total, m) => total + m.amount, 0);
          expect(sum('pending')).toBe(-amount);
          expect(sum('balance') + sum('cancelled')).toBe(amount);
          expect(moves.every((m) => m.amount !== 0)).toBe(true);
          const expectedKept = status === 'completed' ? amount : Math.min(Math.max(kept, 0), amount);
          expect(sum('balance')).toBe(expectedKept);
        },
      ),
    );
  });

  it('refunds through the provider what a booking that ends without the service does not keep', () => {
    expect(bookingRefund('cancelled', paid)).toBe(paid);
    expect(bookingRefund('no show', paid, 150_000)).toBe(paid - 150_000);
    expect(bookingRefund('rejected', paid, paid + 1)).toBe(0);
    for (const status of ['completed', 'confirmed', 'pending', 'awaiting payment', 'in progress'])
      expect(bookingRefund(status, paid), status).toBe(0);
  });
});
