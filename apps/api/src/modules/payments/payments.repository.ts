import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { PaymentsTable, PaymentTransfersTable, RefundsTable } from '../../db/schema.ts';

type PaymentStatus = PaymentsTable['status'];

/** Queries for deposits, their bookings and refunds; each runs on the executor it is given. */
export const paymentsRepository = () => ({
  insert: (ex: Executor, row: Insertable<PaymentsTable>) => ex.insertInto('payments').values(row).execute(),
  byReference: (ex: Executor, reference: string) =>
    ex.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst(),
  ofCustomer: (ex: Executor, customerId: number, reference: string) =>
    ex
      .selectFrom('payments')
      .selectAll()
      .where('reference', '=', reference)
      .where('customer_id', '=', customerId)
      .executeTakeFirst(),
  /** Moves a payment out of one of `from`; false when another delivery or the sweep got there first. */
  move: async (
    ex: Executor,
    reference: string,
    from: readonly PaymentStatus[],
    changes: {
      status: PaymentStatus;
      updated_at: string;
      paid_at?: string | null;
      provider_id?: string | null;
    },
  ) => {
    const result = await ex
      .updateTable('payments')
      .set(changes)
      .where('reference', '=', reference)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
  byId: (ex: Executor, id: number) =>
    ex.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst(),

  /** A checkout's transfer account (issue 35), by the checkout or by the transfer charge's reference. */
  transferOf: (ex: Executor, paymentId: number) =>
    ex.selectFrom('payment_transfers').selectAll().where('payment_id', '=', paymentId).executeTakeFirst(),
  transferByReference: (ex: Executor, reference: string) =>
    ex.selectFrom('payment_transfers').selectAll().where('reference', '=', reference).executeTakeFirst(),
  /** Kept once per checkout: a second opening (another tab) loses on payment_id's unique key. */
  insertTransfer: (ex: Executor, row: Insertable<PaymentTransfersTable>) =>
    ex.insertInto('payment_transfers').values(row).execute(),
  /** Moves a transfer charge out of one of `from`; false when another delivery got there first. */
  settleTransfer: async (
    ex: Executor,
    id: number,
    from: readonly PaymentTransfersTable['status'][],
    changes: Partial<Pick<PaymentTransfersTable, 'status' | 'received' | 'provider_id' | 'updated_at'>>,
  ) => {
    const result = await ex
      .updateTable('payment_transfers')
      .set(changes)
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
  /** A checkout closed unpaid: its transfer account, if open, ends with it. */
  expireTransfer: (ex: Executor, paymentId: number, now: string) =>
    ex
      .updateTable('payment_transfers')
      .set({ status: 'expired', updated_at: now })
      .where('payment_id', '=', paymentId)
      .where('status', '=', 'open')
      .execute(),
  /** The e-mail the provider asks of a transfer charge: the paying customer's. */
  payerEmail: async (ex: Executor, customerId: number) =>
    (await ex.selectFrom('customers').select('email').where('id', '=', customerId).executeTakeFirst())?.email,
  /** Whether a charge that did not pay this checkout was already sent back. */
  chargeRefunded: async (ex: Executor, paymentId: number, chargeReference: string) =>
    Boolean(
      await ex
        .selectFrom('refunds')
        .select('id')
        .where('payment_id', '=', paymentId)
        .where('charge_reference', '=', chargeReference)
        .executeTakeFirst(),
    ),

  /** The provider's checkout page, known once the checkout is opened there. */
  setAuthorizationUrl: (ex: Executor, reference: string, url: string) =>
    ex.updateTable('payments').set({ authorization_url: url }).where('reference', '=', reference).execute(),
  /** A page of checkouts still open whose hold has ended, after id `afterId` (the sweep pages through all). */
  expiredCheckouts: (ex: Executor, now: string, afterId: number, limit: number) =>
    ex
      .selectFrom('payments')
      .select(['id', 'reference'])
      .where('status', '=', 'initialized')
      .where('expires_at', '<=', now)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute(),

  /** The bookings a checkout holds. */
  heldBookings: (ex: Executor, multipleId: string) =>
    ex
      .selectFrom('bookings')
      .select(['id', 'user_id', 'deposit_due', 'service_name', 'starts_at'])
      .where('multiple_id', '=', multipleId)
      .where('status', '=', 'awaiting payment')
      .orderBy('starts_at')
      .execute(),
  /** A verified deposit: each held booking is paid its own deposit and leaves the hold. */
  releaseHold: async (ex: Executor, multipleId: string, status: string, now: string, paid: boolean) => {
    const result = await ex
      .updateTable('bookings')
      .set((eb) => ({
        status,
        hold_expires_at: null,
        updated_at: now,
        ...(paid ? { amount_paid: eb.ref('deposit_due') } : {}),
      }))
      .where('multiple_id', '=', multipleId)
      .where('status', '=', 'awaiting payment')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },
  /** The slots a hold's bookings took: what its end frees for the waitlist. */
  heldSlots: (ex: Executor, multipleId: string) =>
    ex
      .selectFrom('bookings')
      .select(['user_id', 'service_id', 'staff_id', 'starts_at', 'ends_at'])
      .where('multiple_id', '=', multipleId)
      .execute(),
  vendorRule: (ex: Executor, userId: number) =>
    ex
      .selectFrom('users')
      .select(['automatic_confirm_booking'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),

  insertRefunds: async (ex: Executor, rows: Insertable<RefundsTable>[]) => {
    if (rows.length) await ex.insertInto('refunds').values(rows).execute();
  },
  /**
   * Refunds the provider has not taken yet, oldest first, after id `afterId`: waiting ones, and
   * ones whose sender's claim is older than `staleBefore` (its process died mid-call).
   */
  dueRefunds: (ex: Executor, maxAttempts: number, staleBefore: string, afterId: number, limit: number) =>
    ex
      .selectFrom('refunds')
      .innerJoin('payments', 'payments.id', 'refunds.payment_id')
      // A checkout paid by transfer is refunded on the transfer's charge.
      .leftJoin('payment_transfers as paid_by', (join) =>
        join.onRef('paid_by.payment_id', '=', 'payments.id').on('paid_by.status', '=', 'paid'),
      )
      .select((eb) => [
        'refunds.id',
        'refunds.payment_id',
        'refunds.amount',
        'refunds.attempts',
        // The charge refunded: the one named, else the one that paid the checkout.
        eb.fn
          .coalesce('refunds.charge_reference', 'paid_by.reference', 'payments.reference')
          .$castTo<string>()
          .as('reference'),
        // The paying charge's provider id; a named charge is looked up by its reference.
        eb
          .case()
          .when('refunds.charge_reference', 'is', null)
          .then(eb.ref('payments.provider_id'))
          .else(null)
          .end()
          .as('provider_id'),
      ])
      .where((eb) =>
        eb.or([
          eb('refunds.status', '=', 'pending'),
          eb.and([eb('refunds.status', '=', 'sending'), eb('refunds.updated_at', '<=', staleBefore)]),
        ]),
      )
      .where('refunds.attempts', '<', maxAttempts)
      .where('refunds.id', '>', afterId)
      .orderBy('refunds.id')
      .limit(limit)
      .execute(),
  /** Takes a due refund for one attempt (counted now, so a sender that keeps dying still runs out). */
  claimRefund: async (ex: Executor, id: number, staleBefore: string, now: string) => {
    const result = await ex
      .updateTable('refunds')
      .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), updated_at: now }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'pending'),
          eb.and([eb('status', '=', 'sending'), eb('updated_at', '<=', staleBefore)]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
  /** The provider's references of a payment's refunds we already know of. */
  knownRefundReferences: async (ex: Executor, paymentId: number) =>
    (
      await ex
        .selectFrom('refunds')
        .select('provider_reference')
        .where('payment_id', '=', paymentId)
        .where('provider_reference', 'is not', null)
        .execute()
    ).map((r) => r.provider_reference),
  /**
   * Refunds an operator must look at: failed at the provider, out of attempts, or claimed by a
   * sender for longer than `staleBefore` allows (newest first).
   */
  stuckRefunds: (ex: Executor, maxAttempts: number, staleBefore: string) =>
    ex
      .selectFrom('refunds')
      .innerJoin('payments', 'payments.id', 'refunds.payment_id')
      .innerJoin('users', 'users.id', 'payments.user_id')
      .select([
        'refunds.id',
        'refunds.amount',
        'refunds.status',
        'refunds.attempts',
        'refunds.last_error',
        'refunds.updated_at',
        'payments.reference',
        'payments.currency',
        'users.email',
      ])
      .where((eb) =>
        eb.or([
          eb('refunds.status', '=', 'failed'),
          eb.and([
            eb('refunds.status', 'in', ['pending', 'sending']),
            eb('refunds.attempts', '>=', maxAttempts),
          ]),
          eb.and([eb('refunds.status', '=', 'sending'), eb('refunds.updated_at', '<=', staleBefore)]),
        ]),
      )
      .orderBy('refunds.id', 'desc')
      .limit(500)
      .execute(),
  /** Moves a refund out of `from`; false when another process holds it. */
  moveRefund: async (
    ex: Executor,
    where: { id: number } | { provider_reference: string },
    from: readonly RefundsTable['status'][],
    changes: Partial<Pick<RefundsTable, 'status' | 'provider_reference' | 'last_error' | 'updated_at'>>,
  ) => {
    let query = ex
      .updateTable('refunds')
      .set(changes)
      .where('status', 'in', [...from]);
    query =
      'id' in where
        ? query.where('id', '=', where.id)
        : query.where('provider_reference', '=', where.provider_reference);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
});

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
