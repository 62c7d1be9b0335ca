import { z } from 'zod';
import { REPORT_PERIODS } from './periods.ts';

export * from './periods.ts';

// Amounts in every wallet answer are NGN (the ledger keeps kobo).

/**
 * GET getUserWallet (SPEC §3 Wallet): the ledger's figures, as `data[0][0]`. `account_balance` is
 * what can be withdrawn; `withdraw` what withdrawals paid out to the bank; `withdraw_pending` what
 * withdrawals took from the balance and are still being paid out (pending or processing);
 * `pending` the booking money held until the service is completed; `cancelled` what went back to
 * customers.
 */
export const walletFiguresResponse = z.object({
  account_balance: z.number(),
  withdraw: z.number(),
  withdraw_pending: z.number(),
  pending: z.number(),
  cancelled: z.number(),
});
export type WalletFigures = z.infer<typeof walletFiguresResponse>;
export const walletResponse = z.object({
  success: z.literal(true),
  data: z.array(z.array(walletFiguresResponse).length(1)).length(1),
});

/** GET lastMonthDiffWeb: this month's earnings against last month's, a rounded percentage, as `data.data[0]`. */
export const lastMonthDiffResponse = z.object({
  success: z.literal(true),
  data: z.object({ data: z.array(z.number().int()).length(1) }),
});

/**
 * GET earnings/monthly: earnings (booking money released to the balance and deposit fees kept, as
 * the ledger dates them) per Lagos month (YYYY-MM), the last twelve, this month last; `total` is
 * their sum.
 */
export const monthlyEarningResponse = z.object({ month: z.string(), amount: z.number() });
export type MonthlyEarning = z.infer<typeof monthlyEarningResponse>;
export const monthlyEarningsResponse = z.object({
  success: z.literal(true),
  data: z.array(monthlyEarningResponse),
  total: z.number(),
});

/** GET earnings/report?period=: the Report page's revenue, the same earnings per bar of the period. */
export const earningsReportQuery = z.object({ period: z.enum(REPORT_PERIODS) });
export const earningsReportBarResponse = z.object({
  /** Lagos days from `start` up to, not including, `end` (reportFrames). */
  start: z.string(),
  end: z.string(),
  amount: z.number(),
});
export const earningsReportResponse = z.object({
  success: z.literal(true),
  data: z.object({
    period: z.enum(REPORT_PERIODS),
    total: z.number(),
    bars: z.array(earningsReportBarResponse),
    /**
     * The same total split by the team member of each booking (staff_id and name null: the
     * vendor's own bookings), largest first; empty when nothing was earned.
     */
    by_staff: z.array(
      z.object({ staff_id: z.number().int().nullable(), name: z.string().nullable(), amount: z.number() }),
    ),
  }),
});
export type EarningsReport = z.infer<typeof earningsReportResponse>['data'];

export const WITHDRAWAL_STATUSES = ['pending', 'processing', 'paid', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** A withdrawal in the vendor's history; the account number is redacted ('******1234'). */
export const withdrawalResponse = z.object({
  id: z.number().int(),
  amount: z.number(),
  fee: z.number(),
  payout: z.number(),
  status: z.enum(WITHDRAWAL_STATUSES),
  bank_name: z.string(),
  account_no: z.string(),
  created_at: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalResponse>;
export const withdrawalsResponse = z.object({ success: z.literal(true), data: z.array(withdrawalResponse) });

export const withdrawalSubmittedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  withdrawal_id: z.number().int(),
});

export const bankResponse = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof bankResponse>;
export const banksResponse = z.object({ success: z.literal(true), data: z.array(bankResponse).readonly() });

/** A saved payout account; the number is redacted by the server ('******1234'). */
export const bankAccountResponse = z.object({
  id: z.number().int(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_no: z.string(),
  account_name: z.string(),
  created_at: z.string(),
  /** Issue 35: saved although the bank's holder name is neither the vendor's nor the business's. */
  name_mismatch: z.boolean(),
});
export type BankAccount = z.infer<typeof bankAccountResponse>;
export const bankAccountsResponse = z.object({
  success: z.literal(true),
  data: z.array(bankAccountResponse),
});

/** GET bankaccounts/resolve: the name the bank holds for the account, as the bank writes it. */
export const bankAccountNameResponse = z.object({
  success: z.literal(true),
  account_name: z.string(),
  /** Issue 35: whether that name is the vendor's or the business's (holder-name.ts). */
  name_matches: z.boolean(),
});

export const bankAccountAddedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.number().int(),
});
export const bankAccountRemovedResponse = z.object({ success: z.literal(true), message: z.string() });
