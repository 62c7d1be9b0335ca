import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { PaymentsTable, RefundsTable } from '../../db/schema.ts';

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
  /** Checkouts still open whose hold has ended. */
  expiredCheckouts: (ex: Executor, now: string) =>
    ex
      .selectFrom('payments')
      .select('reference')
      .where('status', '=', 'initialized')
      .where('expires_at', '<=', now)
      .orderBy('id')
      .limit(200)
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
  vendorRule: (ex: Executor, userId: number) =>
    ex
      .selectFrom('users')
      .select(['automatic_confirm_booking'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),

  insertRefunds: async (ex: Executor, rows: Insertable<RefundsTable>[]) => {
    if (rows.length) await ex.insertInto('refunds').values(rows).execute();
  },
  /** Refunds the provider has not taken yet, oldest first. */
  unsentRefunds: (ex: Executor, maxAttempts: number) =>
    ex
      .selectFrom('refunds')
      .innerJoin('payments', 'payments.id', 'refunds.payment_id')
      .select(['refunds.id', 'refunds.amount', 'refunds.attempts', 'payments.reference'])
      .where('refunds.status', '=', 'pending')
      .where('refunds.attempts', '<', maxAttempts)
      .orderBy('refunds.id')
      .limit(100)
      .execute(),
  /** Moves a refund out of `from`; false when another process holds it. */
  moveRefund: async (
    ex: Executor,
    where: { id: number } | { provider_reference: string },
    from: readonly RefundsTable['status'][],
    changes: Partial<Pick<RefundsTable, 'status' | 'provider_reference' | 'last_error' | 'updated_at'>> & {
      attempts?: number;
    },
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
