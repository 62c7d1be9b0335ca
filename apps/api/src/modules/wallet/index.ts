// The public face of the wallet: what other modules use of it, written out here (importing it loads nothing).
import type { Executor } from '../../db/database.ts';
import type { LedgerEntriesTable } from '../../db/schema.ts';

/**
 * The ledger's one write, for other modules and the wallet's own use cases: rows in the
 * transaction that moves the money (ledger.repository.ts's insertLedger, handed out by container.ts).
 */
export interface LedgerWriter {
  insertLedger(trx: Executor, entries: Omit<LedgerEntriesTable, 'id'>[]): Promise<void>;
}

/**
 * What each booking brought in online and the vendor kept (issue 36's client book): its paid
 * deposits less what went back (ledger.repository.ts's keptByBooking), in kobo; a booking with no
 * online money is absent.
 */
export interface OnlineTakings {
  keptByBooking(ex: Executor, vendorId: number, bookingIds: number[]): Promise<Map<number, number>>;
}

/** The wallet's buckets for one vendor, in kobo (ledger.repository.ts's walletSums): privacy's deletion check. */
export interface WalletBuckets {
  sums(ex: Executor, userId: number): Promise<{ pending: number; balance: number }>;
}
