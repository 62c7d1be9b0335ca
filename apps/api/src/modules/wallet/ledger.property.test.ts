import { PAYOUT_ACCOUNT_HOLD_MS } from '@app/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HTTP_STATUS } from '../../lib/error-handler.ts';
import { AppError } from '../../lib/errors.ts';
import { createTestApp, payOnSandbox, vendorWithServices } from '../../test/harness.ts';
import { act } from '../bookings/use-cases/act.ts';
import { cancel } from '../bookings/use-cases/cancel.ts';
import { correctCheckout } from '../checkout/use-cases/correct-checkout.ts';
import { recordCheckout } from '../checkout/use-cases/record-checkout.ts';
import { takings } from '../checkout/use-cases/takings.ts';
import { answerVendorCancel } from '../customer/use-cases/answer-vendor-cancel.ts';
import { book } from '../customer/use-cases/book.ts';
import { register } from '../customer/use-cases/register.ts';
import { requestCancel } from '../customer/use-cases/request-cancel.ts';
import { review } from '../customer/use-cases/review.ts';
import { expireHolds } from '../payments/use-cases/expire-holds.ts';
import { paymentStatus } from '../payments/use-cases/payment-status.ts';
import { bucketSums } from './ledger.repository.ts';
import { addBankAccount } from './use-cases/add-bank-account.ts';
import { monthlyEarnings } from './use-cases/monthly-earnings.ts';
import { settleWithdrawal } from './use-cases/settle-withdrawal.ts';
import { walletStatement } from './use-cases/statement.ts';
import { walletFigures } from './use-cases/wallet-figures.ts';
import { withdraw } from './use-cases/withdraw.ts';
import { withdrawalHistory } from './use-cases/withdrawal-history.ts';

/**
 * Random sequences of what customers, the vendor, the payment provider and an operator do, run
 * against the real services and, beside them, against a plain model of the rules written out
 * here (DESIGN §4, SPEC §9 withdrawal, the vendor's cancellation policy). After every step the
 * API's wallet, earnings, withdrawals, bookings and refunds, and the ledger's buckets, must be
 * what the model says: the model never reads the ledger, so a wrong sum cannot agree with itself.
 */

type Step =
  | { kind: 'book'; deposit: number; pay: 'pay' | 'decline' | 'leave' }
  | {
      kind: 'accept' | 'reject' | 'finish' | 'cancel' | 'customerCancel' | 'noShow';
      pick: number;
      /** Mostly aim at a booking the action fits, so sequences get far; sometimes at any (refusals). */
      aim: boolean;
    }
  | { kind: 'payout'; pick: number; aim: boolean; outcome: 'paid' | 'failed' | 'reversed' }
  /** Issue 35: the client pays the rest at the chair (a share in cash, the rest by transfer, a tip), or the vendor voids it. */
  | { kind: 'checkout'; pick: number; aim: boolean; tip: number; cashShare: number }
  | { kind: 'void'; pick: number }
  /** The whole balance (SPEC), or a part of it in kobo (issue 35), in range or not. */
  | { kind: 'withdraw'; amount: number | null }
  | { kind: 'expireHolds' };

const acting = (kind: 'accept' | 'reject' | 'finish' | 'cancel' | 'customerCancel' | 'noShow') =>
  fc.record({
    kind: fc.constant(kind),
    pick: fc.nat(),
    aim: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
  });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      // Kobo, odd amounts included, so the policy's percentages round.
      deposit: fc.oneof(
        { weight: 1, arbitrary: fc.constant(0) },
        { weight: 2, arbitrary: fc.integer({ min: 1, max: 800_000 }) },
      ),
      pay: fc.oneof(
        { weight: 4, arbitrary: fc.constant('pay' as const) },
        { weight: 1, arbitrary: fc.constantFrom('decline' as const, 'leave' as const) },
      ),
    }),
  },
  { weight: 4, arbitrary: acting('accept') },
  { weight: 4, arbitrary: acting('finish') },
  { weight: 1, arbitrary: acting('reject') },
  { weight: 1, arbitrary: acting('cancel') },
  { weight: 1, arbitrary: acting('customerCancel') },
  { weight: 2, arbitrary: acting('noShow') },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      amount: fc.oneof(
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.integer({ min: 50_000, max: 1_600_000 }) },
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('payout' as const),
      pick: fc.nat(),
      aim: fc.boolean(),
      outcome: fc.constantFrom('paid' as const, 'failed' as const, 'reversed' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expireHolds' as const) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('checkout' as const),
      pick: fc.nat(),
      aim: fc.oneof(
        { arbitrary: fc.constant(true), weight: 4 },
        { arbitrary: fc.constant(false), weight: 1 },
      ),
      tip: fc.oneof(
        { weight: 1, arbitrary: fc.constant(0) },
        { weight: 2, arbitrary: fc.integer({ min: 1, max: 200_000 }) },
      ),
      cashShare: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('void' as const), pick: fc.nat() }) },
);

