import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import {
  CHECKOUT_MESSAGES,
  type CheckoutInput,
  checkoutProblem,
  checkoutSums,
  minimumBalanceKobo,
} from './rules.ts';

// Issue 35: 'the amount due (price and add-ons, home-service fee, minus the deposit), discount,
// tip, and one or more payments by cash, bank transfer to the shop, POS terminal or other'.
const naira = (n: number) => n * 100;
const fixed = { priceKobo: naira(9_000), homeFeeKobo: 0, depositKobo: 0, openPrice: false };
const input = (over: Partial<CheckoutInput> = {}): CheckoutInput => ({
  addOns: [],
  discountKobo: 0,
  tipKobo: 0,
  payments: [],
  ...over,
});

describe('what is due at the chair', () => {
  it('a ₦9,000 walk-in paid half cash, half transfer, with a ₦1,000 tip: ₦10,000 collected', () => {
    const paid = input({
      tipKobo: naira(1_000),
      payments: [
        { method: 'cash', amountKobo: naira(5_000), staffId: null },
        { method: 'transfer', amountKobo: naira(5_000), staffId: 3 },
      ],
    });
    expect(checkoutSums(fixed, paid)).toMatchObject({
      dueKobo: naira(9_000),
      toCollectKobo: naira(10_000),
      paidKobo: naira(10_000),
    });
    expect(checkoutProblem(fixed, paid)).toBeNull();
  });

  it('price and add-ons and the home-service fee, minus the deposit paid online, minus the discount', () => {
    const booking = {
      priceKobo: naira(20_000),
      homeFeeKobo: naira(3_000),
      depositKobo: naira(5_000),
      openPrice: false,
    };
    const sums = checkoutSums(
      booking,
      input({ addOns: [{ name: 'Nail art', amountKobo: naira(2_500) }], discountKobo: naira(500) }),
    );
    expect(sums).toMatchObject({
      serviceKobo: naira(20_000),
      addOnsKobo: naira(2_500),
      subtotalKobo: naira(25_500),
      dueKobo: naira(20_000),
    });
  });

  it('a deposit larger than the bill leaves nothing due, never a credit', () => {
    const booking = { ...fixed, depositKobo: naira(10_000) };
    expect(checkoutSums(booking, input()).dueKobo).toBe(0);
    expect(checkoutProblem(booking, input())).toBeNull();
  });

  it('keeps kobo exact: ₦0.10 + ₦0.20 is 30 kobo, not a float', () => {
    const booking = { ...fixed, priceKobo: 30 };
    const paid = input({
      payments: [
        { method: 'cash', amountKobo: 10, staffId: null },
        { method: 'pos', amountKobo: 20, staffId: null },
      ],
    });
    expect(checkoutProblem(booking, paid)).toBeNull();
  });
});

describe("SPEC §4/§5: an open price's balance is its first line", () => {
  const open = { priceKobo: naira(15_000), homeFeeKobo: 0, depositKobo: naira(5_000), openPrice: true };

  it('asks at least the price minus what was paid, with SPEC’s message', () => {
    expect(minimumBalanceKobo(open)).toBe(naira(10_000));
    expect(checkoutProblem(open, input())).toBe(MSG.balanceTooLow);
    expect(checkoutProblem(open, input({ balanceKobo: naira(9_999) }))).toBe(MSG.balanceTooLow);
  });

  it('the balance entered (plus the deposit) is the service line; the balance is what is due', () => {
    const entered = input({
      balanceKobo: naira(17_500),
      payments: [{ method: 'cash', amountKobo: naira(17_500), staffId: null }],
    });
    expect(checkoutSums(open, entered)).toMatchObject({ serviceKobo: naira(22_500), dueKobo: naira(17_500) });
    expect(checkoutProblem(open, entered)).toBeNull();
  });

  it('never goes below zero when more was paid than the price', () => {
    expect(minimumBalanceKobo({ priceKobo: 100, depositKobo: 500 })).toBe(0);
  });
});

describe('refusals', () => {
  it('payments that do not add up to due + tip, naming both', () => {
    const short = input({
      tipKobo: naira(1_000),
      payments: [{ method: 'cash', amountKobo: naira(9_000), staffId: null }],
    });
    expect(checkoutProblem(fixed, short)).toBe('₦9,000.00 paid; ₦10,000.00 is due with the tip');
    expect(
      checkoutProblem(
        fixed,
        input({ payments: [{ method: 'cash', amountKobo: naira(9_001), staffId: null }] }),
      ),
    ).toBe(CHECKOUT_MESSAGES.paymentsDiffer(naira(9_001), naira(9_000)));
  });

  it('a payment or add-on of ₦0', () => {
    const zero = input({ payments: [{ method: 'cash', amountKobo: 0, staffId: null }] });
    expect(checkoutProblem({ ...fixed, priceKobo: 0 }, zero)).toBe(CHECKOUT_MESSAGES.paymentNotPositive);
  });

  it('a discount above what is due after the deposit', () => {
    const booking = { ...fixed, depositKobo: naira(4_000) };
    expect(checkoutProblem(booking, input({ discountKobo: naira(5_001) }))).toBe(
      CHECKOUT_MESSAGES.discountTooLarge,
    );
    expect(checkoutProblem(booking, input({ discountKobo: naira(5_000) }))).toBeNull();
  });
});
