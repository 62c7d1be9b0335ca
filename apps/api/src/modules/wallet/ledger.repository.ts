import { bookingMoneyMoves } from '@app/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, LedgerBucket, LedgerEntriesTable } from '../../db/schema.ts';

type Executor = Db | Transaction<Database>;
type Entry = Omit<LedgerEntriesTable, 'id'>;

/** Writes ledger rows; always inside the transaction that makes the money move. */
export const insertLedger = async (trx: Executor, entries: Entry[]) => {
  if (entries.length) await trx.insertInto('ledger_entries').values(entries).execute();
};

/** The ledger rows for bookings that just reached `status`. */
export async function recordBookingMoves(trx: Executor, ids: number[], status: string, now: string) {
  const rows = await trx
    .selectFrom('bookings')
    .select(['id', 'user_id', 'amount_paid'])
    .where('id', 'in', ids)
    .execute();
  await insertLedger(
    trx,
    rows.flatMap((row) =>
      bookingMoneyMoves(status, row.amount_paid).map((move) => ({
        user_id: row.user_id,
        booking_id: row.id,
        withdrawal_id: null,
        kind: status === 'completed' ? ('released' as const) : ('refunded' as const),
        bucket: move.bucket,
        amount: move.amount,
        created_at: now,
      })),
    ),
  );
}

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
