import { describe, expect, it } from 'vitest';
import { type BookEntryFacts, takings } from './takings.ts';

// Issue 35: 'per day, per method, per team member: cash expected in the drawer, transfers, POS,
// online deposits, tips, refunds'.
const line = (
  method: 'cash' | 'transfer' | 'pos' | 'other',
  amountKobo: number,
  staffId: number | null = null,
) => ({
  method,
  amountKobo,
  staffId,
  staffName: staffId ? `Member ${staffId}` : null,
});

describe("the day's takings", () => {
  const walkIn: BookEntryFacts = {
    kind: 'checkout',
    tipKobo: 100_000,
    depositKobo: 0,
    payments: [line('cash', 500_000), line('transfer', 500_000, 7)],
  };
  const online: BookEntryFacts = {
    kind: 'checkout',
    tipKobo: 0,
    depositKobo: 250_000,
    payments: [line('pos', 750_000, 7)],
  };

  it('sums each method, the drawer, deposits applied, tips and each member', () => {
    const day = takings([walkIn, online]);
    expect(day.methods.cash).toEqual({ takenKobo: 500_000, refundedKobo: 0, netKobo: 500_000 });
    expect(day.methods.transfer.netKobo).toBe(500_000);
    expect(day.methods.pos.netKobo).toBe(750_000);
    expect(day.cashInDrawerKobo).toBe(500_000);
    expect(day.depositsAppliedKobo).toBe(250_000);
    expect(day.tipsKobo).toBe(100_000);
    expect(day.inShopKobo).toBe(1_750_000);
    expect(day.checkouts).toBe(2);
    expect(day.byStaff).toEqual([
      { staffId: 7, name: 'Member 7', amountKobo: 1_250_000 },
      { staffId: null, name: null, amountKobo: 500_000 },
    ]);
  });

  it('a cash refund leaves the drawer short by it and counts as a refund', () => {
    const refund: BookEntryFacts = {
      kind: 'refund',
      tipKobo: 0,
      depositKobo: 0,
      payments: [line('cash', -200_000)],
    };
    const day = takings([walkIn, refund]);
    expect(day.cashInDrawerKobo).toBe(300_000);
    expect(day.methods.cash).toEqual({ takenKobo: 500_000, refundedKobo: 200_000, netKobo: 300_000 });
    expect(day.refundsKobo).toBe(200_000);
    expect(day.checkouts).toBe(1);
  });

  it('a void mirrors the checkout: nothing left of it but the refund figure', () => {
    const voided: BookEntryFacts = {
      kind: 'void',
      tipKobo: -100_000,
      depositKobo: 0,
      payments: [line('cash', -500_000), line('transfer', -500_000, 7)],
    };
    const day = takings([walkIn, voided]);
    expect(day).toMatchObject({
      inShopKobo: 0,
      tipsKobo: 0,
      cashInDrawerKobo: 0,
      checkouts: 0,
      refundsKobo: 1_000_000,
    });
    expect(day.byStaff).toEqual([]);
  });

  it('an empty day is all zeros', () => {
    expect(takings([])).toMatchObject({ inShopKobo: 0, cashInDrawerKobo: 0, checkouts: 0, byStaff: [] });
  });
});
