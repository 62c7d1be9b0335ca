import {
  addDays,
  daysOfMonth,
  FEES,
  fromLagos,
  koboToNaira,
  lagosDateTime,
  lagosDay,
  STATEMENT_CSV_COLUMNS,
  type StatementBuckets,
  type StatementLineKind,
  type StatementTotals,
} from '@app/shared';
import type { LedgerBucket } from '../../../db/schema.ts';
import { csvHeader, csvRows } from '../../../lib/csv.ts';
import type { WalletContext } from '../context.ts';
import type { StatementEntry } from '../ledger.repository.ts';

type Buckets = Record<LedgerBucket, number>;
type Line = {
  at: string;
  kind: StatementLineKind;
  description: string;
  held: number;
  in: number;
  out: number;
};

const bankOf = (e: StatementEntry) => `${e.bank_name ?? 'your bank'} ••••${(e.account_no ?? '').slice(-4)}`;
/** 'Braids · Amina Bello': the booking's service and its client (a walk-in's name, or the customer's). */
function bookingOf(e: StatementEntry) {
  const client = e.client_name ?? [e.first_name, e.last_name].filter(Boolean).join(' ');
  return [e.service_name, client].filter(Boolean).join(' · ') || `booking ${e.booking_id}`;
}

/**
 * One money move (the ledger rows one write made together) as the statement's lines, in kobo. A
 * withdrawal's one balance row is two lines, the payout to the bank and the fee, so the fee shows.
 */
function linesOf(rows: StatementEntry[], delta: Buckets): Line[] {
  const first = rows[0]!;
  const at = first.created_at;
  const line = (kind: StatementLineKind, description: string, amount = delta.balance): Line => ({
    at,
    kind,
    description,
    held: delta.pending,
    in: Math.max(amount, 0),
    out: Math.max(-amount, 0),
  });
  switch (first.kind) {
    case 'booking_paid':
      return [line('deposit', `Deposit for ${bookingOf(first)}`)];
    case 'released':
      return [line('released', `Completed, to your balance: ${bookingOf(first)}`)];
    case 'fee_kept': {
      const why = first.booking_status === 'no show' ? 'No-show' : 'Cancellation';
      return [line('fee_kept', `${why} fee kept: ${bookingOf(first)}`)];
    }
    case 'refunded':
      return [line('refund', `Refund to the client: ${bookingOf(first)}`)];
    case 'withdrawal_failed':
      return [line('withdrawal_returned', `Withdrawal returned (failed): ${bankOf(first)}`)];
    case 'withdrawal': {
      // The fee as the withdrawal recorded it, taken from the balance with the payout.
      const fee = Math.min(first.withdrawal_fee ?? 0, -delta.balance);
      const payout = line('withdrawal', `Withdrawal to ${bankOf(first)}`, delta.balance + fee);
      if (fee <= 0) return [payout];
      return [payout, line('withdrawal_fee', `Withdrawal fee (${FEES.withdrawalFeeRate * 100}%)`, -fee)];
    }
  }
}

/** The first day of `month` ('YYYY-MM') and of the month after it. */
function monthBounds(month: string) {
  const first = `${month}-01`;
  const next = addDays(daysOfMonth(month).at(-1)!, 1);
  return { from: fromLagos(first, '00:00').toISOString(), to: fromLagos(next, '00:00').toISOString() };
}

const naira = (b: Buckets): StatementBuckets => ({
  balance: koboToNaira(b.balance),
  pending: koboToNaira(b.pending),
  withdrawn: koboToNaira(b.withdrawn),
  cancelled: koboToNaira(b.cancelled),
});

/**
 * Issue 35, the wallet explained: the vendor's ledger rows of a Lagos month (this one unless
 * given) in words, oldest first, with the balance after each; the month's opening and closing
 * figures per bucket (this month's closing ones are the Earnings page's) and its totals by kind.
 */
export async function walletStatement(ctx: WalletContext, input: { userId: number; month?: string }) {
  const month = input.month ?? lagosDay(ctx.clock.now()).slice(0, 7);
  const { from, to } = monthBounds(month);
  const opening = await ctx.wallet.sumsBefore(input.userId, from);
  const entries = await ctx.wallet.statementEntries(input.userId, from, to);

  const closing = { ...opening };
  const totals: StatementTotals = {
    deposits: 0,
    released: 0,
    fees_kept: 0,
    refunds: 0,
    withdrawals: 0,
    withdrawal_fees: 0,
    returned: 0,
  };
  const lines: Line[] = [];
  // The rows one write made together share their kind, their booking or withdrawal and their time.
  const sameMove = (a: StatementEntry, b: StatementEntry) =>
    a.kind === b.kind &&
    a.booking_id === b.booking_id &&
    a.withdrawal_id === b.withdrawal_id &&
    a.created_at === b.created_at;
  for (let i = 0; i < entries.length; ) {
    const move = [entries[i]!];
    while (i + move.length < entries.length && sameMove(move[0]!, entries[i + move.length]!))
      move.push(entries[i + move.length]!);
    i += move.length;
    const delta: Buckets = { pending: 0, balance: 0, withdrawn: 0, cancelled: 0 };
    for (const row of move) {
      delta[row.bucket] += row.amount;
      closing[row.bucket] += row.amount;
    }
    for (const line of linesOf(move, delta)) {
      lines.push(line);
      const net = line.in - line.out;
      if (line.kind === 'deposit') totals.deposits += line.held;
      else if (line.kind === 'released') totals.released += net;
      else if (line.kind === 'fee_kept') totals.fees_kept += net;
      else if (line.kind === 'refund') totals.refunds -= line.held;
      else if (line.kind === 'withdrawal') totals.withdrawals += line.out;
      else if (line.kind === 'withdrawal_fee') totals.withdrawal_fees += line.out;
      else totals.returned += net;
    }
  }

  let balance = opening.balance;
  return {
    success: true as const,
    data: {
      month,
      opening: naira(opening),
      closing: naira(closing),
      totals: Object.fromEntries(
        Object.entries(totals).map(([key, kobo]) => [key, koboToNaira(kobo)]),
      ) as StatementTotals,
      lines: lines.map((line) => {
        balance += line.in - line.out;
        return {
          at: line.at,
          kind: line.kind,
          description: line.description,
          held: koboToNaira(line.held),
          amount_in: koboToNaira(line.in),
          amount_out: koboToNaira(line.out),
          balance: koboToNaira(balance),
        };
      }),
    },
  };
}

/**
 * The statement as CSV: the opening balance, each line with its Lagos date and time, the closing
 * balance. Amounts are NGN numbers, so a spreadsheet adds them up.
 */
export async function walletStatementCsv(ctx: WalletContext, input: { userId: number; month?: string }) {
  const { data } = await walletStatement(ctx, input);
  const keys = [...STATEMENT_CSV_COLUMNS];
  const dated = (at: string) => {
    const { date, time } = lagosDateTime(at);
    return `${date} ${time}`;
  };
  const rows = [
    { description: 'Opening balance', balance: data.opening.balance },
    ...data.lines.map((line) => ({ ...line, date: dated(line.at) })),
    { description: 'Closing balance', balance: data.closing.balance },
  ];
  return {
    name: `statement-${data.month}.csv`,
    body: csvHeader(keys) + csvRows(keys, rows),
  };
}
