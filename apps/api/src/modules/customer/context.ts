import type { AddonResponse, BundleResponse, PaymentCheckout } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { Quota } from '../../adapters/limiter.ts';
import type { Db, Transact, Trx } from '../../db/database.ts';
import type { Passwords } from '../../lib/passwords.ts';
import type { SignInLimits } from '../auth/index.ts';
import type {
  BookingChanges,
  BookingsForCustomer,
  CustomerReschedule,
  VendorAlerts,
} from '../bookings/index.ts';
import type { ClientPast } from '../clients/index.ts';
import type { IdempotencyService } from '../idempotency/index.ts';
import type { WeekReads } from '../schedule/index.ts';
import type { TeamReads } from '../staff/index.ts';
import type { CustomerRepository } from './customer.repository.ts';

/**
 * A deposit's checkout (payments): `record` holds it in the booking's transaction, `open` opens it
 * at the provider after commit.
 */
export interface Checkout {
  expiresAt: string;
  record: (trx: Trx) => Promise<unknown>;
  open: () => Promise<PaymentCheckout>;
}

/** What the customer side (DESIGN §5) works with: the use cases of this module take it first. */
export interface CustomerContext {
  /** For reads outside any transaction (a look at free times). */
  db: Db;
  transact: Transact;
  customers: CustomerRepository;
  /** Starts a deposit's checkout for a booking group (payments). */
  checkout: (request: {
    vendorId: number;
    customerId: number;
    email: string;
    multipleId: string;
    amountKobo: number;
    /** A path of this product to come back to from the checkout (isOwnPath). */
    returnPath?: string;
  }) => Checkout;
  /** The bundles and add-ons the shop offers, as the vendor's lists show them (catalogue). */
  offers: (vendorId: number) => Promise<{ bundles: BundleResponse[]; addons: AddonResponse[] }>;
  schedule: WeekReads;
  /** The client's misses with a shop, for its misses' deposit rule (the client book's port). */
  past: ClientPast;
  /** Its slot checks, presentation and rows (bookings' port). */
  bookings: BookingsForCustomer;
  staff: TeamReads;
  moves: BookingChanges;
  /** The customer's moves of a booking's time (bookings' reschedule use cases). */
  reschedule: CustomerReschedule;
  notifications: VendorAlerts;
  /** A client's series booked once per Idempotency-Key (issue 36). */
  idempotency: IdempotencyService;
  clock: Clock;
  guard: SignInLimits;
  passwords: Passwords;
  /** Counts the quotas in shared storage, or answers 429 with none spent (the limiter's `spend`). */
  spend: (quotas: Quota[]) => Promise<{ giveBack: () => Promise<void> }>;
  /** Whether per-address ceilings apply (RATE_LIMIT_MAX above 0): off when every request comes from one address. */
  perAddress: boolean;
}
