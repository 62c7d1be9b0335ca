import { describe, expect, it } from 'vitest';
import {
  bookingDeposit,
  MISSED_DEPOSIT,
  missedDepositPercent,
  missedDepositReason,
  missedRuleProblem,
  missedRuleText,
} from './missed-deposit.ts';

// "Clients who missed before can be asked for a deposit even on services without one (a rule in
// the cancellation policy)."
const rule = { missed_deposit_after: 2, missed_deposit_percent: 30, missed_deposit_late_cancels: true };
const none = { deposit_type: 'none', deposit_value: 0 };

describe('a deposit from clients who missed before', () => {
  it('asks a client who missed twice, not one who missed once or never', () => {
    expect(missedDepositPercent(rule, { no_shows: 2, late_cancellations: 0 })).toBe(30);
    expect(missedDepositPercent(rule, { no_shows: 1, late_cancellations: 0 })).toBe(0);
    expect(missedDepositPercent(rule, { no_shows: 0, late_cancellations: 0 })).toBe(0);
  });

  it('counts late cancellations as misses only when the shop says so', () => {
    const record = { no_shows: 1, late_cancellations: 1 };
    expect(missedDepositPercent(rule, record)).toBe(30);
    expect(missedDepositPercent({ ...rule, missed_deposit_late_cancels: false }, record)).toBe(0);
  });

  it('is off by default and when the share is not a whole percent from 1 to 100', () => {
    const many = { no_shows: 9, late_cancellations: 9 };
    expect(missedDepositPercent(MISSED_DEPOSIT.off, many)).toBe(0);
    expect(missedDepositPercent({ ...rule, missed_deposit_percent: 0 }, many)).toBe(0);
    expect(missedRuleProblem({ ...rule, missed_deposit_percent: 0 })).toMatch(/1 to 100/);
    expect(missedRuleProblem({ ...rule, missed_deposit_percent: 101 })).toMatch(/1 to 100/);
    expect(missedRuleProblem({ ...rule, missed_deposit_percent: 12.5 })).toMatch(/1 to 100/);
    expect(missedRuleProblem(MISSED_DEPOSIT.off)).toBeNull();
    expect(missedRuleProblem(rule)).toBeNull();
  });

  it('asks it even on a service without a deposit; a service with its own takes the larger', () => {
    // ₦10,000 in kobo.
    expect(bookingDeposit(1_000_000, none, 30)).toEqual({ kobo: 300_000, byHistory: true });
    expect(bookingDeposit(1_000_000, { deposit_type: 'percent', deposit_value: 50 }, 30)).toEqual({
      kobo: 500_000,
      byHistory: false,
    });
    expect(bookingDeposit(1_000_000, { deposit_type: 'fixed', deposit_value: 100_000 }, 30)).toEqual({
      kobo: 300_000,
      byHistory: true,
    });
    expect(bookingDeposit(1_000_000, none, 0)).toEqual({ kobo: 0, byHistory: false });
  });

  it('says the rule and the reason in plain words', () => {
    expect(missedRuleText(rule)).toBe(
      'Clients who have missed or cancelled late 2 bookings here pay a 30% deposit on every service.',
    );
    expect(missedRuleText(MISSED_DEPOSIT.off)).toBeNull();
    expect(missedDepositReason(rule, { no_shows: 2, late_cancellations: 1 })).toBe(
      'This shop asks a 30% deposit because 3 bookings with them were missed or cancelled late. It counts towards your bill.',
    );
    expect(
      missedDepositReason(
        { ...rule, missed_deposit_after: 1, missed_deposit_late_cancels: false },
        { no_shows: 1, late_cancellations: 0 },
      ),
    ).toBe(
      'This shop asks a 30% deposit because 1 booking with them was missed. It counts towards your bill.',
    );
  });
});
