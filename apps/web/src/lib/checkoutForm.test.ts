import { CHECKOUT_MESSAGES, MSG } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutFormBooking,
  type CheckoutValues,
  checkoutFacts,
  checkoutState,
  nextPaymentRow,
  openingCheckout,
} from './checkoutForm.ts';

/** ₦10,000 with ₦3,000 paid online, done by team member 4. */
const booking = (patch: Partial<CheckoutFormBooking> = {}): CheckoutFormBooking => ({
  status: 'completed',
  booking_amount: 10_000,
  home_service_fee: 0,
  amount_paid: 3_000,
  balance_received: 0,
  serviceform: { service_duration_type: 'Fixed' },
  staff: { id: 4 },
  ...patch,
});
const startsAt = { service_duration_type: 'Starts at' };
const values = (patch: Partial<CheckoutValues> = {}): CheckoutValues => ({
  balance: 0,
  addOns: [],
  discount: '',
  tip: '',
  rows: [{ key: 0, method: 'cash', amount: 7_000, staffId: '4' }],
  ...patch,
});

describe('the checkout form as it opens (dashboard and phone app)', () => {
  it('a fixed price: one cash payment of what is due after the deposit, taken by the booking’s member', () => {
    expect(openingCheckout(booking())).toEqual({
      balance: 7_000,
      rows: [{ key: 0, method: 'cash', amount: 7_000, staffId: '4' }],
    });
    // The vendor's own booking: taken by the vendor.
    expect(openingCheckout(booking({ staff: null })).rows[0]?.staffId).toBeNull();
  });

  it('an open price: the least balance while ongoing; once SPEC’s balance entry completed it, that balance', () => {
    const ongoing = openingCheckout(
      booking({ status: 'ongoing', serviceform: startsAt, balance_received: 9_000 }),
    );
    expect(ongoing.balance).toBe(7_000);
    const done = openingCheckout(booking({ serviceform: startsAt, balance_received: 9_000 }));
    expect(done).toMatchObject({ balance: 9_000, rows: [{ amount: 9_000 }] });
    // The home-service fee is part of the bill.
    expect(openingCheckout(booking({ home_service_fee: 1_500 })).rows[0]?.amount).toBe(8_500);
  });

  it('nothing due (the deposit paid it all): no payment line', () => {
    expect(openingCheckout(booking({ amount_paid: 10_000 })).rows).toEqual([]);
  });
});

describe('the checkout form as typed', () => {
  it('paid in full: no problem, and the body the call sends (text being typed counts as 0)', () => {
    const state = checkoutState(
      checkoutFacts(booking()),
      values({
        discount: '500',
        tip: '1000.5',
        rows: [
          { key: 0, method: 'cash', amount: '5000', staffId: '4' },
          { key: 1, method: 'pos', amount: 2_500.5, staffId: null },
        ],
      }),
    );
    expect(state).toMatchObject({ problem: null, leftKobo: 0, leftWords: 'Paid in full' });
    expect(state.sums).toMatchObject({ dueKobo: 650_000, toCollectKobo: 750_050 });
    // A fixed price sends no balance, and no add-ons when none were taken.
    expect(state.body).toEqual({
      discount: 500,
      tip: 1000.5,
      payments: [
        { method: 'cash', amount: 5_000, staff_id: 4 },
        { method: 'pos', amount: 2_500.5, staff_id: null },
      ],
    });
    expect(checkoutState(checkoutFacts(booking()), values({ tip: 'abc' })).sums.tipKobo).toBe(0);
  });

  it('says what is left or too much, with the shared rule’s reason', () => {
    const facts = checkoutFacts(booking());
    const short = checkoutState(
      facts,
      values({ rows: [{ key: 0, method: 'cash', amount: 6_500, staffId: null }] }),
    );
    expect(short.leftWords).toBe('₦500.00 left to collect');
    expect(short.problem).toBe(CHECKOUT_MESSAGES.paymentsDiffer(650_000, 700_000));
    const over = checkoutState(
      facts,
      values({ rows: [{ key: 0, method: 'cash', amount: 7_250, staffId: null }] }),
    );
    expect(over.leftWords).toBe('₦250.00 too much');
    expect(checkoutState(facts, values({ discount: 7_001, rows: [] })).problem).toBe(
      CHECKOUT_MESSAGES.discountTooLarge,
    );
  });

  it('an open price sends its balance and refuses one below price − paid; add-ons are billed and sent', () => {
    const facts = checkoutFacts(booking({ serviceform: startsAt }));
    expect(facts.minimumBalance).toBe(7_000);
    expect(checkoutState(facts, values({ balance: '6999' })).problem).toBe(MSG.balanceTooLow);
    const state = checkoutState(
      facts,
      values({
        balance: 8_000,
        addOns: [{ name: 'Scalp treatment', amountKobo: 200_000 }],
        rows: [{ key: 0, method: 'transfer', amount: 10_000, staffId: null }],
      }),
    );
    expect(state.problem).toBeNull();
    expect(state.body).toMatchObject({
      balance: 8_000,
      add_ons: [{ name: 'Scalp treatment', amount: 2_000 }],
    });
  });

  it('Add payment: a transfer for what is left, blank when nothing is', () => {
    expect(nextPaymentRow(3, 50_000, booking())).toEqual({
      key: 3,
      method: 'transfer',
      amount: 500,
      staffId: '4',
    });
    expect(nextPaymentRow(4, 0, booking({ staff: null }))).toEqual({
      key: 4,
      method: 'transfer',
      amount: '',
      staffId: null,
    });
  });
});
