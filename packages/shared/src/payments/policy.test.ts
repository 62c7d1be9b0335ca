import { describe, expect, it } from 'vitest';
import { bookingMoneyMoves } from '../wallet/fees.ts';
import { customerCancelOutcome, DEFAULT_CANCELLATION_POLICY, depositDue, depositKept } from './policy.ts';

// The rules as the issue states them: a deposit is none, fixed ₦ or % of the price; the policy has a
// free-cancellation window in hours and late-cancellation and no-show fees as % of the deposit.
const policy = { free_cancel_hours: 24, late_cancel_fee_percent: 50, no_show_fee_percent: 100 };

describe('deposit a service asks for', () => {
  it('is nothing, a fixed sum never above the price, or a share of the price', () => {
    expect(depositDue(1_000_000, { deposit_type: 'none', deposit_value: 500 })).toBe(0);
    expect(depositDue(1_000_000, { deposit_type: 'fixed', deposit_value: 300_000 })).toBe(300_000);
    expect(depositDue(1_000_000, { deposit_type: 'fixed', deposit_value: 5_000_000 })).toBe(1_000_000);
    expect(depositDue(1_000_000, { deposit_type: 'percent', deposit_value: 30 })).toBe(300_000);
    expect(depositDue(333, { deposit_type: 'percent', deposit_value: 50 })).toBe(167);
  });
});

describe('what the vendor keeps of a paid ₦3,000 deposit', () => {
  it('all of it when the service happened, none when the shop lets it go, the fee otherwise', () => {
    expect(depositKept(300_000, 'completed', policy)).toBe(300_000);
    expect(depositKept(300_000, 'refund', policy)).toBe(0);
    expect(depositKept(300_000, 'late-cancel', policy)).toBe(150_000);
    expect(depositKept(300_000, 'no-show', { ...policy, no_show_fee_percent: 80 })).toBe(240_000);
  });

  it('treats a cancellation exactly at the window edge as free, a second later as late', () => {
    const start = new Date('2026-11-21T09:00:00Z');
    expect(customerCancelOutcome(new Date('2026-11-20T09:00:00Z'), start, policy)).toBe('refund');
    expect(customerCancelOutcome(new Date('2026-11-20T09:00:01Z'), start, policy)).toBe('late-cancel');
    // The no-show grace (issue 35) waits 15 minutes after the start by default.
    expect(DEFAULT_CANCELLATION_POLICY).toEqual({ ...policy, no_show_grace_minutes: 15 });
  });
});

describe('ledger moves of a booking’s money', () => {
  it('releases on completion, splits kept fee and refund when it ends without the service', () => {
    expect(bookingMoneyMoves('completed', 300_000)).toEqual([
      { bucket: 'pending', kind: 'released', amount: -300_000 },
      { bucket: 'balance', kind: 'released', amount: 300_000 },
    ]);
    expect(bookingMoneyMoves('no show', 300_000, 240_000)).toEqual([
      { bucket: 'pending', kind: 'fee_kept', amount: -240_000 },
      { bucket: 'balance', kind: 'fee_kept', amount: 240_000 },
      { bucket: 'pending', kind: 'refunded', amount: -60_000 },
      { bucket: 'cancelled', kind: 'refunded', amount: 60_000 },
    ]);
    expect(bookingMoneyMoves('rejected', 300_000)).toEqual([
      { bucket: 'pending', kind: 'refunded', amount: -300_000 },
      { bucket: 'cancelled', kind: 'refunded', amount: 300_000 },
    ]);
    expect(bookingMoneyMoves('approved', 300_000)).toEqual([]);
    expect(bookingMoneyMoves('cancelled', 0)).toEqual([]);
  });
});
