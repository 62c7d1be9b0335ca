import { type BankAccountBody, type BankAccountLookup, type ReportPeriod, walletApi } from '@app/shared';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { downloadWithToken } from '../lib/download.ts';
import { useSession } from '../lib/session.ts';
import { loadWallet, sendWithdrawal } from './walletCalls.ts';

export const walletKeys = {
  all: ['wallet'] as const,
  wallet: (userId: number | null) => ['wallet', userId] as const,
  lastMonth: (userId: number | null) => ['wallet', 'last-month', userId] as const,
  monthly: (userId: number | null) => ['wallet', 'monthly', userId] as const,
  report: (userId: number | null, period: ReportPeriod) => ['wallet', 'report', userId, period] as const,
  withdrawals: (userId: number | null) => ['wallet', 'withdrawals', userId] as const,
  deposits: (userId: number | null) => ['wallet', 'deposits', userId] as const,
  statement: (userId: number | null, month: string) => ['wallet', 'statement', userId, month] as const,
  banks: ['banks'] as const,
  accounts: (userId: number | null) => ['bank-accounts', userId] as const,
  accountName: (account: BankAccountLookup | null) =>
    ['bank-account-name', account?.bank_code, account?.account_no] as const,
};

/** GET getUserWallet → data[0][0] (SPEC §7). Failures are silent: the loader just stops. */
export function useWallet(enabled = true) {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: walletKeys.wallet(userId),
    enabled: enabled && userId != null,
    staleTime: 60_000,
    queryFn: ({ signal }) => loadWallet(signal),
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
    queryFn: async ({ signal }) => (await call(walletApi.lastMonthDiff, {}, { signal })).data.data[0] ?? 0,
  });
}

/** GET earnings/monthly: the last twelve months' earnings from the ledger, and their total. */
export function useMonthlyEarnings() {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: walletKeys.monthly(userId),
    enabled: userId != null,
    queryFn: async ({ signal }) => {
      const { data, total } = await call(walletApi.monthly, {}, { signal });
      return { months: data, total };
    },
  });
}

/** GET earnings/report: the Report page's revenue, the ledger's earnings per bar of the period. */
export function useEarningsReport(period: ReportPeriod) {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: walletKeys.report(userId, period),
    enabled: userId != null,
    queryFn: async ({ signal }) => (await call(walletApi.report, { query: { period } }, { signal })).data,
  });
}

/** GET earnings/deposits: deposits paid, the fees the policy kept and what went back to customers. */
export function useDepositSummary() {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: walletKeys.deposits(userId),
    enabled: userId != null,
    queryFn: async ({ signal }) => (await call(walletApi.deposits, {}, { signal })).data,
  });
}

/** GET wallet/statement: the ledger's lines of a Lagos month in words, with the balance after each. */
export function useStatement(month: string) {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: walletKeys.statement(userId, month),
    enabled: userId != null,
    queryFn: async ({ signal }) => (await call(walletApi.statement, { query: { month } }, { signal })).data,
  });
}

/** GET wallet/statement.csv: the month's statement handed to the browser as a download. */
export const downloadStatementCsv = (month: string) =>
  downloadWithToken(`${walletApi.statementCsv.path}?month=${month}`, `statement-${month}.csv`);

export function useWithdrawals() {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: walletKeys.withdrawals(userId),
    enabled: userId != null,
    queryFn: async ({ signal }) => (await call(walletApi.withdrawals, {}, { signal })).data,
  });
}

export function useBanks() {
  return useQuery({
    queryKey: walletKeys.banks,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => (await call(walletApi.banks, {}, { signal })).data,
  });
}

export function useBankAccounts(enabled = true) {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: walletKeys.accounts(userId),
    enabled: enabled && userId != null,
    queryFn: async ({ signal }) => (await call(walletApi.bankAccounts, {}, { signal })).data,
  });
}

/**
 * GET bankaccounts/resolve: the name the bank holds for an account, once there is one to ask about
 * (`null` asks nothing). A lookup whose account is no longer asked about is cancelled; an answer is
 * kept a while per bank and number, so going back to a number asks nothing again. A refusal is the
 * answer, not worth retrying.
 */
export function useAccountName(account: BankAccountLookup | null) {
  return useQuery({
    queryKey: walletKeys.accountName(account),
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: account
      ? async ({ signal }) => call(walletApi.resolveBankAccount, { query: account }, { signal })
      : skipToken,
  });
}

export function useAddBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BankAccountBody) => call(walletApi.addBankAccount, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['bank-accounts'] }),
  });
}

export function useDeleteBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(walletApi.deleteBankAccount, { params: { id } }),
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
    mutationFn: sendWithdrawal,
    onSettled: () => client.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
