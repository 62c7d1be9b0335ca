import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bucketSums } from '../modules/wallet/ledger.repository.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { DEMO_VENDOR, randomDemoPassword, seedDemo } from './demo.ts';

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
    await bookings.act(vendor.id, pending.id, 'reject');
    const review = rows.find((r) => r.status === 'awaiting review')!;
    await customer.review(review.customer_id!, review.id, { rating: 5, comment: 'Lovely' });

    const after = await bucketSums(db, vendor.id);
    expect(after.pending).toBeGreaterThanOrEqual(0);
    expect(after.balance).toBe(before.balance + review.amount_paid);
    expect(after.cancelled).toBe(before.cancelled + pending.amount_paid);
    // The rejected booking's deposit goes back through the (sandbox) provider's refund call.
    const refunds = await db
      .selectFrom('refunds')
      .select(['booking_id', 'status'])
      .where('booking_id', '=', pending.id)
      .execute();
    expect(refunds).toEqual([{ booking_id: pending.id, status: 'processed' }]);
  });
});
