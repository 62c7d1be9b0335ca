import type { Clock } from '../../adapters/clock.ts';
import type { Db, Transact } from '../../db/database.ts';
import type { BookingCompletion } from '../bookings/index.ts';
import type { IdempotencyService } from '../idempotency/index.ts';
import type { OutboxWriter } from '../outbox/index.ts';
import type { CheckoutRepository } from './checkout.repository.ts';

/** What the shop's book works with (issue 35); the use cases in use-cases/ take it first. */
export interface CheckoutContext {
  /** For reads outside any transaction. */
  db: Db;
  transact: Transact;
  /** A checkout or correction sent twice with its Idempotency-Key is recorded once. */
  idempotency: IdempotencyService;
  book: CheckoutRepository;
  /** Completing an ongoing booking with its checkout, in one transaction (bookings' port). */
  completion: BookingCompletion;
  /** Receipts go out after commit. */
  outbox: OutboxWriter;
  clock: Clock;
}
