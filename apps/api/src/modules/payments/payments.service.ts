import { randomBytes } from 'node:crypto';
import {
  formatDetails,
  koboToNaira,
  PAYMENT_MESSAGES,
  PAYMENTS,
  type PaymentStatus,
  SYSTEM_TRANSITIONS,
  targetOf,
} from '@app/shared';
import type { Selectable } from 'kysely';
import type { Clock } from '../../adapters/clock.ts';
import type { PaymentProvider } from '../../adapters/payments.ts';
import type { Db, Transact, Trx } from '../../db/database.ts';
import { lockVendor } from '../../db/locks.ts';
import type { PaymentsTable } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { PaidBookingReads } from '../bookings/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { OutboxService } from '../outbox/index.ts';
import type { ClientMessagesService } from '../reminders/index.ts';
import type { LedgerWriter } from '../wallet/index.ts';
import type { PaymentsRepository } from './payments.repository.ts';

type Payment = Selectable<PaymentsTable>;

const newReference = () => `PAY-${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x').toUpperCase()}`;

/** Expired checkouts read per query by the hold sweep, which pages through all that are due. */
const HOLD_PAGE = 200;

/** What a verified provider answer did to a checkout. */
export type ConfirmOutcome =
  | 'confirmed'
  | 'already'
  | 'refunded late'
  | 'failed'
  | 'pending'
  | 'mismatch'
  | 'refunded mismatch'
  | 'unknown';

const STATUS_SHOWN: Record<PaymentsTable['status'], PaymentStatus> = {
  initialized: 'awaiting payment',
  success: 'paid',
  failed: 'failed',
  expired: 'expired',
  refunded: 'refunded',
};

/**
 * Deposits (DESIGN §4): a checkout per booking group, held 15 minutes. Money moves only from
 * the provider's own answer to "verify this reference" — never from a request or webhook body —
 * and exactly once per reference, because each step is a conditional move of the payment row.
 */
