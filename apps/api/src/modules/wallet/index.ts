// What other modules may use of the wallet.
import { insertLedger } from './ledger.repository.ts';

/** The ledger's one write for other modules: rows in the transaction that moves the money. */
export const ledgerWriter = { insertLedger };
export type LedgerWriter = typeof ledgerWriter;
