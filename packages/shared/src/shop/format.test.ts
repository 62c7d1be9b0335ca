import { describe, expect, it } from 'vitest';
import { clockTime, shopDuration, shopNaira, shopPolicy, shopPrice } from './format.ts';

describe('how the shop page words prices, lengths and the policy', () => {
  it('writes naira without kobo unless there are some', () => {
    expect(shopNaira(2_500_000)).toBe('₦25,000');
    expect(shopNaira(250_050)).toBe('₦2,500.50');
    expect(shopNaira(0)).toBe('₦0');
  });

  it("writes Lagos wall-clock times as SPEC's 'hh:mm A'", () => {
    expect(clockTime('00:00')).toBe('12:00 AM');
    expect(clockTime('09:05')).toBe('09:05 AM');
    expect(clockTime('12:00')).toBe('12:00 PM');
    expect(clockTime('12:30')).toBe('12:30 PM');
    expect(clockTime('13:45')).toBe('01:45 PM');
    expect(clockTime('23:59')).toBe('11:59 PM');
  });

  it('writes lengths in hours and minutes', () => {
    expect(shopDuration(45)).toBe('45 min');
    expect(shopDuration(60)).toBe('1 hr');
    expect(shopDuration(210)).toBe('3 hr 30 min');
  });

  it("words a price by its duration type: 'Starts at' as such, a hidden one not at all", () => {
    expect(shopPrice(2_500_000, 'Starts at')).toBe('Starts at ₦25,000');
    expect(shopPrice(800_000, 'Fixed')).toBe('₦8,000');
    expect(shopPrice(4_500_000, 'varies')).toBe('About ₦45,000, varies');
    expect(shopPrice(4_500_000, "don't show")).toBeNull();
  });

  it('says what a late cancel and a no-show cost, and whether the time can be moved', () => {
    const policy = { free_cancel_hours: 24, late_cancel_fee_percent: 50, no_show_fee_percent: 100 };
    expect(shopPolicy({ ...policy, deposits: true, rescheduling_hours: 12 })).toEqual([
      'Some services ask for a deposit when you book; it counts towards your bill.',
      'Cancel at least 24 hours before and you get your whole deposit back.',
      'Cancel later and the shop keeps 50% of the deposit.',
      'If you do not come, the shop keeps 100% of the deposit.',
      'You can move your booking up to 12 hours before it starts.',
    ]);
    expect(
      shopPolicy({
        free_cancel_hours: 1,
        late_cancel_fee_percent: 0,
        no_show_fee_percent: 0,
        deposits: true,
        rescheduling_hours: null,
      }),
    ).toEqual([
      'Some services ask for a deposit when you book; it counts towards your bill.',
      'Cancel at least 1 hour before and you get your whole deposit back.',
      'Cancel later and you still get your whole deposit back.',
      'If you do not come, you still get your deposit back.',
      'To change the time, ask the shop.',
    ]);
    expect(shopPolicy({ ...policy, deposits: false, rescheduling_hours: 1 })).toEqual([
      'No deposit: you pay at your appointment.',
      'You can move your booking up to 1 hour before it starts.',
    ]);
  });
});
