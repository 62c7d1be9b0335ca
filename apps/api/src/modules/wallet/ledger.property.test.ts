import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestApp, payOnSandbox, vendorWithServices } from '../../test/harness.ts';
import { bucketSums } from './ledger.repository.ts';

type Step =
  | { kind: 'book'; paid: number; pay: 'pay' | 'decline' | 'leave' }
  | { kind: 'accept' | 'reject' | 'finish' | 'cancel' | 'customerCancel' | 'noShow'; pick: number }
  | { kind: 'withdraw' | 'expireHolds' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('book' as const),
    paid: fc.integer({ min: 0, max: 8000 }),
    pay: fc.constantFrom('pay' as const, 'decline' as const, 'leave' as const),
  }),
  fc.record({
    kind: fc.constantFrom(
      'accept' as const,
      'reject' as const,
      'finish' as const,
      'cancel' as const,
      'customerCancel' as const,
      'noShow' as const,
    ),
    pick: fc.nat(),
  }),
  fc.record({ kind: fc.constantFrom('withdraw' as const, 'expireHolds' as const) }),
);

/** Runs a step as the vendor or customer would; refusals (4xx) are part of the game. */
const attempt = (action: Promise<unknown>) =>
  action.catch((error: { statusCode?: number }) => {
    if (!error.statusCode || error.statusCode >= 500) throw error;
  });

describe('ledger invariants (property)', () => {
  it('keeps the wallet equal to the ledger, never negative, and matching the bookings, over random event sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const t = await createTestApp();
        try {
          const { container } = t.app;
          const vendor = await vendorWithServices(t);
          const { db } = container;
          // Open around the clock so every generated booking finds a slot.
          await db.deleteFrom('business_hours').execute();
          await db
            .insertInto('business_hours')
            .values(
              [0, 1, 2, 3, 4, 5, 6].map((day) => ({
                user_id: vendor.userId,
                day,
                open_time: '00:00',
                close_time: '23:59',
              })),
            )
            .execute();
          await db
            .updateTable('users')
            .set({ nin_verified: 1, email_verified_at: 'x', phone_verified_at: 'x' })
            .where('id', '=', vendor.userId)
            .execute();
          const { userId: customerId } = await container.customer.register({
            email: 'prop@example.ng',
            first_name: 'P',
            last_name: 'Q',
            password: 'Secret@123',
          });
          const { id: account } = await container.wallet.addBankAccount(vendor.userId, {
            bank_code: '058',
            account_no: '0123456785',
            account_name: 'P Q',
          });
          const ids: number[] = [];
          const pick = (n: number) => ids[n % Math.max(ids.length, 1)];

          for (const s of steps) {
            const id = 'pick' in s ? pick(s.pick) : undefined;
            if (s.kind === 'book') {
              const n = ids.length;
              const date = `2026-11-${String(21 + Math.floor(n / 20)).padStart(2, '0')}`;
              const time = `${String(2 + (n % 20)).padStart(2, '0')}:00`;
              // Money only through a checkout: a deposit paid, declined or left to expire.
              await db
                .updateTable('services')
                .set({ deposit_type: s.paid > 0 ? 'fixed' : 'none', deposit_value: s.paid * 100 })
                .where('id', '=', vendor.fixed)
                .execute();
              const res = await container.customer.book(customerId, {
                vendor_id: vendor.userId,
                items: [{ service_id: vendor.fixed, date, time }],
                service_location: "At Vendor's Location",
              });
              ids.push(res.bookings[0]!.id);
              if (res.payment && s.pay !== 'leave') await payOnSandbox(t, res.payment.reference, s.pay);
            } else if (s.kind === 'expireHolds') {
              t.clock.advance(16 * 60_000);
              await container.payments.expireHolds();
            } else if (id !== undefined && s.kind === 'noShow') {
              // The appointment time has come and gone without the customer.
              await db
                .updateTable('bookings')
                .set({ starts_at: new Date(t.clock.now().getTime() - 3_600_000).toISOString() })
                .where('id', '=', id)
                .where('status', '=', 'approved')
                .execute();
              await attempt(container.bookings.act(vendor.userId, id, 'noShow'));
            } else if (id !== undefined && (s.kind === 'accept' || s.kind === 'reject')) {
              await attempt(container.bookings.act(vendor.userId, id, s.kind));
            } else if (id !== undefined && s.kind === 'finish') {
              await db
                .updateTable('bookings')
                .set({ status: 'awaiting review' })
                .where('id', '=', id)
                .where('status', '=', 'approved')
                .execute();
              await attempt(container.customer.review(customerId, id, { rating: 5, comment: 'Good' }));
            } else if (id !== undefined && s.kind === 'cancel') {
              await attempt(container.bookings.cancel(vendor.userId, id, { comment: 'Closed' }));
              await attempt(container.customer.answerVendorCancel(customerId, id, true));
            } else if (id !== undefined && s.kind === 'customerCancel') {
              await attempt(container.customer.requestCancel(customerId, id, 'Sorry'));
              await attempt(container.bookings.act(vendor.userId, id, 'acceptCancel'));
            } else if (s.kind === 'withdraw') {
              await attempt(container.wallet.withdraw(vendor.userId, account));
            }

            const sums = await bucketSums(db, vendor.userId);
            const wallet = (await container.wallet.wallet(vendor.userId)).data[0]![0]!;
            expect(wallet.account_balance * 100).toBe(sums.balance);
            expect(wallet.pending * 100).toBe(sums.pending);
            expect(sums.balance).toBeGreaterThanOrEqual(0);
            expect(sums.pending).toBeGreaterThanOrEqual(0);

            const bookings = await db
              .selectFrom('bookings')
              .select(['status', 'amount_paid', 'deposit_kept'])
              .execute();
            const sumWhere = (statuses: string[], of: (b: (typeof bookings)[number]) => number) =>
              bookings.filter((b) => statuses.includes(b.status)).reduce((sum, b) => sum + of(b), 0);
            const ended = ['cancelled', 'rejected', 'no show'];
            // Unpaid holds never carry money.
            expect(sumWhere(['awaiting payment', 'expired'], (b) => b.amount_paid)).toBe(0);
            expect(sums.cancelled).toBe(sumWhere(ended, (b) => b.amount_paid - b.deposit_kept));
            expect(sums.balance + sums.withdrawn).toBe(
              sumWhere(['completed'], (b) => b.amount_paid) + sumWhere(ended, (b) => b.deposit_kept),
            );
            // Every naira refunded in the ledger went back through the provider, once.
            const refunds = await db.selectFrom('refunds').select(['amount', 'status']).execute();
            expect(refunds.reduce((sum, r) => sum + r.amount, 0)).toBe(sums.cancelled);
            expect(refunds.every((r) => r.status === 'processed')).toBe(true);
            expect(sums.pending).toBe(
              bookings.reduce((sum, b) => sum + b.amount_paid, 0) -
                sums.cancelled -
                sums.balance -
                sums.withdrawn,
            );
          }
        } finally {
          await t.close();
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
