import type { Executor } from '../../db/database.ts';
import type { LedgerBucket, LedgerEntriesTable } from '../../db/schema.ts';

type Entry = Omit<LedgerEntriesTable, 'id'>;

/** Writes ledger rows; always inside the transaction that makes the money move. */
export const insertLedger = async (trx: Executor, entries: Entry[]) => {
  if (entries.length) await trx.insertInto('ledger_entries').values(entries).execute();
};

/** Wallet figures: the sum of each bucket's rows (written before `before`, when given). */
export async function bucketSums(
  trx: Executor,
  userId: number,
  before?: string,
): Promise<Record<LedgerBucket, number>> {
  let query = trx
    .selectFrom('ledger_entries')
    .select((eb) => ['bucket', eb.fn.sum<number>('amount').as('total')])
    .where('user_id', '=', userId);
  if (before) query = query.where('created_at', '<', before);
  const rows = await query.groupBy('bucket').execute();
  const sums = { pending: 0, balance: 0, withdrawn: 0, cancelled: 0 };
  for (const row of rows) sums[row.bucket] = Number(row.total);
  return sums;
}

/**
 * The wallet as shown, in one read: each bucket's sum, with the 'withdrawn' bucket split by where
 * its withdrawals stand — paid out to the bank, or still being paid out (pending, processing). A
 * failed withdrawal's rows cancel out. `paidOut + payingOut` is the 'withdrawn' bucket.
 */
export async function walletSums(ex: Executor, userId: number) {
  const rows = await ex
    .selectFrom('ledger_entries')
    .leftJoin('withdrawals', 'withdrawals.id', 'ledger_entries.withdrawal_id')
    .select((eb) => [
      'ledger_entries.bucket',
      'withdrawals.status',
      eb.fn.sum<number>('ledger_entries.amount').as('total'),
    ])
    .where('ledger_entries.user_id', '=', userId)
    .groupBy(['ledger_entries.bucket', 'withdrawals.status'])
    .execute();
  const sums = { pending: 0, balance: 0, withdrawn: 0, cancelled: 0, paidOut: 0, payingOut: 0 };
  for (const row of rows) {
    const total = Number(row.total);
    sums[row.bucket] += total;
    if (row.bucket !== 'withdrawn') continue;
    if (row.status === 'paid') sums.paidOut += total;
    else if (row.status === 'pending' || row.status === 'processing') sums.payingOut += total;
  }
  return sums;
}

/** What deposits brought in, what policies kept and what went back, per ledger kind. */
export async function depositSums(trx: Executor, userId: number) {
  const rows = await trx
    .selectFrom('ledger_entries')
    .select((eb) => ['kind', 'bucket', eb.fn.sum<number>('amount').as('total')])
    .where('user_id', '=', userId)
    .where('kind', 'in', ['booking_paid', 'fee_kept', 'refunded'])
    .groupBy(['kind', 'bucket'])
    .execute();
  const sum = (kind: string, bucket: LedgerBucket) =>
    Number(rows.find((r) => r.kind === kind && r.bucket === bucket)?.total ?? 0);
  return {
    paid: sum('booking_paid', 'pending'),
    kept: sum('fee_kept', 'balance'),
    refunded: sum('refunded', 'cancelled'),
  };
}

/**
 * Per booking of the vendor: the deposits paid online less their refunds (the 'pending' bucket's
 * 'booking_paid' and 'refunded' rows; a kept fee stays the client's spending), in kobo.
 */
export async function keptByBooking(ex: Executor, vendorId: number, bookingIds: number[]) {
  if (!bookingIds.length) return new Map<number, number>();
  const rows = await ex
    .selectFrom('ledger_entries')
    .select((eb) => ['booking_id', eb.fn.sum<number>('amount').as('total')])
    .where('user_id', '=', vendorId)
    .where('booking_id', 'in', bookingIds)
    .where('bucket', '=', 'pending')
    .where('kind', 'in', ['booking_paid', 'refunded'])
    .groupBy('booking_id')
    .execute();
  return new Map(rows.map((r) => [r.booking_id!, Number(r.total)] as const));
}

/**
 * The vendor's ledger rows written from `from` up to `to`, oldest first, each with what it is
 * about: the booking's service and client, or the withdrawal's fee and bank account.
 */
export const statementEntries = (ex: Executor, userId: number, from: string, to: string) =>
  ex
    .selectFrom('ledger_entries')
    .leftJoin('bookings', 'bookings.id', 'ledger_entries.booking_id')
    .leftJoin('customers', 'customers.id', 'bookings.customer_id')
    .leftJoin('withdrawals', 'withdrawals.id', 'ledger_entries.withdrawal_id')
    .leftJoin('bank_accounts', 'bank_accounts.id', 'withdrawals.bank_account_id')
    .select([
      'ledger_entries.id',
      'ledger_entries.kind',
      'ledger_entries.bucket',
      'ledger_entries.amount',
      'ledger_entries.booking_id',
      'ledger_entries.withdrawal_id',
      'ledger_entries.created_at',
      'bookings.service_name',
      'bookings.status as booking_status',
      'bookings.client_name',
      'customers.first_name',
      'customers.last_name',
      'withdrawals.amount as withdrawal_amount',
      'withdrawals.fee as withdrawal_fee',
      'bank_accounts.bank_name',
      'bank_accounts.account_no',
    ])
    .where('ledger_entries.user_id', '=', userId)
    .where('ledger_entries.created_at', '>=', from)
    .where('ledger_entries.created_at', '<', to)
    .orderBy('ledger_entries.created_at')
    .orderBy('ledger_entries.id')
    .execute();
export type StatementEntry = Awaited<ReturnType<typeof statementEntries>>[number];
