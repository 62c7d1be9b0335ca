/** What a deposit policy keeps, at its edges: everything for a service that happened, whatever the fees. */
import { describe, expect, it } from 'vitest';
import { DEPOSIT_TYPES, depositDue, depositKept, PAYMENTS } from './policy.ts';

const policy = { free_cancel_hours: 24, late_cancel_fee_percent: 10, no_show_fee_percent: 0 };

describe('deposit policy edges', () => {
  it('keeps the whole payment for a completed service, even when the fees are low or nothing', () => {
    expect(depositKept(300_000, 'completed', policy)).toBe(300_000);
    expect(depositKept(300_000, 'no-show', policy)).toBe(0);
    expect(depositKept(300_000, 'late-cancel', policy)).toBe(30_000);
    expect(depositKept(333, 'late-cancel', { ...policy, late_cancel_fee_percent: 50 })).toBe(167);
  });

  it('asks a deposit of none, a fixed sum or a percent, held 15 minutes in NGN', () => {
    expect([...DEPOSIT_TYPES]).toEqual(['none', 'fixed', 'percent']);
    expect(PAYMENTS).toEqual({ currency: 'NGN', holdMinutes: 15 });
    expect(depositDue(1_000_000, { deposit_type: 'fixed', deposit_value: -5 })).toBe(0);
    expect(depositDue(1_000_000, { deposit_type: 'percent', deposit_value: 150 })).toBe(1_000_000);
    expect(depositDue(1_000_000, { deposit_type: 'other', deposit_value: 50 })).toBe(0);
  });
});
