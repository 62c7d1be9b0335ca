import { LIMITS, needsBalance } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from '../modules/bookings/use-cases/act.ts';
import { completeOverdue } from '../modules/bookings/use-cases/complete-overdue.ts';
import { review as reviewBooking } from '../modules/customer/use-cases/review.ts';
import { bucketSums } from '../modules/wallet/ledger.repository.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { seedDemo } from './demo.ts';
import { DEMO_VENDOR, randomDemoPassword } from './demo-accounts.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('demo data', () => {
  it('gives every seeded naira its ledger rows, so rejecting and reviewing seeded bookings keeps the wallet whole', async () => {
    expect(await seedDemo(t.app.container, randomDemoPassword())).toBe(true);
    const { db, bookings, customer } = t.app.container;
    const vendor = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_VENDOR.email)
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('bookings')
      .select(['id', 'status', 'customer_id', 'amount_paid'])
      .execute();
    const paidIn = (status: string) =>
      rows.filter((r) => r.status === status).reduce((s, r) => s + r.amount_paid, 0);
    const before = await bucketSums(db, vendor.id);
    expect(before.balance).toBe(paidIn('completed'));
    expect(before.cancelled).toBe(paidIn('cancelled'));

    const pending = rows.find((r) => r.status === 'pending')!;
    await act(bookings, { userId: vendor.id, id: pending.id, action: 'reject' });
    const review = rows.find((r) => r.status === 'awaiting review')!;
    await reviewBooking(customer, {
      customerId: review.customer_id!,
      bookingId: review.id,
      body: { rating: 5, comment: 'Lovely' },
    });

    const after = await bucketSums(db, vendor.id);
    expect(after.pending).toBeGreaterThanOrEqual(0);
    expect(after.balance).toBe(before.balance + review.amount_paid);
    expect(after.cancelled).toBe(before.cancelled + pending.amount_paid);
    // The rejected booking's deposit goes back through the (sandbox) provider's refund call.
    await t.app.container.refunds.sender.settled();
    const refunds = await db
      .selectFrom('refunds')
      .select(['booking_id', 'status'])
      .where('booking_id', '=', pending.id)
      .execute();
    expect(refunds).toEqual([{ booking_id: pending.id, status: 'processed' }]);
  });

  it('dates every seeded move as the product would have made it, never in the future', async () => {
    expect(await seedDemo(t.app.container, randomDemoPassword())).toBe(true);
    const { db, clock } = t.app.container;
    const now = clock.now().toISOString();
    const bookings = await db.selectFrom('bookings').selectAll().execute();
    const ledger = await db.selectFrom('ledger_entries').selectAll().execute();
    const reviews = await db.selectFrom('reviews').select(['booking_id', 'created_at']).execute();
    const graceMs = LIMITS.reviewGraceHours * 3_600_000;
    for (const b of bookings) {
      const rows = ledger.filter((l) => l.booking_id === b.id);
      const paid = rows.find((l) => l.kind === 'booking_paid');
      // The deposit is paid at booking, before the service starts.
      expect(paid && paid.created_at < b.starts_at, b.reference).toBe(true);
      expect(b.created_at <= paid!.created_at).toBe(true);
      for (const row of rows) expect(row.created_at <= now, b.reference).toBe(true);
      if (b.status === 'completed' || b.status === 'awaiting review') {
        // completeBookingbalance: a 'Starts at' or 'varies' service takes at least the rest of the price.
        if (needsBalance(b.duration_type))
          expect(b.balance_received).toBeGreaterThanOrEqual(b.service_price - b.amount_paid);
      }
      if (b.status !== 'completed') {
        expect(rows.filter((l) => l.kind === 'released')).toEqual([]);
        continue;
      }
      // Released when it was completed: by the customer's review, or 48 hours after the service.
      const released = rows.filter((l) => l.kind === 'released');
      expect(released).toHaveLength(2);
      const at = released[0]!.created_at;
      const review = reviews.find((r) => r.booking_id === b.id);
      if (review) expect(review.created_at).toBe(at);
      else expect(new Date(at).getTime()).toBeGreaterThanOrEqual(new Date(b.ends_at).getTime() + graceMs);
      expect(b.updated_at).toBe(at);
    }
    // Nothing is left for the 48-hour sweep to do the moment the shop is seeded.
    expect(await completeOverdue(t.app.container.bookings)).toBe(0);
  });
});
