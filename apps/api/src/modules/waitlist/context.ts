import type { Clock } from '../../adapters/clock.ts';
import type { Quota } from '../../adapters/limiter.ts';
import type { Db, Transact } from '../../db/database.ts';
import type { BookingChanges, BookingsForCustomer } from '../bookings/index.ts';
import type { ClientPast } from '../clients/index.ts';
import type { OutboxWriter } from '../outbox/index.ts';
import type { Checkouts } from '../payments/index.ts';
import type { WaitlistRepository } from './waitlist.repository.ts';

/** What the waitlist works with (issue 36); the use cases in use-cases/ take it first. */
export interface WaitlistContext {
  db: Db;
  transact: Transact;
  waitlist: WaitlistRepository;
  /** Slot checks, references, and a deposit's held rows (bookings' port). */
  bookings: Pick<BookingsForCustomer, 'checkSlots' | 'newReference' | 'insertMany'>;
  /** A taken offer's deposit checkout, as the customer's booking opens one (payments' port). */
  checkout: Checkouts['checkout'];
  /** The client's misses with the shop, for its misses' deposit rule (the client book's port). */
  past: ClientPast;
  /** How a taken offer becomes a booking (bookings' port). */
  moves: Pick<BookingChanges, 'create'>;
  /** The offer's SMS, sent after commit. */
  outbox: OutboxWriter;
  clock: Clock;
  /** Counts the quotas in shared storage, or answers 429 with none spent (the limiter's `spend`). */
  spend: (quotas: Quota[]) => Promise<unknown>;
  /** The server's own address: an offer's link is made from it. */
  publicUrl: string;
}
