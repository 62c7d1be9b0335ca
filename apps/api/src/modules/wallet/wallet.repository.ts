import type { Insertable } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { WithdrawalsTable } from '../../db/schema.ts';
import { bucketSums, depositSums, statementEntries, walletSums } from './ledger.repository.ts';

/** Queries for bank accounts, withdrawals and wallet figures; every one scoped to the vendor. */
/** A withdrawal with the account it pays and its vendor's e-mail, as every listing shows it. */
const withdrawalRows = (ex: Executor) =>
  ex
    .selectFrom('withdrawals')
    .innerJoin('bank_accounts', 'bank_accounts.id', 'withdrawals.bank_account_id')
    .innerJoin('users', 'users.id', 'withdrawals.user_id')
    .selectAll('withdrawals')
    .select([
      'bank_accounts.bank_code',
      'bank_accounts.bank_name',
      'bank_accounts.account_no',
      'bank_accounts.account_name',
      'users.email',
    ]);

export const walletRepository = (db: Db) => ({
  sums: (userId: number) => walletSums(db, userId),
  /** Each bucket's sum before `before` (a statement's opening figures). */
  sumsBefore: (userId: number, before: string) => bucketSums(db, userId, before),
  statementEntries: (userId: number, from: string, to: string) => statementEntries(db, userId, from, to),
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
  /**
   * Earnings from `from` up to `to`: the balance credits of released booking money and of fees
   * kept by the policy (not a failed withdrawal's money coming back), as the ledger dates them.
   */
  earnedBetween: (userId: number, from: string, to: string) =>
    db
      .selectFrom('ledger_entries')
      // The team member of the booking it came from, for revenue by staff.
      .leftJoin('bookings', 'bookings.id', 'ledger_entries.booking_id')
      .leftJoin('staff', 'staff.id', 'bookings.staff_id')
      .select([
        'ledger_entries.amount',
        'ledger_entries.created_at',
        'staff.id as staff_id',
        'staff.name as staff_name',
      ])
      .where('ledger_entries.user_id', '=', userId)
      .where('ledger_entries.kind', 'in', ['released', 'fee_kept'])
      .where('ledger_entries.bucket', '=', 'balance')
      .where('ledger_entries.created_at', '>=', from)
      .where('ledger_entries.created_at', '<', to)
      .execute(),

  bankAccounts: (userId: number) =>
    db
      .selectFrom('bank_accounts')
      .select(['id', 'bank_code', 'bank_name', 'account_no', 'account_name', 'name_mismatch', 'created_at'])
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
  insertBankAccount: (
    ex: Executor,
    row: {
      user_id: number;
      bank_code: string;
      bank_name: string;
      account_no: string;
      account_name: string;
      name_mismatch: number;
      created_at: string;
    },
  ) => ex.insertInto('bank_accounts').values(row).returning('id').executeTakeFirstOrThrow(),
  /** Soft delete: past withdrawals keep pointing at the account. Answers the account removed, if any. */
  deleteBankAccount: (ex: Executor, userId: number, id: number, now: string) =>
    ex
      .updateTable('bank_accounts')
      .set({ deleted_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returning(['bank_name', 'account_no'])
      .executeTakeFirst(),

  withdrawals: (
    ex: Executor,
    filter: { userId?: number; status?: WithdrawalsTable['status']; id?: number } = {},
  ) => {
    const { userId, status, id } = filter;
    let query = withdrawalRows(ex);
    if (userId !== undefined) query = query.where('withdrawals.user_id', '=', userId);
    if (status) query = query.where('withdrawals.status', '=', status);
    if (id !== undefined) query = query.where('withdrawals.id', '=', id);
    return query.orderBy('withdrawals.id', 'desc').limit(500).execute();
  },

  /** Payouts unsettled and untouched since `staleBefore` (the oldest first): the reconciler's work. */
  staleWithdrawals: (staleBefore: string, limit: number) =>
    withdrawalRows(db)
      .where('withdrawals.status', 'in', ['pending', 'processing'])
      .where('withdrawals.updated_at', '<=', staleBefore)
      .orderBy('withdrawals.id')
      .limit(limit)
      .execute(),
  /** Takes a stale payout for one look at the provider; false when another process took it first. */
  touchWithdrawal: async (id: number, seen: string, now: string) => {
    const result = await db
      .updateTable('withdrawals')
      .set({ updated_at: now })
      .where('id', '=', id)
      .where('updated_at', '=', seen)
      .where('status', 'in', ['pending', 'processing'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  balance: async (ex: Executor, userId: number) => (await bucketSums(ex, userId)).balance,
  insertWithdrawal: async (ex: Executor, row: Insertable<WithdrawalsTable>) =>
    (await ex.insertInto('withdrawals').values(row).returning('id').executeTakeFirstOrThrow()).id,
  /** Moves a withdrawal to its outcome unless it already left `from`; answers its owner and amount. */
  moveWithdrawal: (
    ex: Executor,
    id: number,
    from: readonly WithdrawalsTable['status'][],
    changes: Pick<WithdrawalsTable, 'status' | 'failure_reason' | 'updated_at'> & {
      provider_reference?: string;
    },
  ) =>
    ex
      .updateTable('withdrawals')
      .set(changes)
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .returning(['user_id', 'amount'])
      .executeTakeFirst(),
});

export type WalletRepository = ReturnType<typeof walletRepository>;
