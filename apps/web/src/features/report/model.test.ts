import { describe, expect, it } from 'vitest';
import { bookingFixture } from '../../test/fixtures.ts';
import type { Booking } from '../bookings/model.ts';
import { buildReport, revenueOf } from './model.ts';

const now = new Date('2026-03-10T12:00:00Z');
const start = new Date('2026-03-09T09:00:00Z');
const at = (status: string, money: Partial<Booking>) =>
  bookingFixture({ status, start, amount_paid: 0, ...money });

describe('report revenue', () => {
  it('counts completed money and the deposit fees kept from no-shows and late cancellations', () => {
    const bookings = [
      at('completed', { amount_paid: 3_000, balance_received: 7_000 }),
      at('no show', { amount_paid: 3_000, deposit_kept: 2_400 }),
      at('cancelled', { amount_paid: 2_000, deposit_kept: 1_000 }),
      at('rejected', { amount_paid: 2_000 }),
      at('approved', { amount_paid: 5_000 }),
    ];
    expect(bookings.map(revenueOf)).toEqual([10_000, 2_400, 1_000, 0, 0]);
    const report = buildReport(bookings, '7d', now);
    expect(report.revenue).toBe(13_400);
    expect(report.statuses).toContainEqual({ status: 'no show', count: 1 });
  });
});
