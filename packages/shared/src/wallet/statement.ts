import { z } from 'zod';

/**
 * The wallet's statement (issue 35, ours): every ledger row of a Lagos month behind the Earnings
 * page's figures, in words, with the balance after each. Amounts are NGN like every wallet answer.
 */

/**
 * Earnings offline: money pages are never read from an offline copy (an old balance would mislead),
 * so they say why instead of showing ₦0.00.
 */
export const MONEY_NEEDS_NETWORK =
  'Your earnings need the network. Connect to the internet to see your balance and statement.';

export const STATEMENT_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** GET wallet/statement?month=YYYY-MM (this Lagos month when left out). */
export const statementQuery = z.object({
  month: z.string().regex(STATEMENT_MONTH, 'Choose a month as YYYY-MM').optional(),
});

/**
 * What a line is: a deposit paid into Pending; booking money released to the Balance; a deposit
 * fee the cancellation policy kept; a refund to the customer; a withdrawal's payout and its fee;
 * a failed withdrawal's money back in the Balance.
 */
export const STATEMENT_LINE_KINDS = [
  'deposit',
  'released',
  'fee_kept',
  'refund',
  'withdrawal',
  'withdrawal_fee',
  'withdrawal_returned',
] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

export const statementLineResponse = z.object({
  /** When the ledger wrote it (ISO instant; shown in Lagos time). */
  at: z.string(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  description: z.string(),
  /** Change to Pending (money held until the service is done): + paid in, − released or refunded. */
  held: z.number(),
  /** Into the Balance and out of it; the Balance after this line. */
  amount_in: z.number(),
  amount_out: z.number(),
  balance: z.number(),
});
export type StatementLine = z.infer<typeof statementLineResponse>;

/** Each bucket of getUserWallet at a moment: `withdrawn` is Withdrawn plus its pending payout. */
const buckets = z.object({
  balance: z.number(),
  pending: z.number(),
  withdrawn: z.number(),
  cancelled: z.number(),
});
export type StatementBuckets = z.infer<typeof buckets>;

export const statementTotalsResponse = z.object({
  deposits: z.number(),
  released: z.number(),
  fees_kept: z.number(),
  refunds: z.number(),
  withdrawals: z.number(),
  withdrawal_fees: z.number(),
  returned: z.number(),
});
export type StatementTotals = z.infer<typeof statementTotalsResponse>;

export const statementResponse = z.object({
  success: z.literal(true),
  data: z.object({
    month: z.string(),
    /** At the month's first Lagos midnight and after its last line (now, for this month). */
    opening: buckets,
    closing: buckets,
    totals: statementTotalsResponse,
    /** Oldest first. */
    lines: z.array(statementLineResponse),
  }),
});
export type Statement = z.infer<typeof statementResponse>['data'];

/** The CSV's columns, in order (the same lines; dates in Lagos time). */
export const STATEMENT_CSV_COLUMNS = [
  'date',
  'description',
  'held',
  'amount_in',
  'amount_out',
  'balance',
] as const;
