import { describe, expect, it } from 'vitest';
import { cancelRefund, DEFAULT_CANCELLATION_POLICY, depositKept } from './policy.ts';

const policy = { free_cancel_hours: 24, late_cancel_fee_percent: 30, no_show_fee_percent: 100 };
const start = new Date('2026-11-21T09:00:00Z');
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);

describe("what a customer's cancellation gives back", () => {
  it('gives the whole deposit back at the free window or earlier', () => {
    expect(cancelRefund(1_000_000, hoursBefore(24), start, policy)).toEqual({
      outcome: 'refund',
      kept: 0,
      back: 1_000_000,
    });
    expect(cancelRefund(1_000_000, hoursBefore(72), start, policy).back).toBe(1_000_000);
  });

  it("keeps the late-cancellation share inside it, as depositKept's rule says", () => {
    const late = cancelRefund(1_000_000, new Date(hoursBefore(24).getTime() + 1), start, policy);
    expect(late).toEqual({ outcome: 'late-cancel', kept: 300_000, back: 700_000 });
    expect(late.kept).toBe(depositKept(1_000_000, 'late-cancel', policy));
    expect(cancelRefund(333, hoursBefore(1), start, DEFAULT_CANCELLATION_POLICY)).toEqual({
      outcome: 'late-cancel',
      kept: 167,
      back: 166,
    });
  });

  it('gives nothing back of nothing paid', () => {
    expect(cancelRefund(0, hoursBefore(1), start, policy)).toEqual({
      outcome: 'late-cancel',
      kept: 0,
      back: 0,
    });
  });
});