/** The status each action starts from, to aim at (the model's view, not the API's). */
const AIM: Record<string, string[]> = {
  accept: ['pending'],
  reject: ['pending'],
  // A booking checked out at the chair awaits its review like one the service finished.
  finish: ['approved', 'awaiting review'],
  checkout: ['approved'],
  cancel: ['approved'],
  customerCancel: ['pending', 'approved'],
  noShow: ['approved'],
};

// ---- The rules, written out ----
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The service every booking is for: Wash & Set, Fixed, ₦8,000 (the harness's first service). */
const PRICE = 800_000;
/** The vendor's policy, set below: free cancellation up to 24 h before; 30 % kept when later; 80 % on a no-show. */
const POLICY = { free_cancel_hours: 24, late_cancel_fee_percent: 30, no_show_fee_percent: 80 };
/** SPEC §9: withdrawal needs a balance of at least ₦1,000; the fee is 5 %, to the nearest kobo. */
const WITHDRAW_MIN = 100_000;
const feeOf = (amount: number) => Math.floor((amount * 5 + 50) / 100);
/** Abuse caps (issue 10): 10 open bookings per customer and vendor, 20 bookings an hour. */
const OPEN_CAP = 10;
const HOURLY_CAP = 20;
/** A deposit holds the slot 15 minutes; the sweep below comes 16 minutes later. */
const HOLD_MS = 15 * MINUTE;

type ModelBooking = {
  id: number;
  status: string;
  paid: number;
  kept: number;
  start: number;
  created: number;
  holdUntil: number | null;
  /** The shop's book: the live checkout's entry id, and what it took at the chair (kobo). */
  checkout: { id: number; cash: number; transfer: number; tip: number } | null;
};
type ModelWithdrawal = { id: number; amount: number; status: 'pending' | 'paid' | 'failed' };

/** What the money must be: kobo in each place, moved only by the rules above. */
class Model {
  now = Date.parse('2026-11-20T09:00:00.000Z'); // the test clock's start
  bookings: ModelBooking[] = [];
  withdrawals: ModelWithdrawal[] = [];
  pending = 0; // paid for bookings that have not ended yet
  balance = 0; // can be withdrawn
  refunded = 0; // went back to customers
  earned = 0; // released on completion, plus fees kept (withdrawals do not lower it)
  // The shop's own book (issue 35): never the wallet's money.
  shopTaken = { cash: 0, transfer: 0, tips: 0, refunds: 0, checkouts: 0 };

  canBook() {
    const open = this.bookings.filter(
      (b) => b.status === 'pending' || (b.status === 'awaiting payment' && (b.holdUntil ?? 0) > this.now),
    ).length;
    const lastHour = this.bookings.filter((b) => b.created > this.now - HOUR).length;
    return open + 1 <= OPEN_CAP && lastHour + 1 <= HOURLY_CAP;
  }
  paymentConfirmed(b: ModelBooking, amount: number) {
    b.status = 'pending'; // automatic confirmation is off
    b.paid = amount;
    this.pending += amount;
  }
  /** The booking ends without the service: `kept` of what was paid to the balance, the rest back. */
  end(b: ModelBooking, status: string, kept: number) {
    b.status = status;
    b.kept = kept;
    this.pending -= b.paid;
    this.balance += kept;
    this.earned += kept;
    this.refunded += b.paid - kept;
  }
  complete(b: ModelBooking) {
    b.status = 'completed';
    this.pending -= b.paid;
    this.balance += b.paid;
    this.earned += b.paid;
  }
  percentOf(amount: number, percent: number) {
    return Math.floor((amount * percent * 2 + 100) / 200); // nearest kobo, halves up
  }
  customerCancelKept(b: ModelBooking) {
    const late = b.start - this.now < POLICY.free_cancel_hours * HOUR;
    return late ? this.percentOf(b.paid, POLICY.late_cancel_fee_percent) : 0;
  }
  /** Vendor cancel is refused from 5 minutes before the start (SPEC §4). */
  vendorMayCancel(b: ModelBooking) {
    return b.status === 'approved' && b.start - this.now > 5 * MINUTE;
  }
  payingOut() {
    return this.withdrawals.filter((w) => w.status === 'pending').reduce((s, w) => s + w.amount, 0);
  }
  paidOut() {
    return this.withdrawals.filter((w) => w.status === 'paid').reduce((s, w) => s + w.amount, 0);
  }
}

/** Runs a step as the vendor, customer or operator would; refusals (4xx) are part of the game. */
const tryTo = <T>(action: Promise<T>): Promise<{ done: true; value: T } | { done: false }> =>
  action.then(
    (value) => ({ done: true, value }),
    (error: unknown) => {
      if (!(error instanceof AppError) || HTTP_STATUS[error.code] >= 500) throw error;
      return { done: false };
    },
  );
/** Whether the API did it (true) or refused it (false). */
const attempt = async (action: Promise<unknown>) => (await tryTo(action)).done;

describe('ledger against an independent model (property)', () => {
  it('moves every kobo as the rules say, over random event sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 20, maxLength: 45 }), async (steps) => {
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
            .set({ nin_verified: 1, email_verified_at: 'x', phone_verified_at: 'x', ...POLICY })
            .where('id', '=', vendor.userId)
            .execute();
          const { userId: customerId } = await register(container.customer, {
            body: { email: 'prop@example.ng', first_name: 'P', last_name: 'Q', password: 'Secret@123' },
          });
          const { id: account } = await addBankAccount(container.wallet, {
            userId: vendor.userId,
            account: { bank_code: '058', account_no: '0123456785', account_name: 'P Q' },
          });
          // Saved a day before the model's clock starts (which the slots need): its 24-hour hold (issue 37) is over.
          await container.db
            .updateTable('bank_accounts')
            .set({ created_at: new Date(t.clock.now().getTime() - PAYOUT_ACCOUNT_HOLD_MS).toISOString() })
            .where('id', '=', account)
            .execute();
          const model = new Model();
          expect(t.clock.now().getTime()).toBe(model.now);
          const pickBooking = (s: Step & { pick: number; aim: boolean }) => {
            const fitting = model.bookings.filter((mb) => AIM[s.kind]!.includes(mb.status));
            const among = s.aim && fitting.length ? fitting : model.bookings;
            return among[s.pick % Math.max(among.length, 1)];
          };

          let seenEntries: unknown[] = [];
          let seenLines: unknown[] = [];
          for (const s of steps) {
            const b = 'aim' in s && s.kind !== 'payout' ? pickBooking(s) : undefined;
            if (s.kind === 'book') {
              const n = model.bookings.length;
              const date = `2026-11-${String(21 + Math.floor(n / 20)).padStart(2, '0')}`;
              const hour = 2 + (n % 20);
              // Lagos is UTC+1.
              const start = Date.parse(`${date}T${String(hour - 1).padStart(2, '0')}:00:00.000Z`);
              await db
                .updateTable('services')
                .set({ deposit_type: s.deposit > 0 ? 'fixed' : 'none', deposit_value: s.deposit })
                .where('id', '=', vendor.fixed)
                .execute();
              const booked = await tryTo(
                book(container.customer, {
                  customerId,
                  body: {
                    vendor_id: vendor.userId,
                    items: [{ service_id: vendor.fixed, date, time: `${String(hour).padStart(2, '0')}:00` }],
                    service_location: "At Vendor's Location",
                  },
                  // An address per booking: the model follows the customer's caps, not the address's.
                  ip: `10.1.${n}.1`,
                }),
              );
              expect(booked.done, 'booking allowed').toBe(model.canBook());
              if (booked.done) {
                const res = booked.value;
                const deposit = Math.min(s.deposit, PRICE);
                const mb: ModelBooking = {
                  id: res.bookings[0]!.id,
                  status: deposit > 0 ? 'awaiting payment' : 'pending',
                  paid: 0,
                  kept: 0,
                  start,
                  created: model.now,
                  holdUntil: deposit > 0 ? model.now + HOLD_MS : null,
                  checkout: null,
                };
                model.bookings.push(mb);
                expect(res.payment !== null).toBe(deposit > 0);
                // Money only through a checkout: a deposit paid, declined or left to expire.
                if (res.payment && s.pay !== 'leave') {
                  await payOnSandbox(t, res.payment.reference, s.pay);
                  // The customer's browser lands on the return page, which asks the provider.
                  await paymentStatus(container.payments, { reference: res.payment.reference });
                  if (s.pay === 'pay') model.paymentConfirmed(mb, deposit);
                  else mb.status = 'expired';
                }
              }
            } else if (s.kind === 'expireHolds') {
              t.clock.advance(16 * MINUTE);
              model.now += 16 * MINUTE;
              await expireHolds(container.payments);
              for (const mb of model.bookings) if (mb.status === 'awaiting payment') mb.status = 'expired';
            } else if (s.kind === 'withdraw') {
              const amount = s.amount ?? model.balance;
              const done = await attempt(
                withdraw(container.wallet, {
                  userId: vendor.userId,
                  bankAccountId: account,
                  ...(s.amount === null ? {} : { amount: s.amount / 100 }),
                }),
              );
              expect(done, 'withdrawal allowed').toBe(
                model.balance >= WITHDRAW_MIN && amount >= WITHDRAW_MIN && amount <= model.balance,
              );
              if (done) {
                const [latest] = await db
                  .selectFrom('withdrawals')
                  .select('id')
                  .orderBy('id', 'desc')
                  .limit(1)
                  .execute();
                model.withdrawals.push({ id: latest!.id, amount, status: 'pending' });
                model.balance -= amount;
              }
            } else if (s.kind === 'payout') {
              // Half the time at a withdrawal still being paid out, else at any (settled ones refuse).
              const waiting = model.withdrawals.filter((w) => w.status === 'pending');
              const among = s.aim && waiting.length ? waiting : model.withdrawals;
              const w = among[s.pick % Math.max(among.length, 1)];
              if (!w) continue;
              const changed = await settleWithdrawal(container.wallet, {
                id: w.id,
                status: s.outcome === 'paid' ? 'paid' : 'failed',
                reversed: s.outcome === 'reversed',
              });
              // Paid or failed once; a paid transfer can still be reversed; nothing leaves 'failed'.
              const expected = w.status === 'pending' || (w.status === 'paid' && s.outcome === 'reversed');
              expect(changed, `payout ${s.outcome} of a ${w.status} withdrawal`).toBe(expected);
              if (expected) {
                if (s.outcome === 'paid') w.status = 'paid';
                else {
                  w.status = 'failed';
                  model.balance += w.amount;
                }
              }
            } else if (b && s.kind === 'accept') {
              const allowed = b.status === 'pending';
              expect(
                await attempt(act(container.bookings, { userId: vendor.userId, id: b.id, action: 'accept' })),
              ).toBe(allowed);
              if (allowed) b.status = 'approved';
            } else if (b && s.kind === 'reject') {
              const allowed = b.status === 'pending';
              expect(
                await attempt(act(container.bookings, { userId: vendor.userId, id: b.id, action: 'reject' })),
              ).toBe(allowed);
              if (allowed) model.end(b, 'rejected', 0);
            } else if (b && s.kind === 'noShow') {
              // The appointment time has come and gone without the customer.
              await db
                .updateTable('bookings')
                .set({ starts_at: new Date(model.now - HOUR).toISOString() })
                .where('id', '=', b.id)
                .where('status', '=', 'approved')
                .execute();
              const allowed = b.status === 'approved';
              if (allowed) b.start = model.now - HOUR;
              expect(
                await attempt(act(container.bookings, { userId: vendor.userId, id: b.id, action: 'noShow' })),
              ).toBe(allowed);
              if (allowed) model.end(b, 'no show', model.percentOf(b.paid, POLICY.no_show_fee_percent));
            } else if (b && s.kind === 'finish') {
              // The service happens; the customer's review confirms it.
              await db
                .updateTable('bookings')
                .set({ status: 'awaiting review' })
                .where('id', '=', b.id)
                .where('status', '=', 'approved')
                .execute();
              const allowed = b.status === 'approved' || b.status === 'awaiting review';
              const reviewed = await attempt(
                review(container.customer, {
                  customerId,
                  bookingId: b.id,
                  body: { rating: 5, comment: 'Good' },
                }),
              );
              expect(reviewed).toBe(allowed);
              if (allowed) model.complete(b);
            } else if (b && s.kind === 'checkout') {
              // The service happens at the chair; the rest of the price and a tip are paid there.
              await db
                .updateTable('bookings')
                .set({ status: 'ongoing' })
                .where('id', '=', b.id)
                .where('status', '=', 'approved')
                .execute();
              // An approved booking is completed with its checkout; a done one is checked out after, once.
              const done = b.status === 'awaiting review' || b.status === 'completed';
              const allowed = b.status === 'approved' || (done && !b.checkout);
              const total = PRICE - b.paid + s.tip;
              const cash = Math.floor(total * s.cashShare);
              const lines = [
                { method: 'cash' as const, amount: cash / 100 },
                { method: 'transfer' as const, amount: (total - cash) / 100 },
              ].filter((l) => l.amount > 0);
              const recorded = await tryTo(
                recordCheckout(container.checkout, {
                  userId: vendor.userId,
                  bookingId: b.id,
                  body: { tip: s.tip / 100, payments: lines },
                }),
              );
              expect(recorded.done, `checkout of a ${b.status} booking`).toBe(allowed);
              if (recorded.done) {
                if (b.status === 'approved') b.status = 'awaiting review';
                b.checkout = { id: recorded.value.data.id, cash, transfer: total - cash, tip: s.tip };
                model.shopTaken.cash += cash;
                model.shopTaken.transfer += total - cash;
                model.shopTaken.tips += s.tip;
                model.shopTaken.checkouts += 1;
              }
            } else if (s.kind === 'void') {
              const checkedOut = model.bookings.filter((mb) => mb.checkout);
              const mb = checkedOut[s.pick % Math.max(checkedOut.length, 1)];
              if (!mb?.checkout) continue;
              const { id, cash, transfer, tip } = mb.checkout;
              expect(
                await attempt(
                  correctCheckout(container.checkout, {
                    userId: vendor.userId,
                    checkoutId: id,
                    body: { kind: 'void', reason: 'Wrong client' },
                  }),
                ),
              ).toBe(true);
              // Voided once: the same checkout refuses a second void.
              expect(
                await attempt(
                  correctCheckout(container.checkout, {
                    userId: vendor.userId,
                    checkoutId: id,
                    body: { kind: 'void', reason: 'Again' },
                  }),
                ),
              ).toBe(false);
              mb.checkout = null;
              model.shopTaken.cash -= cash;
              model.shopTaken.transfer -= transfer;
              model.shopTaken.tips -= tip;
              model.shopTaken.refunds += cash + transfer;
              model.shopTaken.checkouts -= 1;
            } else if (b && s.kind === 'cancel') {
              const allowed = model.vendorMayCancel(b);
              expect(
                await attempt(
                  cancel(container.bookings, {
                    userId: vendor.userId,
                    id: b.id,
                    body: { comment: 'Closed' },
                  }),
                ),
              ).toBe(allowed);
              // Unpaid, it is cancelled at once; paid, it waits for the customer, who approves.
              const waits = allowed && b.paid > 0;
              expect(
                await attempt(
                  answerVendorCancel(container.customer, { customerId, bookingId: b.id, accept: true }),
                ),
              ).toBe(waits);
              if (allowed) model.end(b, 'cancelled', 0);
            } else if (b && s.kind === 'customerCancel') {
              // A pending request is withdrawn at once; an approved booking asks the vendor, who accepts.
              const from = b.status;
              const kept = model.customerCancelKept(b);
              expect(
                await attempt(
                  requestCancel(container.customer, { customerId, bookingId: b.id, comment: 'Sorry' }),
                ),
              ).toBe(from === 'pending' || from === 'approved');
              expect(
                await attempt(
                  act(container.bookings, { userId: vendor.userId, id: b.id, action: 'acceptCancel' }),
                ),
              ).toBe(from === 'approved');
              if (from === 'pending' || from === 'approved') model.end(b, 'cancelled', kept);
            }

            // ---- The API and the ledger against the model ----
            const naira = (kobo: number) => kobo / 100;
            const wallet = (await walletFigures(container.wallet, { userId: vendor.userId })).data[0]![0]!;
            expect(wallet).toEqual({
              account_balance: naira(model.balance),
              withdraw: naira(model.paidOut()),
              withdraw_pending: naira(model.payingOut()),
              pending: naira(model.pending),
              cancelled: naira(model.refunded),
            });
            expect(await bucketSums(db, vendor.userId)).toEqual({
              pending: model.pending,
              balance: model.balance,
              withdrawn: model.paidOut() + model.payingOut(),
              cancelled: model.refunded,
            });
            expect(model.balance).toBeGreaterThanOrEqual(0);
            expect(model.pending).toBeGreaterThanOrEqual(0);

            const rows = await db
              .selectFrom('bookings')
              .select(['id', 'status', 'amount_paid', 'deposit_kept'])
              .orderBy('id')
              .execute();
            expect(rows).toEqual(
              model.bookings.map((mb) => ({
                id: mb.id,
                status: mb.status,
                amount_paid: mb.paid,
                deposit_kept: mb.kept,
              })),
            );
            // The shop's book: what the chair took, apart from the wallet; the deposits it applied
            // are the ledger's own (what each checked-out booking paid online); no entry ever changed.
            const shopBook = (
              await takings(container.checkout, {
                userId: vendor.userId,
                from: '2026-11-01',
                to: '2026-12-31',
              })
            ).data.total;
            expect(shopBook).toMatchObject({
              cash_in_drawer: naira(model.shopTaken.cash),
              tips: naira(model.shopTaken.tips),
              refunds: naira(model.shopTaken.refunds),
              in_shop: naira(model.shopTaken.cash + model.shopTaken.transfer),
              checkouts: model.shopTaken.checkouts,
              deposits_applied: naira(
                model.bookings.reduce((sum, mb) => sum + (mb.checkout ? mb.paid : 0), 0),
              ),
            });
            expect(shopBook.methods.transfer.net).toBe(naira(model.shopTaken.transfer));
            const entries = await db.selectFrom('shop_book_entries').selectAll().orderBy('id').execute();
            const lines = await db.selectFrom('shop_book_payments').selectAll().orderBy('id').execute();
            expect(entries.slice(0, seenEntries.length)).toEqual(seenEntries);
            expect(lines.slice(0, seenLines.length)).toEqual(seenLines);
            seenEntries = entries;
            seenLines = lines;

            // Every kobo refunded went back through the provider, once.
            await container.refunds.sender.settled();
            const refunds = await db.selectFrom('refunds').select(['amount', 'status']).execute();
            expect(refunds.reduce((sum, r) => sum + r.amount, 0)).toBe(model.refunded);
            expect(refunds.every((r) => r.status === 'processed')).toBe(true);
          }

          // Once per sequence: the month's statement explains the wallet line by line (issue 35)…
          const statement = (await walletStatement(container.wallet, { userId: vendor.userId })).data;
          const wallet = (await walletFigures(container.wallet, { userId: vendor.userId })).data[0]![0]!;
          expect(statement.closing).toEqual({
            balance: wallet.account_balance,
            pending: wallet.pending,
            withdrawn: wallet.withdraw + wallet.withdraw_pending,
            cancelled: wallet.cancelled,
          });
          const lineKobo = (naira: number) => Math.round(naira * 100);
          let running = lineKobo(statement.opening.balance);
          for (const line of statement.lines) {
            running += lineKobo(line.amount_in) - lineKobo(line.amount_out);
            expect(lineKobo(line.balance)).toBe(running);
          }
          expect(running).toBe(model.balance);
          // …and the earnings and the withdrawals as the vendor sees them.
          const monthly = await monthlyEarnings(container.wallet, { userId: vendor.userId });
          expect(monthly.total).toBe(model.earned / 100);
          expect(monthly.data.at(-1)).toEqual({ month: '2026-11', amount: model.earned / 100 });
          const history = await withdrawalHistory(container.wallet, { userId: vendor.userId });
          expect(
            [...history.data]
              .sort((a, b) => a.id - b.id)
              .map(({ id, amount, fee, payout, status }) => ({ id, amount, fee, payout, status })),
          ).toEqual(
            model.withdrawals.map((w) => ({
              id: w.id,
              amount: w.amount / 100,
              fee: feeOf(w.amount) / 100,
              payout: (w.amount - feeOf(w.amount)) / 100,
              status: w.status,
            })),
          );
        } finally {
          await t.close();
        }
      }),
      { numRuns: 20 },
    );
  }, 180_000);
});
