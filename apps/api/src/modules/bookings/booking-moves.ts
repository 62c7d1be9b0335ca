import { randomBytes } from 'node:crypto';
import {
  type BookingStatus,
  bookingMoneyMoves,
  bookingRefund,
  type ConsentChoice,
  type Interval,
  RESCHEDULE_TRANSITIONS,
  SLOT_HOLDING_STATUSES,
} from '@app/shared';
import type { Insertable } from 'kysely';
import type { Trx } from '../../db/database.ts';
import type { LedgerEntriesTable, NewBooking, RefundsTable } from '../../db/schema.ts';
import type { SlotsFreed } from '../waitlist/index.ts';
import type { BookingsRepository } from './bookings.repository.ts';
import { type BookingMove, StaleBookings } from './index.ts';

const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A short reference a customer can read over the phone, e.g. BK-7F3KQ9RA. */
export const newReference = () =>
  `BK-${[...randomBytes(8)].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;

/**
 * A change of booking status with everything that commits with it, in the caller's transaction:
 * the cancellation note, the money the new status moves (ledger rows and refunds to send), the
 * vendor's live update and the client's messages (planned, moved or cancelled). Throws
 * StaleBookings, all or none, when any booking was changed meanwhile.
 */
export const bookingMoves = (deps: {
  bookings: BookingsRepository;
  // The money's rows belong to the wallet and payments modules: their writers, given by container.ts.
  ledger: { insertLedger(trx: Trx, rows: Omit<LedgerEntriesTable, 'id'>[]): Promise<void> };
  /** Refunds owed, sent through the provider after commit. */
  refunds: { insertRefunds(trx: Trx, rows: Insertable<RefundsTable>[]): Promise<void> };
  /**
   * The vendor's live booking events (outbox) and, below, the client's messages (reminders):
   * declared as used here, so a module using bookings does not import those modules' services.
   */
  outbox: {
    record(
      trx: Trx,
      messages: {
        topic: 'bookings';
        payload: { userId: number; event: 'booking.created' | 'booking.updated'; ids: number[] };
      }[],
    ): Promise<unknown>;
  };
  /** Makes the client's planned messages match the bookings' status and start; records new clients' consent. */
  messages: {
    sync(trx: Trx, bookingIds: number[]): Promise<void>;
    recordConsent(trx: Trx, bookingIds: number[], choice: ConsentChoice): Promise<void>;
  };
  /** The waitlist, told of the slots a move lets go of (issue 36). */
  waitlist: SlotsFreed;
}) => {
  /** Tells the waitlist of the slots these bookings held (read in the caller's transaction). */
  async function freed(
    trx: Trx,
    vendorId: number,
    ids: number[],
    times?: { starts_at: string; ends_at: string },
  ) {
    const rows = await deps.bookings.slotsOf(trx, vendorId, ids);
    await deps.waitlist.freed(
      trx,
      rows.flatMap((row) =>
        row.service_id === null
          ? []
          : [
              {
                vendorId,
                serviceId: row.service_id,
                staffId: row.staff_id,
                startsAt: times?.starts_at ?? row.starts_at,
                endsAt: times?.ends_at ?? row.ends_at,
              },
            ],
      ),
    );
  }

  /** The vendor's screens hear that the bookings changed (presented when delivered). */
  const updated = (trx: Trx, vendorId: number, ids: number[]) =>
    deps.outbox.record(trx, [
      { topic: 'bookings', payload: { userId: vendorId, event: 'booking.updated', ids } },
    ]);

  /**
   * The money of bookings that just reached `status`, by the shared rules: ledger rows, and for the
   * part that goes back to the customer's card a refund, sent through the provider after commit.
   */
  async function settleMoney(trx: Trx, ids: number[], status: string, now: string) {
    const paid = await deps.bookings.paidBookings(trx, ids);
    await deps.ledger.insertLedger(
      trx,
      paid.flatMap((row) =>
        bookingMoneyMoves(status, row.amount_paid, row.deposit_kept).map((move) => ({
          user_id: row.user_id,
          booking_id: row.id,
          withdrawal_id: null,
          ...move,
          created_at: now,
        })),
      ),
    );
    await deps.refunds.insertRefunds(
      trx,
      paid.flatMap((row) => {
        const amount = bookingRefund(status, row.amount_paid, row.deposit_kept);
        return row.payment_id !== null && amount > 0
          ? [
              {
                payment_id: row.payment_id,
                booking_id: row.id,
                amount,
                status: 'pending' as const,
                created_at: now,
                updated_at: now,
              },
            ]
          : [];
      }),
    );
  }

  return {
    /**
     * Bookings entering the machine in their first status, with the vendor's live update; answers
     * their ids. The caller checked their slots under the vendor's lock in this transaction.
     */
    async create(trx: Trx, vendorId: number, rows: NewBooking[]) {
      const ids = (await deps.bookings.insertMany(trx, rows)).map((r) => r.id);
      await deps.outbox.record(trx, [
        { topic: 'bookings', payload: { userId: vendorId, event: 'booking.created', ids } },
      ]);
      await deps.messages.sync(trx, ids);
      return ids;
    },

    /** How new bookings' clients came to be messaged (issue 37), recorded with them. */
    consent: (trx: Trx, ids: number[], choice: ConsentChoice) =>
      deps.messages.recordConsent(trx, ids, choice),

    async move(trx: Trx, move: BookingMove) {
      const { vendorId, scope, ids, from, changes, cancellation } = move;
      if (!(await deps.bookings.transition(trx, scope, ids, from, changes))) throw new StaleBookings();
      if (cancellation) await deps.bookings.addCancellations(trx, ids, cancellation);
      // A booking leaving the statuses a proposal can be accepted from no longer waits for one.
      if (!(RESCHEDULE_TRANSITIONS.acceptProposal.from as readonly string[]).includes(changes.status))
        await deps.bookings.answerProposals(trx, ids, 'withdrawn', changes.updated_at);
      await settleMoney(trx, ids, changes.status, changes.updated_at);
      await updated(trx, vendorId, ids);
      await deps.messages.sync(trx, ids);
      // A booking leaving the statuses that hold a slot frees it for the waitlist.
      if (!SLOT_HOLDING_STATUSES.includes(changes.status as BookingStatus)) await freed(trx, vendorId, ids);
    },

    /**
     * The one change of a booking's time, keeping its status and duration: its old slot is freed
     * and the new one taken in the caller's transaction, which holds the vendor's lock and checked
     * the new slot (checkSlots with `moving`). A customer's own move is recorded in the booking's
     * history and answers any proposal waiting; an accepted proposal is recorded as accepted.
     * Throws StaleBookings when the booking left the statuses `from` meanwhile.
     */
    async reschedule(trx: Trx, r: Reschedule) {
      const { vendorId, scope, booking, from, to, at, by } = r;
      const times = { starts_at: to.start.toISOString(), ends_at: to.end.toISOString() };
      if (!(await deps.bookings.moveTimes(trx, scope, booking.id, from, { ...times, updated_at: at })))
        throw new StaleBookings();
      const answer = ({ proposal: 'accepted', customer: 'declined', vendor: 'withdrawn' } as const)[by];
      const accepted = await deps.bookings.answerProposals(trx, [booking.id], answer, at);
      if (by === 'proposal' && accepted !== 1) throw new StaleBookings();
      if (by !== 'proposal')
        await deps.bookings.insertReschedule(trx, {
          booking_id: booking.id,
          proposed_by: by,
          status: 'moved',
          from_starts_at: booking.starts_at,
          from_ends_at: booking.ends_at,
          ...times,
          created_at: at,
          answered_at: at,
        });
      await updated(trx, vendorId, [booking.id]);
      // The client hears of the new time, and the reminders move with it.
      await deps.messages.sync(trx, [booking.id]);
      // The time it moved away from is free for the waitlist.
      await freed(trx, vendorId, [booking.id], booking);
    },

    /**
     * A change that keeps the booking's status and time (a proposal made, answered or withdrawn):
     * the vendor's screens hear of it and the client's messages follow (a proposal is sent to her).
     */
    async updated(trx: Trx, vendorId: number, ids: number[]) {
      await updated(trx, vendorId, ids);
      await deps.messages.sync(trx, ids);
    },
  };
};

/** A booking's move to another time (bookingMoves.reschedule). */
export interface Reschedule {
  vendorId: number;
  scope: { user_id: number } | { customer_id: number };
  booking: { id: number; starts_at: string; ends_at: string };
  from: readonly string[];
  to: Interval;
  /** The instant of the change (ISO). */
  at: string;
  /**
   * The customer's own move, the vendor's own move of a booking they made (walk-in, phone), or
   * the customer's accepting of the vendor's waiting proposal.
   */
  by: 'customer' | 'vendor' | 'proposal';
}

export type BookingMoves = ReturnType<typeof bookingMoves>;
