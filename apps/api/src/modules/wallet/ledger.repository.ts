import type { Executor } from '../../db/database.ts';
import type { LedgerBucket, LedgerEntriesTable } from '../../db/schema.ts';

type Entry = Omit<LedgerEntriesTable, 'id'>;

/** Writes ledger rows; always inside the transaction that makes the money move. */
export const insertLedger = async (trx: Executor, entries: Entry[]) => {
  if (entries.length) await trx.insertInto('ledger_entries').values(entries).execute();
};

/** Wallet figures: the sum of each bucket's rows. */
export async function bucketSums(trx: Executor, userId: number): Promise<Record<LedgerBucket, number>> {
  const rows = await trx
    .selectFrom('ledger_entries')
    .select((eb) => ['bucket', eb.fn.sum<number>('amount').as('total')])
    .where('user_id', '=', userId)
    .groupBy('bucket')
    .execute();
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
