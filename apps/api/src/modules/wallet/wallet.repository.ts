import type { Db, DialectName } from '../../db/database.ts';
import type { WithdrawalsTable } from '../../db/schema.ts';
import { bucketSums, depositSums, insertLedger } from './ledger.repository.ts';

/** Queries for bank accounts, withdrawals and wallet figures; every one scoped to the vendor. */
export const walletRepository = (db: Db, dialect: DialectName) => ({
  sums: (userId: number) => bucketSums(db, userId),
  depositSums: (userId: number) => depositSums(db, userId),
  /** Bookings whose deposit was partly or wholly kept, by why. */
  feeCounts: async (userId: number) => {
    const rows = await db
      .selectFrom('bookings')
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .where('user_id', '=', userId)
      .where('deposit_kept', '>', 0)
      .where('status', 'in', ['no show', 'cancelled'])
      .groupBy('status')
      .execute();
    const count = (status: string) => Number(rows.find((r) => r.status === status)?.count ?? 0);
    return { noShows: count('no show'), lateCancellations: count('cancelled') };
  },
  /** Balance credits (released booking money and fees kept by the policy) since `from`. */
  releasedSince: (userId: number, from: string) =>
    db
      .selectFrom('ledger_entries')
      .select(['amount', 'created_at'])
      .where('user_id', '=', userId)
      .where('kind', 'in', ['released', 'fee_kept'])
      .where('bucket', '=', 'balance')
      .where('created_at', '>=', from)
      .execute(),

  bankAccounts: (userId: number) =>
    db
      .selectFrom('bank_accounts')
      .select(['id', 'bank_code', 'bank_name', 'account_no', 'account_name', 'created_at'])
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute(),
  bankAccount: (userId: number, id: number) =>
    db
      .selectFrom('bank_accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst(),
  insertBankAccount: (row: {
    user_id: number;
    bank_code: string;
    bank_name: string;
    account_no: string;
    account_name: string;
    created_at: string;
  }) => db.insertInto('bank_accounts').values(row).returning('id').executeTakeFirstOrThrow(),
  /** Soft delete: past withdrawals keep pointing at the account. */
  deleteBankAccount: async (userId: number, id: number, now: string) => {
    const result = await db
      .updateTable('bank_accounts')
      .set({ deleted_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  withdrawals: (filter: { userId?: number; status?: WithdrawalsTable['status']; id?: number } = {}) => {
    const { userId, status, id } = filter;
    let query = db
      .selectFrom('withdrawals')
      .innerJoin('bank_accounts', 'bank_accounts.id', 'withdrawals.bank_account_id')
      .innerJoin('users', 'users.id', 'withdrawals.user_id')
      .selectAll('withdrawals')
      .select([
        'bank_accounts.bank_name',
        'bank_accounts.account_no',
        'bank_accounts.account_name',
        'users.email',
      ]);
    if (userId !== undefined) query = query.where('withdrawals.user_id', '=', userId);
    if (status) query = query.where('withdrawals.status', '=', status);
    if (id !== undefined) query = query.where('withdrawals.id', '=', id);
    return query.orderBy('withdrawals.id', 'desc').limit(500).execute();
  },

  storedAnswer: (userId: number, key: string) =>
    db
      .selectFrom('idempotency_keys')
      .select(['status_code', 'body'])
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst(),

  /**
   * Takes the whole balance in one transaction with the vendor locked: reads the ledger, refuses
   * below the minimum, writes the withdrawal, its ledger rows and the idempotency answer together.
   */
  withdraw: (
    userId: number,
    bankAccountId: number,
    now: string,
    plan: (balance: number) => { amount: number; fee: number; vat: number; payout: number },
    answer: (withdrawalId: number) => { status_code: number; body: string },
    idempotencyKey?: string,
  ) =>
    db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') {
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      }
      const { balance } = await bucketSums(trx, userId);
      const money = plan(balance);
      const { id } = await trx
        .insertInto('withdrawals')
        .values({
          user_id: userId,
          bank_account_id: bankAccountId,
          ...money,
          status: 'pending',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const entry = {
        user_id: userId,
        booking_id: null,
        withdrawal_id: id,
        kind: 'withdrawal' as const,
        created_at: now,
      };
      await insertLedger(trx, [
        { ...entry, bucket: 'balance', amount: -money.amount },
        { ...entry, bucket: 'withdrawn', amount: money.amount },
      ]);
      const stored = answer(id);
      if (idempotencyKey) {
        await trx
          .insertInto('idempotency_keys')
          .values({ user_id: userId, key: idempotencyKey, ...stored, created_at: now })
          .execute();
      }
      return { id, ...money };
    }),

  /** Marks a payout's outcome; a failure puts the money back in the balance, once. */
  settle: (
    id: number,
    outcome: {
      status: 'processing' | 'paid' | 'failed';
      reference?: string;
      reason?: string;
      reversed?: boolean;
    },
    now: string,
  ) =>
    db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('withdrawals')
        .set({
          status: outcome.status,
          ...(outcome.reference ? { provider_reference: outcome.reference } : {}),
          failure_reason: outcome.reason ?? null,
          updated_at: now,
        })
        .where('id', '=', id)
        // A paid transfer can still be reversed; nothing leaves 'failed'.
        .where(
          'status',
          'in',
          outcome.reversed ? ['pending', 'processing', 'paid'] : ['pending', 'processing'],
        )
        .returning(['user_id', 'amount'])
        .executeTakeFirst();
      if (updated && outcome.status === 'failed') {
        const entry = {
          user_id: updated.user_id,
          booking_id: null,
          withdrawal_id: id,
          kind: 'withdrawal_failed' as const,
          created_at: now,
        };
        await insertLedger(trx, [
          { ...entry, bucket: 'withdrawn', amount: -updated.amount },
          { ...entry, bucket: 'balance', amount: updated.amount },
        ]);
      }
      return Boolean(updated);
    }),
});

export type WalletRepository = ReturnType<typeof walletRepository>;
