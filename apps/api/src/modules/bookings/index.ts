// The public face of bookings: what other modules use of it, written out here (this file imports
// no file of the module, so importing it loads nothing). The ports are bound to bookings' files in
// container.ts, which hands them to the customer side: `BookingsForCustomer` (slot checks,
// presentation), `BookingChanges` (the one way a booking is created or changes status) and
// `CustomerReschedule`. The module's own files take these types from here too.

import type {
  BookedBy,
  BookingResponse,
  CancellationPolicy,
  ConsentChoice,
  Interval,
  RescheduleBody,
  SeriesVisit,
  SlotContext,
  StaffSchedule,
} from '@app/shared';
import type { Executor, Trx } from '../../db/database.ts';
import type { BookingCancellationsTable, NewBooking } from '../../db/schema.ts';

/** Some of the bookings left the statuses the move starts from: the transaction must roll back. */
export class StaleBookings extends Error {}

/** A change of booking status (`BookingChanges.move`). */
export interface BookingMove {
  vendorId: number;
  /** Who may move them: the vendor, or the customer who booked. */
  scope: { user_id: number } | { customer_id: number };
  ids: number[];
  from: readonly string[];
  changes: { status: string; updated_at: string; balance_received?: number; deposit_kept?: number };
  cancellation?: Omit<BookingCancellationsTable, 'id' | 'booking_id'>;
}

/** The one way bookings are created or change status, with all that commits with it (booking-moves.ts). */
export interface BookingChanges {
  /**
   * Bookings entering the machine in their first status, with the vendor's live update; answers
   * their ids. The caller checked their slots under the vendor's lock in this transaction.
   */
  create(trx: Trx, vendorId: number, rows: NewBooking[]): Promise<number[]>;
  /** How new bookings' clients came to be messaged (issue 37), recorded with them. */
  consent(trx: Trx, ids: number[], choice: ConsentChoice): Promise<void>;
  /**
   * A change of status with its cancellation note, money, live update and client messages, in the
   * caller's transaction; throws StaleBookings, all or none, when any booking changed meanwhile.
   */
  move(trx: Trx, move: BookingMove): Promise<void>;
}

/** The alerts the bookings and customer use cases record for a vendor. */
export type AlertType = 'service' | 'reschedule' | 'completed' | 'cancel';

/**
 * Records an alert for the vendor in the caller's transaction: the notifications module's
 * `record`, declared here as used so the use cases of bookings and of the customer side do not
 * import that module's service (and all it imports).
 */
export interface VendorAlerts {
  record(
    ex: Executor,
    vendorId: number,
    type: AlertType,
    title: string,
    description: string,
    options?: { email?: boolean; bookingId?: number; push?: boolean },
  ): Promise<void>;
}

/**
 * Whose time a booking takes: a team member's id; null (or absent) for the vendor's own time, as
 * before teams; or the ids of the members who could take it ('anyone available').
 */
export type StaffAsked = number | null | readonly number[];

/** One time a booking asks for, named in the refusal (a service's name). */
export interface SlotRequest extends Interval {
  label: string;
  staff?: StaffAsked;
}

/**
 * Who books and when, and the team members whose weeks to read; `moving` is the booking being moved
 * to another time (its row), whose own slot and waiting proposal do not stand in its way.
 */
export interface SlotOptions {
  now: Date;
  bookedBy: BookedBy;
  staff?: readonly number[];
  moving?: { id: number };
}

/** A booked or blocked period, with the team member it belongs to (null: the vendor's own, or the whole business's). */
export type Held = Interval & { staffId: number | null };

/** The vendor's calendar near a window: what `contextFor` cuts each person's SlotContext from. */
export interface ShopCalendar {
  base: Omit<SlotContext, 'blocked' | 'taken' | 'staff'>;
  blocked: Held[];
  taken: Held[];
  team: Map<number, StaffSchedule>;
}

/** What the customer side asks of bookings (slot-guard.ts, the presenter, the repository), bound in container.ts. */
export interface BookingsForCustomer {
  /** The vendor's cancellation and no-show policy. */
  policy(vendorId: number): Promise<CancellationPolicy>;
  /** A short reference a customer can read over the phone, e.g. BK-7F3KQ9RA. */
  newReference(): string;
  /**
   * The one check of every booking (slot-guard.ts's checkSlots), in the caller's transaction,
   * which holds the vendor's lock: refuses (409) the first slot not free, answers whose time each takes.
   */
  checkSlots(
    trx: Trx,
    vendorId: number,
    slots: readonly SlotRequest[],
    options: Omit<SlotOptions, 'staff'>,
  ): Promise<(number | null)[]>;
  /** The vendor's calendar between `from` and `to`, read once on the executor given (slotContext). */
  calendar(
    ex: Executor,
    vendorId: number,
    window: { from: Date; to: Date },
    options: SlotOptions,
  ): Promise<ShopCalendar>;
  /** One person's SlotContext cut from the calendar: a team member's, or (null) the vendor's own. */
  contextFor(shop: ShopCalendar, staffId: number | null): SlotContext;
  /** Bookings held for a deposit: inserted with no live update nor client messages until it is paid. */
  insertMany(trx: Trx, rows: NewBooking[]): Promise<{ id: number }[]>;
  /** Bookings by id as they stand on `ex`, in the shape of SPEC §3 (the presenter's presentByIds). */
  present(ex: Executor, vendorId: number, ids: number[]): Promise<BookingResponse[]>;
  /** A series' slots, one per visit (series-visits.ts): 422 for a day the calendar does not have. */
  seriesSlots(
    visits: readonly SeriesVisit[],
    service: { name: string; duration_minutes: number },
    staff: StaffAsked,
  ): SlotRequest[];
  /**
   * Each slot as `checkSlots` would judge it now, from one read of the calendar without a lock
   * (slot-guard.ts's slotVerdicts): null when free, else why not; a free one holds its time for the later ones.
   */
  verdicts(
    ex: Executor,
    vendorId: number,
    slots: readonly SlotRequest[],
    options: Omit<SlotOptions, 'staff'>,
  ): Promise<(string | null)[]>;
  /** The row that links a series' visits (issue 36); its id. */
  insertSeries(trx: Trx, row: { user_id: number; every_weeks: number; created_at: string }): Promise<number>;
}

/**
 * The customer's side of rescheduling, for the customer routes: the use cases customerMove,
 * showProposal and answerProposal with the reschedule context, wired in container.ts.
 */
export interface CustomerReschedule {
  move(input: {
    customerId: number;
    id: number;
    body: RescheduleBody;
  }): Promise<{ success: true; booking: BookingResponse }>;
  proposal(input: {
    customerId: number;
    id: number;
  }): Promise<{ success: true; proposal: NonNullable<BookingResponse['reschedule_proposal']> | null }>;
  answer(input: {
    customerId: number;
    id: number;
    accept: boolean;
  }): Promise<{ success: true; booking: BookingResponse }>;
}

/**
 * Completes one of the vendor's ongoing bookings as SPEC's Complete does (its rule, time checks
 * and target; an open price through the balance rule), committing `within` in the same
 * transaction: issue 35's checkout records the money with the completion, or neither happens.
 * Bound in container.ts to bookings' `completeAtCheckout`.
 */
export interface BookingCompletion {
  complete(input: {
    vendorId: number;
    id: number;
    /** What the client paid at the shop for the visit, kept as the booking's balance_received. */
    balanceReceivedKobo: number;
    within: (trx: Trx) => Promise<void>;
  }): Promise<void>;
}
