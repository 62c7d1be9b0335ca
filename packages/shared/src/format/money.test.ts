/**
 * Money is integer kobo inside and NGN with two decimals at the edges (DESIGN §3); SPEC §9's
 * currency is NGN, shown as '₦1,234.50'.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNaira, koboToNaira, nairaToKobo } from './money.ts';

describe('kobo and naira', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [50, 0.5],
    [99, 0.99],
    [100, 1],
    [123_450, 1234.5],
    [100_000, 1000],
    [-250, -2.5],
    [1_000_000_000_000, 10_000_000_000],
  ])('%d kobo is ₦%d', (kobo, naira) => {
    expect(koboToNaira(kobo)).toBe(naira);
    expect(nairaToKobo(naira)).toBe(kobo);
  });

  it('rounds naira to the nearest kobo, whatever binary fractions do to cents', () => {
    expect(nairaToKobo(19.99)).toBe(1999); // 19.99 × 100 is 1998.9999999999998
    expect(nairaToKobo(0.1 + 0.2)).toBe(30); // 0.30000000000000004
    expect(nairaToKobo(1.005)).toBe(100); // 1.005 is 1.00499999999999989…: below the half kobo
    expect(nairaToKobo(0.004)).toBe(0);
    expect(nairaToKobo(0.006)).toBe(1);
  });

  it('reads a kobo amount that is not whole as the nearest whole kobo', () => {
    expect(koboToNaira(1.4)).toBe(0.01);
    expect(koboToNaira(1.5)).toBe(0.02);
    expect(koboToNaira(0.4)).toBe(0);
  });

  it('goes kobo → naira → kobo without losing a kobo, up to ₦100 billion', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000_000, max: 10_000_000_000_000 }), (kobo) => {
        expect(nairaToKobo(koboToNaira(kobo))).toBe(kobo);
      }),
    );
  });
});

describe("formatNaira: '₦1,234.50'", () => {
  it.each([
    [1234.5, '₦1,234.50'],
    [0, '₦0.00'],
    [0.01, '₦0.01'],
    [0.5, '₦0.50'],
    [1, '₦1.00'],
    [999.99, '₦999.99'],
    [1000, '₦1,000.00'],
    [12_500, '₦12,500.00'],
    [1_000_000, '₦1,000,000.00'],
    [10_000_000_000, '₦10,000,000,000.00'],
    [-1234.5, '-₦1,234.50'],
  ])('%d naira is %s', (naira, shown) => {
    expect(formatNaira(naira)).toBe(shown);
  });

  it('shows two decimals, never more', () => {
    expect(formatNaira(12.345)).toBe('₦12.35');
    expect(formatNaira(koboToNaira(123_456_789))).toBe('₦1,234,567.89');
  });
});
