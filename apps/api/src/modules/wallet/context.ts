import type { BankAccountLookup } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { PayoutProvider } from '../../adapters/payouts.ts';
import type { Db, Executor, Transact } from '../../db/database.ts';
import type { IdempotencyService } from '../idempotency/index.ts';
import type { OutboxWriter } from '../outbox/index.ts';
import type { AuditLog } from '../security/index.ts';
import type { LedgerWriter } from './index.ts';
import type { PayoutsInFlight } from './payouts-in-flight.ts';
import type { WalletRepository } from './wallet.repository.ts';

/**
 * What the wallet's use cases work with (the vendor's money: wallet figures from the ledger, bank
 * accounts and withdrawals), built once in container.ts. What it uses of the vendor's account and
 * alerts is declared here, as narrow as its use (their services are not imported, so the chain of
 * imports stays short); container.ts hands it those services.
 */
export interface WalletContext {
  /** For reads and writes outside any transaction. */
  db: Db;
  transact: Transact;
  wallet: WalletRepository;
  ledger: LedgerWriter;
  idempotency: IdempotencyService;
  /**
   * Whether the vendor may withdraw: NIN, e-mail and phone verified; where a new payout account's
   * notice goes (auth's `findUserById`).
   */
  users: {
    findUserById(id: number): Promise<
      | {
          nin_verified: number;
          email_verified_at: string | null;
          phone_verified_at: string | null;
          email: string;
          phone_number: string | null;
          full_name: string;
          business_name: string | null;
        }
      | undefined
    >;
  };
  /** Payout-account changes and withdrawals go to the vendor's security log (issue 37). */
  audit: AuditLog;
  /** The e-mail and SMS telling the vendor of a new payout account, sent after commit. */
  outbox: OutboxWriter;
  payouts: PayoutProvider;
  /** The name the bank gives for an account, within the vendor's hourly quota of lookups (account-name.ts). */
  accountNameOf(userId: number, account: BankAccountLookup): Promise<string>;
  /** The vendor's alert about a payout, in the transaction that settles it (notifications' `record`). */
  notifications: {
    record(ex: Executor, userId: number, type: 'fund', title: string, description: string): Promise<void>;
  };
  clock: Clock;
  log: (message: string, error: unknown) => void;
  /** Payouts sent after commit in the background (createPayoutsInFlight). */
  payoutsInFlight: PayoutsInFlight;
}
