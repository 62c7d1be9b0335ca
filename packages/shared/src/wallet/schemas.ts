import { z } from 'zod';
import { text } from '../common.ts';

// Amounts in every wallet answer are NGN (the ledger keeps kobo).

/** GET getUserWallet (SPEC §3 Wallet): the four figures, as `data[0][0]`. */
export const walletFiguresResponse = z.object({
  account_balance: z.number(),
  withdraw: z.number(),
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

/** GET earnings/monthly: money released to the balance per Lagos month (YYYY-MM), the last twelve. */
export const monthlyEarningResponse = z.object({ month: z.string(), amount: z.number() });
export type MonthlyEarning = z.infer<typeof monthlyEarningResponse>;
export const monthlyEarningsResponse = z.object({
  success: z.literal(true),
  data: z.array(monthlyEarningResponse),
});

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

/** POST withdrawalrequest: a retry with the same key gets the first answer again. */
export const withdrawalHeaders = z.object({ 'idempotency-key': text().min(8).max(100).optional() });
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
});
export type BankAccount = z.infer<typeof bankAccountResponse>;
export const bankAccountsResponse = z.object({
  success: z.literal(true),
  data: z.array(bankAccountResponse),
});

export const bankAccountAddedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.number().int(),
});
export const bankAccountRemovedResponse = z.object({ success: z.literal(true), message: z.string() });
