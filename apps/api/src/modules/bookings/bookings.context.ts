import type { Clock } from '../../adapters/clock.ts';
import type { FileStore } from '../../adapters/file-store.ts';
import type { Db, Transact } from '../../db/database.ts';
import type { IdempotencyService } from '../idempotency/index.ts';
import type { TeamReads } from '../staff/index.ts';
import type { BookingMoves } from './booking-moves.ts';
import type { BookingsRepository } from './bookings.repository.ts';
import type { BookingsListCache } from './bookings-list-cache.ts';
import type { VendorAlerts } from './index.ts';

/**
 * What the vendor's side of bookings works with: its lists, every action of SPEC §4 and what the
 * vendor adds to the calendar. The use cases in use-cases/ take it first.
 */
export interface BookingsContext {
  /** For reads and writes outside any transaction. */
  db: Db;
  transact: Transact;
  /** An action queued offline and replayed with its Idempotency-Key takes effect once. */
  idempotency: IdempotencyService;
  bookings: BookingsRepository;
  moves: BookingMoves;
  /** For what the system does to a vendor's bookings; the vendor's own actions are never alerted. */
  notifications: VendorAlerts;
  clock: Clock;
  files: FileStore;
  /** Each vendor's presented list of all bookings, kept under the database's list version. */
  listCache: BookingsListCache;
  staff: TeamReads;
}
