import { type BankAccountBody, depositSummaryResponse } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiWithStatus } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

/** SPEC §3 Wallet, in NGN. */
export type Wallet = { balance: number; withdrawn: number; pending: number; cancelled: number };

export type WithdrawalStatus = 'pending' | 'processing' | 'paid' | 'failed';
export type Withdrawal = {
  id: number;
  amount: number;
  fee: number;
  payout: number;
  status: WithdrawalStatus;
  bank_name: string;
  account_no: string;
  created_at: string;
};

export type BankAccount = {
  id: number;
  bank_code: string;
  bank_name: string;
  /** Already redacted by the server ('******1234'). */
  account_no: string;
  account_name: string;
  created_at: string;
};

export type Bank = { code: string; name: string };
export type MonthlyEarning = { month: string; amount: number };

type WalletRow = {
  account_balance?: number | string;
  withdraw?: number | string;
  pending?: number | string;
  cancelled?: number | string;
};
type WalletAnswer = { data?: [[WalletRow?]?] };

const num = (value: unknown) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

export const walletKeys = {
  all: ['wallet'] as const,
  wallet: (userId: number | null) => ['wallet', userId] as const,
  lastMonth: (userId: number | null) => ['wallet', 'last-month', userId] as const,
  monthly: (userId: number | null) => ['wallet', 'monthly', userId] as const,
  withdrawals: (userId: number | null) => ['wallet', 'withdrawals', userId] as const,
  deposits: (userId: number | null) => ['wallet', 'deposits', userId] as const,
  banks: ['banks'] as const,
  accounts: (userId: number | null) => ['bank-accounts', userId] as const,
};

/** GET getUserWallet → data[0][0] (SPEC §7). Failures are silent: the loader just stops. */
export function useWallet(enabled = true) {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: walletKeys.wallet(userId),
    enabled: enabled && userId != null,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<Wallet> => {
      const row = (await api<WalletAnswer>('getUserWallet', { signal })).data?.[0]?.[0] ?? {};
      return {
        balance: num(row.account_balance),
        withdrawn: num(row.withdraw),
        pending: num(row.pending),
        cancelled: num(row.cancelled),
      };
    },
  });
}

/** The header's balance; 0 until loaded or on failure. */
export function useWalletBalance(enabled = true): number {
  return useWallet(enabled).data?.balance ?? 0;
}

/** GET lastMonthDiffWeb → data.data[0], a rounded percentage. */
export function useLastMonthDiff() {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: walletKeys.lastMonth(userId),
    enabled: userId != null,
    queryFn: async ({ signal }) => {
      const answer = await api<{ data?: { data?: unknown[] } }>('lastMonthDiffWeb', { signal });
      return Math.round(num(answer.data?.data?.[0]));
    },
  });
}

export function useMonthlyEarnings() {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: walletKeys.monthly(userId),
    enabled: userId != null,
    queryFn: async ({ signal }) => {
      const answer = await api<{ data?: MonthlyEarning[] }>('earnings/monthly', { signal });
      return (answer.data ?? []).map((m) => ({ month: m.month, amount: num(m.amount) }));
    },
  });
}

/** GET earnings/deposits: deposits paid, the fees the policy kept and what went back to customers. */
export function useDepositSummary() {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: walletKeys.deposits(userId),
    enabled: userId != null,
    queryFn: async ({ signal }) =>
      depositSummaryResponse.parse(await api<unknown>('earnings/deposits', { signal })).data,
  });
}

export function useWithdrawals() {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: walletKeys.withdrawals(userId),
    enabled: userId != null,
    queryFn: async ({ signal }) => (await api<{ data?: Withdrawal[] }>('withdrawals', { signal })).data ?? [],
  });
}

export function useBanks() {
  return useQuery({
    queryKey: walletKeys.banks,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => (await api<{ data?: Bank[] }>('banks', { signal })).data ?? [],
  });
}

export function useBankAccounts(enabled = true) {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: walletKeys.accounts(userId),
    enabled: enabled && userId != null,
    queryFn: async ({ signal }) =>
      (await api<{ data?: BankAccount[] }>('bankaccounts', { signal })).data ?? [],
  });
}

export function useAddBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BankAccountBody) =>
      api<{ success: boolean; message?: string }>('bankaccounts', { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['bank-accounts'] }),
  });
}

export function useDeleteBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ success: boolean; message?: string }>(`bankaccounts/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['bank-accounts'] }),
  });
}

/**
 * POST withdrawalrequest (SPEC §7): success only when the status is 200. The idempotency key is made
 * once per dialog submit by the caller, so a retried request cannot pay out twice.
 */
export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ accountId, key }: { accountId: number; key: string }) => {
      const { status } = await apiWithStatus<{ success?: boolean; message?: string }>('withdrawalrequest', {
        method: 'POST',
        body: { payment_info_id: accountId },
        headers: { 'Idempotency-Key': key },
      });
      return status === 200;
    },
    onSettled: () => client.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
