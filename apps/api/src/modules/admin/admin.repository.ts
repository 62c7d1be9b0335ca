import type { Db } from '../../db/database.ts';

/** Queries the operator command line needs beyond the services: accounts by e-mail and one withdrawal. */
export const adminRepository = (db: Db) => ({
  userByEmail: (email: string) =>
    db
      .selectFrom('users')
      .select(['id', 'email', 'nin_number', 'nin_verified', 'account_active', 'disabled'])
      .where('email', '=', email)
      .executeTakeFirst(),
  setFlags: (userId: number, changes: { account_active?: number; disabled?: number }, now: string) =>
    db
      .updateTable('users')
      .set({ ...changes, updated_at: now })
      .where('id', '=', userId)
      .execute(),
  /** Signs the account out everywhere; answers how many sessions ended. */
  revokeTokens: async (userId: number) => {
    const result = await db.deleteFrom('auth_tokens').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
  withdrawal: (id: number) =>
    db
      .selectFrom('withdrawals')
      .innerJoin('users', 'users.id', 'withdrawals.user_id')
      .innerJoin('bank_accounts', 'bank_accounts.id', 'withdrawals.bank_account_id')
      .select([
        'withdrawals.id',
        'withdrawals.status',
        'withdrawals.amount',
        'withdrawals.payout',
        'users.email',
        'bank_accounts.bank_name',
        'bank_accounts.account_no',
        'bank_accounts.account_name',
      ])
      .where('withdrawals.id', '=', id)
      .executeTakeFirst(),
});

export type AdminRepository = ReturnType<typeof adminRepository>;