export function paymentsService(deps: {
  db: Db;
  transact: Transact;
  payments: PaymentsRepository;
  bookings: PaidBookingReads;
  ledger: LedgerWriter;
  provider: PaymentProvider;
  outbox: OutboxService;
  notifications: NotificationsService;
  /** The client's messages: a confirmed hold may approve its bookings at once. */
  messages: Pick<ClientMessagesService, 'sync'>;
  clock: Clock;
  callbackUrl: string;
  log: (message: string, error?: unknown) => void;
}) {
  const {
    db,
    transact,
    payments,
    bookings,
    ledger,
    provider,
    outbox,
    notifications,
    messages,
    clock,
    callbackUrl,
    log,
  } = deps;

  /** With the confirmation: the vendor sees the paid booking arrive, as any new booking, and is alerted. */
  async function announce(trx: Trx, vendorId: number, held: { id: number }[], status: string) {
    const rows = await bookings.findMany(
      trx,
      vendorId,
      held.map((b) => b.id),
    );
    const [first] = rows.sort((x, y) => x.starts_at.localeCompare(y.starts_at));
    if (!first) return;
    await outbox.record(trx, [
      {
        topic: 'bookings',
        payload: { userId: vendorId, event: 'booking.created', ids: rows.map((r) => r.id) },
      },
    ]);
    await notifications.record(
      trx,
      vendorId,
      'service',
      status === 'approved' ? 'New booking' : 'New booking request',
      `${rows.map((r) => r.service_name).join(', ')} on ${formatDetails(first.starts_at)}, deposit paid.`,
      { email: true },
    );
  }

  /** Applies a successful, matching charge: confirms the hold, or refunds a payment that came too late. */
  async function applySuccess(payment: Payment, paidAt: string, providerId: string | null) {
    const outcome = await transact(async (trx) => {
      await lockVendor(trx, payment.user_id);
      const now = clock.now().toISOString();
      const stamp = { updated_at: now, paid_at: paidAt, provider_id: providerId };
      if (
        now < payment.expires_at &&
        (await payments.move(trx, payment.reference, ['initialized'], { status: 'success', ...stamp }))
      ) {
        const held = await payments.heldBookings(trx, payment.multiple_id);
        const { automatic_confirm_booking } = await payments.vendorRule(trx, payment.user_id);
        const status = targetOf(SYSTEM_TRANSITIONS.paymentConfirmed, {
          automaticConfirm: Boolean(automatic_confirm_booking),
        });
        await payments.releaseHold(trx, payment.multiple_id, status, now, true);
        await messages.sync(
          trx,
          held.map((b) => b.id),
        );
        await ledger.insertLedger(
          trx,
          held
            .filter((b) => b.deposit_due > 0)
            .map((b) => ({
              user_id: b.user_id,
              booking_id: b.id,
              withdrawal_id: null,
              kind: 'booking_paid' as const,
              bucket: 'pending' as const,
              amount: b.deposit_due,
              created_at: now,
            })),
        );
        await announce(trx, payment.user_id, held, status);
        return 'confirmed' as const;
      }
      // The hold ended (or the charge was declined first): the money goes back in full.
      if (
        await payments.move(trx, payment.reference, ['initialized', 'expired', 'failed'], {
          status: 'refunded',
          ...stamp,
        })
      ) {
        await payments.releaseHold(trx, payment.multiple_id, SYSTEM_TRANSITIONS.holdExpired.to, now, false);
        await payments.insertRefunds(trx, [
          {
            payment_id: payment.id,
            booking_id: null,
            amount: payment.amount,
            status: 'pending',
            created_at: now,
            updated_at: now,
          },
        ]);
        return 'refunded late' as const;
      }
      return 'already' as const;
    });
    if (outcome === 'refunded late')
      log(`payment ${payment.reference} arrived after its hold ended; refunded in full`);
    return outcome;
  }

  /**
   * A charge of another amount or currency than the checkout asked: it pays for nothing. The
   * checkout closes as a failed payment would (its held bookings leave 'awaiting payment') and
   * everything the provider took goes back to the customer.
   */
  async function refundMismatch(
    payment: Payment,
    takenKobo: number,
    paidAt: string,
    providerId: string | null,
    currency: string,
  ) {
    const refunded = await transact(async (trx) => {
      await lockVendor(trx, payment.user_id);
      const now = clock.now().toISOString();
      const moved = await payments.move(trx, payment.reference, ['initialized', 'expired', 'failed'], {
        status: 'refunded',
        updated_at: now,
        paid_at: paidAt,
        provider_id: providerId,
      });
      if (!moved) return false;
      await payments.releaseHold(trx, payment.multiple_id, SYSTEM_TRANSITIONS.paymentFailed.to, now, false);
      await payments.insertRefunds(trx, [
        {
          payment_id: payment.id,
          booking_id: null,
          amount: takenKobo,
          status: 'pending',
          created_at: now,
          updated_at: now,
        },
      ]);
      return true;
    });
    if (!refunded) return 'already' as const;
    log(
      `payment ${payment.reference} closed and refunded: the provider reports ${takenKobo} ${currency}, we asked for ${payment.amount} ${payment.currency}`,
    );
    return 'refunded mismatch' as const;
  }

  /** Ends a checkout without money: the held slots are free again. */
  async function close(payment: Payment, status: 'expired' | 'failed') {
    await transact(async (trx) => {
      const now = clock.now().toISOString();
      const rule = status === 'failed' ? SYSTEM_TRANSITIONS.paymentFailed : SYSTEM_TRANSITIONS.holdExpired;
      if (await payments.move(trx, payment.reference, ['initialized'], { status, updated_at: now }))
        await payments.releaseHold(trx, payment.multiple_id, rule.to, now, false);
    });
  }

  /**
   * Ends one open checkout whose hold is over, unless the provider says it was paid after all.
   * Whatever the provider answered, a checkout still open afterwards closes, so none stays due.
   */
  async function expire(reference: string) {
    await service.confirm(reference).catch((error) => {
      log(`verifying ${reference} before its hold ends failed`, error);
    });
    const payment = await payments.byReference(db, reference);
    if (payment?.status !== 'initialized') return false;
    await close(payment, 'expired');
    return true;
  }

  const service = {
    /**
     * A checkout for a deposit, in two steps: `record` writes the payment in the transaction that
     * holds the bookings (after their slots are checked under the vendor's lock), then `open`, after
     * commit and outside any transaction, opens it at the provider. A provider that does not answer
     * releases the hold, so no checkout is opened for a slot that was refused, and no slot is held
     * without a checkout.
     */
    checkout(request: {
      vendorId: number;
      customerId: number;
      email: string;
      multipleId: string;
      amountKobo: number;
    }) {
      const reference = newReference();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + PAYMENTS.holdMinutes * 60_000).toISOString();
      return {
        expiresAt,
        record: (trx: Trx) =>
          payments.insert(trx, {
            reference,
            user_id: request.vendorId,
            customer_id: request.customerId,
            multiple_id: request.multipleId,
            amount: request.amountKobo,
            currency: PAYMENTS.currency,
            status: 'initialized',
            provider: provider.name,
            // Known once the provider opens the checkout, just after this commits.
            authorization_url: '',
            expires_at: expiresAt,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          }),
        async open() {
          let authorizationUrl: string;
          try {
            ({ authorizationUrl } = await provider.initialize({
              reference,
              amountKobo: request.amountKobo,
              currency: PAYMENTS.currency,
              email: request.email,
              callbackUrl,
              metadata: { multiple_id: request.multipleId },
            }));
          } catch (error) {
            log(`opening checkout ${reference} failed; its hold is released`, error);
            const payment = await payments.byReference(db, reference);
            if (payment) await close(payment, 'failed');
            throw new AppError(
              'provider_unavailable',
              'Payment could not be started. Please try again in a moment.',
              { success: false },
            );
          }
          await payments.setAuthorizationUrl(db, reference, authorizationUrl);
          return {
            reference,
            amount: koboToNaira(request.amountKobo),
            currency: PAYMENTS.currency,
            authorization_url: authorizationUrl,
            expires_at: expiresAt,
            test_mode: provider.testMode,
          };
        },
      };
    },

    /** Asks the provider about a reference and applies its answer (webhook, return page and sweep all come here). */
    async confirm(reference: string): Promise<ConfirmOutcome> {
      const payment = await payments.byReference(db, reference);
      if (!payment) {
        log(`payment webhook for unknown reference ${reference} ignored`);
        return 'unknown';
      }
      if (payment.status === 'success' || payment.status === 'refunded') return 'already';
      const charge = await provider.verify(reference);
      if (charge.status === 'success') {
        if (charge.reference !== reference) {
          log(`payment ${reference} ignored: the provider answered about ${charge.reference}`);
          return 'mismatch';
        }
        const paidAt = charge.paidAt ?? clock.now().toISOString();
        if (charge.amountKobo !== payment.amount || charge.currency !== payment.currency)
          return refundMismatch(payment, charge.amountKobo, paidAt, charge.providerId, charge.currency);
        return applySuccess(payment, paidAt, charge.providerId);
      }
      if (charge.status === 'failed') {
        await close(payment, 'failed');
        return 'failed';
      }
      return 'pending';
    },

    /** Ends every hold whose 15 minutes are up, each after one last look at the provider; page by page. */
    async expireHolds() {
      const now = clock.now().toISOString();
      let expired = 0;
      let afterId = 0;
      for (;;) {
        const due = await payments.expiredCheckouts(db, now, afterId, HOLD_PAGE);
        for (const { reference } of due) if (await expire(reference)) expired += 1;
        if (due.length < HOLD_PAGE) return expired;
        afterId = due.at(-1)!.id;
      }
    },

    /** The customer's view; an open checkout is verified first, so a late webhook does not matter. */
    async statusForCustomer(customerId: number, reference: string) {
      if (!(await payments.ofCustomer(db, customerId, reference))) throw notFound('Payment not found');
      return service.status(reference);
    },

    /** The return page's view by reference (unguessable; it shows no personal data). */
    async status(reference: string) {
      let payment = await payments.byReference(db, reference);
      if (!payment) throw notFound('Payment not found');
      if (payment.status === 'initialized') {
        if (payment.expires_at <= clock.now().toISOString()) await expire(reference);
        else await service.confirm(reference).catch((error) => log(`verifying ${reference} failed`, error));
        payment = (await payments.byReference(db, reference)) ?? payment;
      }
      const status = STATUS_SHOWN[payment.status];
      return {
        success: true as const,
        reference,
        status,
        message: PAYMENT_MESSAGES[status],
        amount: koboToNaira(payment.amount),
        currency: payment.currency,
        multiple_id: payment.multiple_id,
        test_mode: payment.provider === 'sandbox' || provider.testMode,
      };
    },
  };
  return service;
}

export type PaymentsService = ReturnType<typeof paymentsService>;
